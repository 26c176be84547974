// Modules made by the build (vite.config.ts).
declare module "virtual:dof-effects-en" {
  /** The English card effects by card number. */
  export const EFFECTS: Readonly<Record<number, string>>;
}
