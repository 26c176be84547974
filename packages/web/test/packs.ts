// Unit tests run in Node, where the language packs are plain modules: registered here at once (the
// browser loads them as chunks).
import { pack as en } from "../src/games/dof/en.ts";
import { pack as fr } from "../src/games/dof/fr.ts";
import { usePack } from "../src/games/dof/lang.ts";
import { pack as zh } from "../src/games/dof/zh.ts";
import { lang } from "../src/shell/i18n.ts";

usePack("fr", fr);
usePack("zh", zh);
usePack("en", en);
lang.value = "en";

export { en, fr, zh };
