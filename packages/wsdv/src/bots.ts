// Wir sind das Volk!'s own bots: the random player and a heuristic one. The heuristic plays whole
// turns: for each way to use each card it can take (the four actions, the police card), it plays
// the turn out on a sampled state — its own later choices of the turn, and whoever chooses inside
// its event, each greedy by the evaluation (eval.ts) one step ahead — and takes the turn whose end
// it judges best. A card played last in a decade is followed through the whole end of the decade,
// so the comparisons, the dismantling and the collapse checks are seen as they will happen.
// Choices about cards (which to discard, swap or remove) go by what the cards are worth.
//
// The bot never reads the true state: it gets its seat's view and states drawn by determinize.
import { type BotContext, type BotSpec, chooser, randomBot } from "@dawn/platform";
import {
  type Action,
  applyInPlace,
  CARDS,
  type CardId,
  cloneState,
  type Decision,
  decision,
  resetState,
  type Side,
  type State,
  type View,
} from "@dawn/wsdv-engine";
import { evaluate } from "./eval.ts";

/** East's advantage seen from `side`. */
const scoreFor = (s: State, side: Side) => (side === "east" ? evaluate(s) : -evaluate(s));

/** What a card is worth to a side in hand: its value, more if its event is the side's own. */
export function cardWorth(c: CardId, side: Side): number {
  const d = CARDS[c];
  if (!d) return 0;
  const v = d.value ? d.value[side] : 3;
  const own =
    d.colour === (side === "east" ? "red" : "yellow") || (side === "east" && d.colour === "special");
  return v + (own ? 1 : d.colour === "mixed" ? 0.5 : 0);
}

/** A pending decision as the greedy choices read it. */
type Choosing = Pick<Decision, "kind" | "player" | "actions">;

/** Decisions about cards, judged by their worth rather than the board. */
function cardChoice(d: Choosing, side: Side): number | null {
  const acts = d.actions;
  const idx = (f: (a: Action) => boolean) => acts.findIndex(f);
  const byCard = (pick: (a: number, b: number) => boolean, worthOf: (c: CardId) => number) => {
    let best = -1;
    for (let i = 0; i < acts.length; i++) {
      const a = acts[i]!;
      if (a.t !== "card") continue;
      if (best < 0 || pick(worthOf(a.card), worthOf((acts[best] as { card: CardId }).card))) best = i;
    }
    return best;
  };
  switch (d.kind) {
    case "decadeDiscard": {
      // Keep good cards; drop a weak one (or the weakest when one must go).
      const worst = byCard(
        (x, y) => x < y,
        (c) => cardWorth(c, side),
      );
      const done = idx((a) => a.t === "option");
      if (done < 0) return worst;
      const w = worst >= 0 ? cardWorth((acts[worst] as { card: CardId }).card, side) : 99;
      return w < 2.5 ? worst : done;
    }
    case "specialCost": {
      // A weak card of the hand, or a card for West, whichever costs less.
      const worst = byCard(
        (x, y) => x < y,
        (c) => cardWorth(c, "east"),
      );
      const draw = idx((a) => a.t === "option");
      if (worst < 0) return draw;
      const w = cardWorth((acts[worst] as { card: CardId }).card, "east");
      return draw >= 0 && w >= 3 ? draw : worst;
    }
    case "guillaume":
      return idx((a) => a.t === "option" && a.option === "lookHand");
    case "guillaumeTake": {
      const best = byCard(
        (x, y) => x > y,
        (c) => cardWorth(c, "west") + cardWorth(c, "east"),
      );
      return best >= 0 ? best : 0;
    }
    case "guillaumeGive":
      return byCard(
        (x, y) => x < y,
        (c) => cardWorth(c, "west") + cardWorth(c, "east"),
      );
    case "guillaumeRemove":
      return byCard(
        (x, y) => x > y,
        (c) => cardWorth(c, "west") - cardWorth(c, "east"),
      );
    default:
      return null;
  }
}

/** Decisions after which the look-ahead stops: a new turn, or hands at a new decade. */
const STOP = new Set(["turn", "decadeDiscard"]);
/** Decisions at most this many steps ahead are played out. */
const HORIZON = 80;

/**
 * The index of the action greedy one step ahead for the deciding side (cards by their worth). The
 * heuristic's play-out, and the search's simulations inside a turn (search.ts).
 */
export function greedy(s: State, d: Choosing): number {
  if (d.actions.length === 1) return 0;
  const c = cardChoice(d, d.player);
  if (c !== null && c >= 0) return c;
  let best = 0;
  let bestScore = -Infinity;
  // One copy of `s` for all the actions, written again before each (resetState: in place).
  const n = cloneState(s);
  for (let i = 0; i < d.actions.length; i++) {
    if (i > 0) resetState(n, s);
    applyInPlace(n, d.actions[i]!);
    const sc = scoreFor(n, d.player);
    if (sc > bestScore) {
      bestScore = sc;
      best = i;
    }
  }
  return best;
}

/** Plays on greedily until a new turn (or the end): the end of the turn being decided. */
function playOut(s: State): void {
  for (let i = 0; i < HORIZON; i++) {
    const d = decision(s);
    if (!d || STOP.has(d.kind)) return;
    applyInPlace(s, d.actions[greedy(s, d)]!);
  }
}

/**
 * Scores of the actions of the pending decision of `s` for the deciding side (higher: better): the
 * evaluation at the end of the turn each leads to. `s` is a sampled state; it is not changed.
 */
export function heuristicScores(s: State, actions: readonly Action[]): number[] {
  const d = decision(s);
  if (!d) throw new Error("The game is over: nothing to choose");
  const side = d.player;
  const card = cardChoice({ ...d, actions }, side);
  if (card !== null && card >= 0) return actions.map((_, i) => (i === card ? 1 : 0));
  return actions.map((a) => {
    const n = cloneState(s);
    applyInPlace(n, a);
    playOut(n);
    return scoreFor(n, side);
  });
}

/** The heuristic's choice among `actions` (those of the pending decision of the sampled `s`). */
export function heuristicChoose(s: State, actions: readonly Action[], seed: number): Action {
  if (actions.length === 1) return actions[0]!;
  const scores = heuristicScores(s, actions);
  // Ties go to a seeded random one among the best.
  const max = Math.max(...scores);
  const best = actions.filter((_, i) => scores[i]! >= max - 1e-9);
  return best[chooser(seed)(best.length)]!;
}

export const WSDV_BOTS: readonly BotSpec<State, Action, View>[] = [
  randomBot<State, Action, View>(),
  {
    id: "heuristic",
    label: { en: "Heuristic", fr: "Heuristique", zh: "啟發式" },
    description: {
      en: "Plays each possible turn out to its end and judges the board as the end of the decade would leave it.",
      fr: "Joue chaque tour possible jusqu'au bout et juge le plateau tel que la fin de la décennie le laisserait.",
      zh: "將每個可能的回合推演到底，並以十年結束時的局面評估盤面。",
    },
    create: () => ({
      choose(ctx: BotContext<State, Action, View>) {
        // The look-ahead runs on a state sampled from the view: nothing hidden is read.
        const s = ctx.sample(ctx.seed);
        return heuristicChoose(s, ctx.actions, ctx.seed);
      },
    }),
  },
];
