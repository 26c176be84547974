// Wir sind das Volk! in the browser: its board, texts and styles, loaded as one chunk when a game of
// it is opened.

import type { TitleUI } from "../../shell/titles.ts";
import { WsdvBoard } from "./board.tsx";
import type { View } from "./engine.ts";
import { WsdvReplay } from "./replay.tsx";
import { resultText } from "./text.ts";
import "./wsdv.css";

export const wsdvUI: TitleUI<View> = { Board: WsdvBoard, Replay: WsdvReplay, resultText };
