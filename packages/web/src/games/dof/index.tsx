// 1989: Dawn of Freedom in the browser: its board, replay, texts and styles, loaded as one chunk
// when a game of it is opened.
import type { View } from "@dawn/engine";
import { lang } from "../../shell/i18n.ts";
import type { TitleUI } from "../../shell/titles.ts";
import { DofBoard } from "./board.tsx";
import { loadEnglishEffects } from "./cardtext.ts";
import "./dof.css";
import { loadPack } from "./lang.ts";
import { lazy } from "./lazy.tsx";
import { resultText } from "./text.ts";

// The reader's language comes with the board: the first drawing is already in it.
await Promise.all([loadPack(lang.value), lang.value === "en" ? loadEnglishEffects() : null]).catch(() => {});

/** Replays are a chunk of their own (a game page does not need them). */
const DofReplay = lazy(() => import("./replay.tsx").then((m) => m.DofReplay));

export const dofUI: TitleUI<View> = { Board: DofBoard, Replay: DofReplay, resultText };
