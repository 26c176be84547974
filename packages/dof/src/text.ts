// 1989 in the terminal: the text renderer the CLI's `play` draws the game with (board, hand, Power
// Struggle, choices, log, and the `hand` and `card N` commands). Everything is drawn from a view,
// except the choices, which read only public parts of the state (SPs and control of spaces).
import {
  type Action,
  actionText,
  CARDS,
  COUNTRIES,
  COUNTRY_SPACES,
  controller,
  POWER_CARDS,
  renderText,
  SIDE_NAME,
  type Side,
  SPACES,
  type State,
  TST_BOX_NAMES,
  USSR_TRACK,
  type View,
} from "@dawn/engine";
import type { TextRenderer } from "@dawn/platform";

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

/** The VP for people: who is ahead and by how much. */
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

/** A card with its Ops, side and effect (shortened to one line unless `full`). */
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

/** The viewer's hand ("" for an observer), and the opponent's cards it knows of. */
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

/** The Power Struggle under way: initiative, hand sizes, the card led, the viewer's cards. */
export function renderPowerStruggle(v: View): string {
  const ps = v.ps;
  if (!ps) return "";
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

function spaceLine(s: State, space: number): string {
  const sp = SPACES[space]!;
  const c = controller(s, space);
  return `${sp.display} (${sp.country}, stability ${sp.stability}${sp.battleground ? ", battleground" : ""}) SPs ${s.sp.com[space]}/${s.sp.dem[space]}${c ? ` ${SIDE_NAME[c]} control` : ""}`;
}

/** A short form for long lists of spaces: "Name(stability*) Communist/Democrat SPs + controller". */
function spaceItem(s: State, space: number): string {
  const sp = SPACES[space]!;
  return `${sp.name}(${sp.stability}${sp.battleground ? "*" : ""}) ${s.sp.com[space]}/${s.sp.dem[space]}${ctlMark(controller(s, space))}`;
}

/** One choice, with the facts a player needs to pick it (public parts of the state only). */
export function choiceText(s: State, a: Action): string {
  switch (a.t) {
    case "play": {
      const d = CARDS[a.card]!;
      return `${actionText(a)} (${d.scoring ? "Scoring" : `${d.ops} Ops`}, ${d.side === "neutral" ? "both" : SIDE_NAME[d.side]})`;
    }
    case "space":
      return spaceLine(s, a.space);
    case "power":
      return `${powerName(a.card)}${a.suit ? ` as ${a.suit}` : ""}`;
    case "card":
      return cardLine(a.card);
    default:
      return renderText(actionText(a));
  }
}

/** The choices: long lists of spaces in their short form (the CLI lays short lines out in columns). */
export function renderChoices(s: State, actions: readonly Action[]): string[] {
  if (actions.length > 12 && actions.every((a) => a.t === "space" || a.t === "option"))
    return actions.map((a) => (a.t === "space" ? spaceItem(s, a.space) : renderText(actionText(a))));
  return actions.map((a) => choiceText(s, a));
}

/** What to show before a decision: board and hand at an Action Round, the Power Struggle in one. */
export function renderStatus(v: View, kind: string): string {
  if (kind === "actionRound") return [renderBoard(v), renderHand(v)].filter(Boolean).join("\n");
  const lines: string[] = [];
  if (v.ps) lines.push(renderPowerStruggle(v));
  const card = v.decision?.card;
  if (card && CARDS[card]) lines.push(`[card: ${CARDS[card].name}]`);
  return lines.join("\n");
}

export const DOF_TEXT: TextRenderer<State, Action, View> = {
  board: (v) => [renderBoard(v), renderHand(v)].filter(Boolean).join("\n"),
  choices: renderChoices,
  log: (v) => v.log.map((e) => renderText(e.text)),
  status: renderStatus,
  commands: [
    { name: "hand", help: "show your hand", run: (v) => renderHand(v) || "Observers hold no hand." },
    {
      name: "card",
      args: "N",
      help: "the full text of card number N",
      run(_v, arg) {
        const n = Number(arg);
        if (!/^\d+$/.test(arg) || !CARDS[n]) return "Usage: card N (a card number, 1-110)";
        return cardLine(n, true);
      },
    },
  ],
};
