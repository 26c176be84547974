// Strategy and Power Struggle cards. Names are printed names; the effects are our own words, in
// the reader's language (cardtext.ts).
import { CARDS, type CardData, POWER_CARDS, type PowerCardData } from "@dawn/engine";
import type { ComponentChildren } from "preact";
import { cardEffect } from "./cardtext.ts";
import { SOCIO_GLYPH, SUIT_GLYPH } from "./icons.ts";
import { cardName, printedCardName } from "./names.ts";
import { periodName, powerCardName, sideName, suitName, tr } from "./text.ts";

export function cardTags(c: CardData): string[] {
  const tags: string[] = [periodName(c.period)];
  if (c.asterisk) tags.push(tr("tagRemoved"));
  if (c.lasting) tags.push(tr("tagLasting"));
  return tags;
}

export interface CardProps {
  readonly n: number;
  readonly playable?: boolean;
  readonly selected?: boolean;
  /** Name, Ops and tags only (the effect on demand). */
  readonly compact?: boolean;
  readonly children?: ComponentChildren;
  readonly onClick?: (() => void) | undefined;
}

/** Keyboard activation for elements with role=button. */
export function onKeyActivate(f: (() => void) | undefined) {
  if (!f) return undefined;
  return (ev: KeyboardEvent) => {
    if ((ev.key === "Enter" || ev.key === " ") && ev.target === ev.currentTarget) {
      ev.preventDefault();
      f();
    }
  };
}

export function Card({ n, playable, selected, compact, children, onClick }: CardProps) {
  const c = CARDS[n];
  if (!c) return <div class="card">#{n}</div>;
  const side = c.scoring ? tr("scoringCard") : c.side === "neutral" ? tr("bothSides") : sideName(c.side);
  const cls = [
    "card",
    `side-${c.side}`,
    c.scoring ? "scoring" : "",
    playable ? "playable" : "",
    selected ? "selected" : "",
    compact ? "compact" : "",
  ]
    .filter(Boolean)
    .join(" ");
  const ops = c.scoring ? tr("scoringCard") : tr("opsN", { n: c.ops });
  // Chosen by click, Enter or Space; the name says what it is to screen readers.
  const act = onClick
    ? {
        role: "button" as const,
        tabIndex: 0,
        "aria-pressed": !!selected,
        "aria-label": `${cardName(n)}, ${side}, ${ops}${playable ? `, ${tr("playable")}` : ""}`,
        onClick: (ev: MouseEvent) => {
          if ((ev.target as Element).closest("button")) return;
          onClick();
        },
        onKeyDown: onKeyActivate(onClick),
      }
    : {};
  return (
    <div class={cls} data-card={n} {...act}>
      <CardFace n={n} compact={!!compact} />
      {children}
    </div>
  );
}

/**
 * What a card says (name, Ops, side, tags, effect): drawn again only when its language or texts
 * change (it reads them as signals), not with every redraw of the hand around it.
 */
function CardFace({ n, compact }: { n: number; compact: boolean }) {
  const c = CARDS[n]!;
  const side = c.scoring ? tr("scoringCard") : c.side === "neutral" ? tr("bothSides") : sideName(c.side);
  const ops = c.scoring ? tr("scoringCard") : tr("opsN", { n: c.ops });
  return (
    <>
      <header class="card-head">
        <span class="ops" title={ops} aria-hidden="true">
          {c.scoring ? "S" : String(c.ops)}
        </span>
        <span class="card-name" title={printedCardName(n) ?? undefined}>
          {cardName(n)}
        </span>
        <span class="card-no">#{c.number}</span>
      </header>
      <div class="card-meta">
        <span class={`side-tag ${c.side}`}>{side}</span>
        {cardTags(c).map((t) => (
          <span class="tag" key={t}>
            {t}
          </span>
        ))}
      </div>
      {compact ? null : <p class="effect">{cardEffect(n)}</p>}
    </>
  );
}

export function PowerGlyph({ p }: { p: PowerCardData }) {
  const d =
    p.kind === "leader" ? SOCIO_GLYPH[p.leader] : p.kind === "suited" ? SUIT_GLYPH[p.suit] : SUIT_GLYPH.wild;
  return (
    <svg class="pglyph" viewBox="-11 -11 22 22" aria-hidden="true">
      <path d={d} fill-rule="evenodd" />
    </svg>
  );
}

export function PowerCard({
  id,
  playable,
  small,
  onClick,
}: {
  id: number;
  playable?: boolean;
  small?: boolean;
  onClick?: (() => void) | undefined;
}) {
  const p = POWER_CARDS[id];
  if (!p) return <div class="pcard">#{id}</div>;
  const suit = p.kind === "suited" ? p.suit : p.kind;
  const name = powerCardName(id);
  const label = p.kind === "suited" ? `${suitName(p.suit)} ${p.rank}` : name;
  return (
    <div
      class={`pcard suit-${suit}${playable ? " playable" : ""}${small ? " small" : ""}`}
      data-power={id}
      title={label}
      {...(onClick
        ? {
            role: "button" as const,
            tabIndex: 0,
            "aria-label": label,
            onClick,
            onKeyDown: onKeyActivate(onClick),
          }
        : {})}
    >
      <span class="prank" aria-hidden="true">
        {p.kind === "wild" ? "" : String(p.rank)}
      </span>
      <PowerGlyph p={p} />
      <span class="pname">{name}</span>
    </div>
  );
}
