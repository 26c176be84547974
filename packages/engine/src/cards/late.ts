// Late Year strategy card events (#82-110). See early.ts for the pattern.
export {};
