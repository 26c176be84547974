// Reusable effect steps for card events (filled in by the card definitions).
export {};
