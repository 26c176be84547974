// Les effets des cartes, dans nos propres mots (jamais le texte imprimé de l’éditeur).
import type { EffectTable } from "./lang.ts";

export const EFFECTS: EffectTable = {};
