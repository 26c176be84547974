// What the game service asks the club (clocks, ratings, invitations) at the points where a game
// is created, joined or written. Kept as an interface so games.ts knows nothing of the club.
import type { AnyGameModule, Seat } from "@dawn/platform";
import type { ClubInfo, CreateGame } from "@dawn/platform/protocol";
import type { User } from "../accounts.ts";
import type { GamesTable } from "../db.ts";
import type { Live, LogKind } from "../storage.ts";

/** The write a stamp is asked about: a log entry (with a reason for a resignation) or none (seats, status). */
export interface StampEntry {
  readonly kind: LogKind;
  readonly seat: Seat;
  readonly reason?: string;
}

export interface GameHooks {
  /**
   * The club's columns for a new game (`row`, about to be stored) from the creator's request;
   * throws an HttpError to refuse.
   */
  newGame(
    module: AnyGameModule,
    request: CreateGame,
    row: GamesTable,
    how: { readonly opponent: string; readonly creator: User },
  ): Promise<Partial<GamesTable>>;
  /** The club's columns for the rematch `row` of a finished game: same settings, clock reset. */
  rematch(g: Live, row: GamesTable): Partial<GamesTable>;
  /** Before `user` joins a waiting game; throws an HttpError to refuse (not the invited player, blocked). */
  mayJoin(g: Live, user: User): Promise<void>;
  /**
   * Adds the club's columns (the clock) to a write's changes, or refuses the write with an
   * HttpError (an undo in a rated game, a move after the clock ran out). Called before the
   * transaction, with the game as it is and the changes it is about to get.
   */
  stamp(g: Live, changes: Partial<GamesTable>, entry: StampEntry | null): void;
  /** The club's part of a game's header. */
  info(g: Live): ClubInfo;
}
