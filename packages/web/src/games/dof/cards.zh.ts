// 卡牌效果,以我們自己的文字撰寫(絕不使用出版商的印刷文字)。
import type { EffectTable } from "./lang.ts";

export const EFFECTS: EffectTable = {};
