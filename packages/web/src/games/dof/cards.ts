// Strategy and Power Struggle cards as HTML.
import { CARDS, type CardData, POWER_CARDS, type PowerCardData } from "@dawn/engine";
import { type Child, h, s } from "./dom.ts";
import { SOCIO_GLYPH, SUIT_GLYPH } from "./icons.ts";

const SIDE_LABEL: Record<CardData["side"], string> = { com: "Communist", dem: "Democrat", neutral: "Both" };

export function cardTags(c: CardData): string[] {
  const tags: string[] = [c.period];
  if (c.scoring) tags.push("Scoring");
  if (c.asterisk) tags.push("Removed after event");
  if (c.lasting) tags.push("Lasting");
  return tags;
}

export interface CardOptions {
  readonly playable?: boolean;
  readonly selected?: boolean;
  readonly compact?: boolean;
  readonly extra?: Child;
  readonly onClick?: () => void;
}

export function cardEl(n: number, o: CardOptions = {}): HTMLElement {
  const c = CARDS[n];
  if (!c) return h("div", { class: "card" }, `Card ${n}`);
  const cls = [
    "card",
    `side-${c.side}`,
    c.scoring ? "scoring" : "",
    o.playable ? "playable" : "",
    o.selected ? "selected" : "",
    o.compact ? "compact" : "",
  ]
    .filter(Boolean)
    .join(" ");
  return h(
    "article",
    {
      class: cls,
      "data-card": String(n),
      tabindex: o.onClick ? 0 : null,
      role: o.onClick ? "button" : null,
      "aria-pressed": o.onClick ? String(!!o.selected) : null,
      onclick: o.onClick
        ? (ev: Event) => {
            if ((ev.target as Element).closest("button")) return;
            o.onClick?.();
          }
        : null,
      onkeydown: o.onClick
        ? (ev: KeyboardEvent) => {
            if ((ev.key === "Enter" || ev.key === " ") && ev.target === ev.currentTarget) {
              ev.preventDefault();
              o.onClick?.();
            }
          }
        : null,
    },
    h(
      "header",
      { class: "card-head" },
      h(
        "span",
        { class: "ops", title: c.scoring ? "Scoring card" : `${c.ops} Ops` },
        c.scoring ? "S" : String(c.ops),
      ),
      h("span", { class: "card-name" }, c.name),
      h("span", { class: "card-no" }, `#${c.number}`),
    ),
    h(
      "div",
      { class: "card-meta" },
      h("span", { class: `side-tag ${c.side}` }, c.scoring ? "Scoring" : SIDE_LABEL[c.side]),
      cardTags(c)
        .filter((t) => t !== "Scoring")
        .map((t) => h("span", { class: "tag" }, t)),
    ),
    o.compact ? null : h("p", { class: "effect" }, c.effect),
    o.extra ?? null,
  );
}

export function powerCardGlyph(p: PowerCardData): Child {
  const d =
    p.kind === "leader" ? SOCIO_GLYPH[p.leader] : p.kind === "suited" ? SUIT_GLYPH[p.suit] : SUIT_GLYPH.wild;
  return s(
    "svg",
    { class: "pglyph", viewBox: "-11 -11 22 22", "aria-hidden": "true" },
    s("path", { d, "fill-rule": "evenodd" }),
  );
}

export function powerCardEl(
  id: number,
  o: { playable?: boolean; onClick?: () => void; small?: boolean } = {},
): HTMLElement {
  const p = POWER_CARDS[id];
  if (!p) return h("div", { class: "pcard" }, `#${id}`);
  const suit = p.kind === "suited" ? p.suit : p.kind;
  return h(
    "div",
    {
      class: `pcard suit-${suit}${o.playable ? " playable" : ""}${o.small ? " small" : ""}`,
      "data-power": String(id),
      title: p.name,
      role: o.onClick ? "button" : null,
      tabindex: o.onClick ? 0 : null,
      onclick: o.onClick ?? null,
    },
    h("span", { class: "prank" }, p.kind === "wild" ? "" : String(p.rank)),
    powerCardGlyph(p),
    h("span", { class: "pname" }, p.name),
  );
}
