/**
 * The client's fault: bad options, a malformed action, an action that is not legal now, an unknown
 * seat, title or bot. Shells turn it into a clear refusal (HTTP 4xx, a CLI usage message); the
 * state it was raised against is never changed.
 */
export class GameRuleError extends Error {
  override readonly name = "GameRuleError";
}
