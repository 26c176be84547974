// Text rendering of a view for the terminal: board, hand, Power Struggle, choices.
import {
  type Action,
  actionText,
  CARDS,
  COUNTRIES,
  COUNTRY_SPACES,
  POWER_CARDS,
  renderText,
  SIDE_NAME,
  type Side,
  SPACES,
  TST_BOX_NAMES,
  USSR_TRACK,
  type View,
} from "@dawn/engine";

const WIDTH = 100;

const ctlMark = (c: Side | null): string => (c === "com" ? "C" : c === "dem" ? "D" : "");

function wrapItems(items: readonly string[], indent: string): string[] {
  const lines: string[] = [];
  let line = indent;
  for (const it of items) {
    if (line.length > indent.length && line.length + it.length + 2 > WIDTH) {
      lines.push(line.trimEnd());
      line = indent;
    }
    line += `${it}  `;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

export function vpText(vp: number): string {
  if (vp === 0) return "VP 0 (even)";
  return `VP ${vp > 0 ? "+" : ""}${vp} (${vp > 0 ? "Democrat" : "Communist"} ahead by ${Math.abs(vp)})`;
}

/** The compact board: per country each space's SPs and control, then the tracks. */
export function renderBoard(v: View): string {
  const out: string[] = [];
  const who = v.phasing ? `, ${SIDE_NAME[v.phasing]} phasing` : "";
  out.push(
    `== Turn ${v.turn}, Action Round ${v.round}${who} | ${vpText(v.vp)} | scenario ${v.options.scenario}`,
  );
  out.push("   Space: name(stability, * battleground) Communist SPs/Democrat SPs and controller (C/D)");
  for (const country of COUNTRIES) {
    let cc = 0;
    let dc = 0;
    const items: string[] = [];
    for (const id of COUNTRY_SPACES[country]) {
      const sp = SPACES[id]!;
      const c = v.control[id] ?? null;
      if (c === "com") cc++;
      if (c === "dem") dc++;
      const com = v.sp.com[id]!;
      const dem = v.sp.dem[id]!;
      const sps = com || dem ? ` ${com}/${dem}${ctlMark(c)}` : " -";
      items.push(`${sp.name}(${sp.stability}${sp.battleground ? "*" : ""})${sps}`);
    }
    out.push(
      `${country} [Power: ${SIDE_NAME[v.power[country]]}; controls C${cc} D${dc}${
        v.powerScored[country] ? `; scored ${v.powerScored[country]}x` : ""
      }]`,
    );
    out.push(...wrapItems(items, "   "));
  }
  const tst = (side: Side) => {
    const box = v.tst[side];
    return `${SIDE_NAME[side]} ${box}${box > 0 ? ` (${TST_BOX_NAMES[side][box]})` : ""}`;
  };
  out.push(`Tiananmen Square: ${tst("com")}; ${tst("dem")}`);
  out.push(
    `USSR: ${USSR_TRACK[v.ussr]?.label ?? v.ussr} | Hands: Communist ${v.handSizes.com}, Democrat ${v.handSizes.dem} | Deck ${v.deckSize}, discard ${v.discard.length}, removed ${v.removed.length}`,
  );
  if (v.lasting.length > 0) {
    out.push(
      `Lasting events: ${v.lasting
        .map(
          (l) =>
            `${CARDS[l.card]?.name ?? l.card} (${SIDE_NAME[l.side]}, until ${l.until}${l.country ? ` in ${l.country}` : ""})`,
        )
        .join("; ")}`,
    );
  }
  if (v.ps) out.push(renderPowerStruggle(v));
  return out.join("\n");
}

function truncate(s: string, n: number): string {
  return s.length <= n ? s : `${s.slice(0, n - 1)}…`;
}

export function cardLine(c: number, full = false): string {
  const d = CARDS[c];
  if (!d) return `#${c}`;
  const side = d.side === "neutral" ? "both" : SIDE_NAME[d.side];
  const ops = d.scoring ? "Scoring" : `${d.ops} Ops`;
  const head = `#${c} ${d.name} [${ops}, ${side}${d.asterisk ? ", *" : ""}]`;
  return full
    ? `${head}\n    ${d.effect}`
    : `${head}: ${truncate(d.effect, Math.max(30, WIDTH - head.length - 6))}`;
}

export function renderHand(v: View): string {
  if (v.viewer === "observer") return "";
  const lines = [`Your hand (${SIDE_NAME[v.viewer]}, ${v.hand.length} cards):`];
  for (const c of v.hand) lines.push(`  ${cardLine(c)}`);
  if (v.knownOpponentCards.length) {
    lines.push(
      `Known in the opponent's hand: ${v.knownOpponentCards.map((c) => CARDS[c]?.name ?? c).join(", ")}`,
    );
  }
  return lines.join("\n");
}

function powerName(c: number): string {
  const p = POWER_CARDS[c];
  if (!p) return `${c}`;
  if (p.kind === "suited") return `${p.name} ${p.rank}`;
  if (p.kind === "leader") return `${p.name} (leader ${p.rank})`;
  return p.name;
}

export function renderPowerStruggle(v: View): string {
  const ps = v.ps!;
  const lines = [
    `Power Struggle in ${ps.country}: ${SIDE_NAME[ps.attacker]} has the initiative; cards Communist ${ps.handSizes.com}, Democrat ${ps.handSizes.dem}` +
      (ps.raised.com || ps.raised.dem
        ? `; raised by ${[ps.raised.com ? "Communist" : "", ps.raised.dem ? "Democrat" : ""].filter(Boolean).join(" and ")}`
        : ""),
  ];
  if (ps.lead) lines.push(`  Led: ${powerName(ps.lead.card)} as ${ps.lead.suit}`);
  if (ps.banned.length) lines.push(`  Banned suits: ${ps.banned.join(", ")}`);
  if (ps.hand.length) lines.push(`  Your Power Struggle cards: ${ps.hand.map(powerName).join(", ")}`);
  return lines.join("\n");
}

/** One numbered choice, with the facts a player needs to pick it. */
export function choiceText(v: View, a: Action): string {
  switch (a.t) {
    case "play": {
      const d = CARDS[a.card]!;
      return `${actionText(a)} (${d.scoring ? "Scoring" : `${d.ops} Ops`}, ${d.side === "neutral" ? "both" : SIDE_NAME[d.side]})`;
    }
    case "space": {
      const sp = SPACES[a.space]!;
      const c = v.control[a.space] ?? null;
      return `${sp.display} (${sp.country}, stability ${sp.stability}${sp.battleground ? ", battleground" : ""}) SPs ${v.sp.com[a.space]}/${v.sp.dem[a.space]}${c ? ` ${SIDE_NAME[c]} control` : ""}`;
    }
    case "power":
      return `${powerName(a.card)}${a.suit ? ` as ${a.suit}` : ""}`;
    case "card":
      return cardLine(a.card);
    default:
      return actionText(a);
  }
}

export function renderChoices(v: View, actions: readonly Action[]): string {
  const d = v.decision!;
  const lines = [`${SIDE_NAME[d.player]}: ${d.prompt}${d.card ? ` [card: ${CARDS[d.card]?.name}]` : ""}`];
  if (actions.length > 12 && actions.every((a) => a.t === "space" || a.t === "option")) {
    // Many spaces: a compact grid, "n. Name(stability*) Communist/Democrat SPs + controller".
    const items = actions.map((a, i) => {
      if (a.t !== "space") return `${i + 1}. ${actionText(a)}`;
      const sp = SPACES[a.space]!;
      const c = v.control[a.space] ?? null;
      return `${i + 1}. ${sp.name}(${sp.stability}${sp.battleground ? "*" : ""}) ${v.sp.com[a.space]}/${v.sp.dem[a.space]}${ctlMark(c)}`;
    });
    lines.push(...wrapItems(items, "  "));
    return lines.join("\n");
  }
  actions.forEach((a, i) => {
    lines.push(`  ${String(i + 1).padStart(2)}. ${choiceText(v, a)}`);
  });
  return lines.join("\n");
}

export function renderLog(v: View, from: number): string {
  return v.log
    .slice(from)
    .map((e) => `  ${renderText(e.text)}`)
    .join("\n");
}
