// What the board takes from the Wir sind das Volk! engine: its facts (board, cards, the events'
// icons) and its types — not its rules. The server plays the rules (replays included), so the
// browser chunk carries only the data modules, which import nothing of the rules.
import "../../../../wsdv-engine/src/cards/index.ts";

export type * from "@dawn/wsdv-engine";
export { EVENTS } from "../../../../wsdv-engine/src/cards/steps.ts";
export {
  CARDS,
  CITIES,
  CONNECTIONS,
  PROVINCES,
  SECTOR_SUPPLIER,
  SECTORS,
} from "../../../../wsdv-engine/src/data/index.ts";
