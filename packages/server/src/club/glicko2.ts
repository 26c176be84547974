// Glicko-2 (Mark E. Glickman, "Example of the Glicko-2 system", 2012): one rating period per
// update. Ratings on the Glicko scale (1500 / 350 / 0.06 for a new player); the system constant
// tau limits how fast the volatility changes.

export interface Rating {
  readonly rating: number;
  readonly rd: number;
  readonly vol: number;
}

export interface GameScore {
  readonly opponent: Rating;
  /** 1 a win, 0.5 a draw, 0 a loss. */
  readonly score: number;
}

export const NEW_RATING: Rating = { rating: 1500, rd: 350, vol: 0.06 };
/** The system constant (Glickman suggests 0.3 to 1.2). */
export const TAU = 0.5;
const SCALE = 173.7178;
const EPSILON = 0.000001;
/** A rating deviation never grows beyond a new player's. */
const MAX_RD = 350;

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muj: number, phij: number) => 1 / (1 + Math.exp(-g(phij) * (mu - muj)));

/** The player's rating after one rating period with these games (none: only the deviation grows). */
export function glicko2(player: Rating, games: readonly GameScore[], tau = TAU): Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  const sigma = player.vol;
  if (games.length === 0) {
    const rd = Math.min(MAX_RD, Math.sqrt(phi * phi + sigma * sigma) * SCALE);
    return { rating: player.rating, rd, vol: sigma };
  }
  let vInv = 0;
  let sum = 0;
  for (const x of games) {
    const muj = (x.opponent.rating - 1500) / SCALE;
    const phij = x.opponent.rd / SCALE;
    const gj = g(phij);
    const e = expected(mu, muj, phij);
    vInv += gj * gj * e * (1 - e);
    sum += gj * (x.score - e);
  }
  const v = 1 / vInv;
  const delta = v * sum;
  // The new volatility: the root of f by the Illinois algorithm (step 5 of the paper).
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  for (let i = 0; Math.abs(B - A) > EPSILON && i < 200; i++) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  const vol = Math.exp(A / 2);
  const phiStar = Math.sqrt(phi * phi + vol * vol);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: muNew * SCALE + 1500, rd: Math.min(MAX_RD, phiNew * SCALE), vol };
}

/** The expected score of `a` against `b` (the chance to win, draws counting half). */
export function expectedScore(a: Rating, b: Rating): number {
  const phi = Math.sqrt(a.rd * a.rd + b.rd * b.rd) / SCALE;
  return expected((a.rating - 1500) / SCALE, (b.rating - 1500) / SCALE, phi);
}
