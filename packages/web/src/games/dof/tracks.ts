// Tracks: turn and action round, VP, Tiananmen Square, USSR stability; piles and lasting events.
import { TST_BOX_NAMES, TST_REQUIRED, USSR_TRACK, type View } from "@dawn/engine";
import { h, s } from "./dom.ts";
import { SOCIO_GLYPH, SOCIO_NAME } from "./icons.ts";

const PERIOD = (t: number) => (t >= 8 ? "Late" : t >= 4 ? "Middle" : "Early");

export function turnTrack(v: View): HTMLElement {
  const turns = [];
  for (let t = 1; t <= 10; t++) {
    turns.push(
      h(
        "span",
        {
          class: `cell period-${PERIOD(t).toLowerCase()}${t === v.turn ? " here" : ""}`,
          title: `Turn ${t} (${PERIOD(t)} War)`,
        },
        String(t),
      ),
    );
  }
  const rounds = [];
  for (let r = 1; r <= 7; r++) {
    rounds.push(h("span", { class: `cell${r === v.round ? ` here ${v.phasing ?? ""}` : ""}` }, String(r)));
  }
  return h(
    "section",
    { class: "track" },
    h("h4", {}, "Turn ", h("small", {}, `${PERIOD(v.turn)} period`)),
    h("div", { class: "cells" }, turns),
    h(
      "h4",
      {},
      "Action round ",
      v.phasing
        ? h("small", { class: v.phasing }, v.phasing === "com" ? "Communist to play" : "Democrat to play")
        : null,
    ),
    h("div", { class: "cells" }, rounds),
  );
}

export function vpTrack(v: View): HTMLElement {
  const cells = [];
  for (let i = -20; i <= 20; i++) {
    const side = i < 0 ? "com" : i > 0 ? "dem" : "zero";
    const here = Math.max(-20, Math.min(20, v.vp)) === i;
    cells.push(
      h(
        "span",
        { class: `vcell ${side}${here ? " here" : ""}`, title: `${i}` },
        here ? String(Math.abs(v.vp)) : "",
      ),
    );
  }
  return h(
    "section",
    { class: "track" },
    h("h4", {}, "Victory points ", h("small", {}, vpText(v.vp))),
    h("div", { class: "vp-row" }, cells),
    h(
      "div",
      { class: "vp-legend" },
      h("span", { class: "com" }, "◀ Communist 20"),
      h("span", { class: "dem" }, "Democrat 20 ▶"),
    ),
  );
}

export function vpText(vp: number): string {
  if (vp === 0) return "even";
  return vp > 0 ? `Democrat +${vp}` : `Communist +${-vp}`;
}

export function tstTrack(v: View): HTMLElement {
  const row = (side: "com" | "dem") => {
    const cells = [];
    for (let b = 1; b <= 8; b++) {
      const first = v.tstFirst[b] ?? null;
      cells.push(
        h(
          "li",
          {
            class: `tst-box${v.tst[side] === b ? ` here ${side}` : ""}${v.tst[side] >= b ? " reached" : ""}`,
            title: `${TST_BOX_NAMES[side][b]} (needs ${TST_REQUIRED[side][b]})${first ? `; first reached by the ${first === "com" ? "Communist" : "Democrat"}` : ""}`,
          },
          h("b", {}, String(b)),
          h("span", {}, TST_BOX_NAMES[side][b]),
          first ? h("i", { class: `first ${first}`, title: "reached first" }, "★") : null,
        ),
      );
    }
    return h(
      "div",
      { class: `tst-row ${side}` },
      h(
        "span",
        { class: "tst-side" },
        side === "com" ? "Communist" : "Democrat",
        h("small", {}, ` box ${v.tst[side]}`),
      ),
      h("ol", {}, cells),
    );
  };
  return h("section", { class: "track" }, h("h4", {}, "Tiananmen Square track"), row("dem"), row("com"));
}

export function ussrTrack(v: View): HTMLElement {
  return h(
    "section",
    { class: "track" },
    h("h4", {}, "USSR stability"),
    h(
      "ol",
      { class: "ussr" },
      USSR_TRACK.map((b, i) =>
        h(
          "li",
          { class: i === v.ussr ? "here" : "" },
          h("span", {}, b.label),
          h("small", {}, b.vp === 0 ? "—" : b.vp > 0 ? `Dem +${b.vp} VP` : `Com +${-b.vp} VP`),
        ),
      ),
    ),
  );
}

/** What the marks on the map mean. */
export function legend(): HTMLElement {
  const glyph = (d: string) =>
    s("svg", { viewBox: "-11 -11 22 22", class: "legend-glyph", "aria-hidden": "true" }, s("path", { d }));
  return h(
    "section",
    { class: "track legend" },
    h("h4", {}, "Map legend"),
    h(
      "ul",
      {},
      (Object.keys(SOCIO_GLYPH) as (keyof typeof SOCIO_GLYPH)[]).map((k) =>
        h("li", {}, glyph(SOCIO_GLYPH[k]), SOCIO_NAME[k]),
      ),
      h("li", {}, h("span", { class: "lg-stab" }, "3"), "Stability"),
      h("li", {}, h("span", { class: "lg-bg" }), "Battleground (dark band)"),
      h("li", {}, h("span", { class: "lg-sp com" }, "2"), "Communist SPs"),
      h("li", {}, h("span", { class: "lg-sp dem ctl" }, "4"), "Democratic SPs, filled: control"),
      h("li", {}, h("span", { class: "lg-edge" }), "Connection (dashed: across a border)"),
    ),
  );
}
