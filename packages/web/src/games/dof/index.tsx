// 1989: Dawn of Freedom in the browser: its board, replay, texts and styles, loaded as one chunk
// when a game of it is opened.
import type { View } from "@dawn/engine";
import type { TitleUI } from "../../shell/titles.ts";
import { DofBoard } from "./board.tsx";
import "./dof.css";
import { DofReplay } from "./replay.tsx";
import { resultText } from "./text.ts";

export const dofUI: TitleUI<View> = { Board: DofBoard, Replay: DofReplay, resultText };
