// Middle Year strategy card events (#41-81). See early.ts for the pattern.
export {};
