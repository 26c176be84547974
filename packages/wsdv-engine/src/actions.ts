// Every legal action is one of these shared, frozen values: decisions list them without allocating,
// and `apply` recognises them by identity (or by value, for actions that came through JSON).
import { CARDS, CITY_COUNT, CONNECTION_COUNT, PROVINCE_COUNT, SECTORS } from "./data/index.ts";
import type {
  Action,
  CardId,
  CityId,
  ConnId,
  OptionName,
  ProvinceId,
  Sector,
  SkipTarget,
  Track,
  Use,
} from "./types.ts";

type Of<T extends Action["t"]> = Extract<Action, { t: T }>;

export const PROVINCE_ACTION: readonly Of<"province">[] = Array.from({ length: PROVINCE_COUNT }, (_, i) =>
  Object.freeze({ t: "province", province: i as ProvinceId }),
);
export const CITY_ACTION: readonly Of<"city">[] = Array.from({ length: CITY_COUNT }, (_, i) =>
  Object.freeze({ t: "city", city: i as CityId }),
);
export const LINE_ACTION: readonly Of<"line">[] = Array.from({ length: CONNECTION_COUNT }, (_, i) =>
  Object.freeze({ t: "line", conn: i as ConnId }),
);
export const SECTOR_ACTION: Readonly<Record<Sector, Of<"sector">>> = Object.fromEntries(
  SECTORS.map((x) => [x, Object.freeze({ t: "sector", sector: x })]),
) as Record<Sector, Of<"sector">>;
export const CARD_ACTION: readonly Of<"card">[] = CARDS.map((c, i) =>
  Object.freeze({ t: "card", card: (c ? c.id : i) as CardId }),
);
export const USES: readonly Use[] = ["unrest", "build", "ls", "event"];
export const PLAY_ACTION: readonly Readonly<Record<Use, Of<"play">>>[] = CARDS.map(
  (c, i) =>
    Object.fromEntries(
      USES.map((u) => [u, Object.freeze({ t: "play", card: (c ? c.id : i) as CardId, use: u })]),
    ) as Record<Use, Of<"play">>,
);
export const GROUP_ACTION: readonly Of<"group">[] = Array.from({ length: 8 }, (_, i) =>
  Object.freeze({ t: "group", group: i }),
);
const skip = (x: SkipTarget): Of<"skip"> => Object.freeze({ t: "skip", skip: x });
export const SKIP_NOTHING = skip("nothing");
export const SKIP_TRACK: Readonly<Record<Track, Of<"skip">>> = {
  prestige: skip("prestige"),
  currency: skip("currency"),
  socialism: skip("socialism"),
};
export const SKIP_GROUP: readonly Of<"skip">[] = Array.from({ length: 8 }, (_, i) => skip(i));
/** Prestige boxes -6..6 at index box + 6. */
export const BOX_ACTION: readonly Of<"box">[] = Array.from({ length: 13 }, (_, i) =>
  Object.freeze({ t: "box", box: i - 6 }),
);
const opt = (o: OptionName): Of<"option"> => Object.freeze({ t: "option", option: o });
export const OPTION: Readonly<Record<OptionName, Of<"option">>> = {
  done: opt("done"),
  none: opt("none"),
  westDraws: opt("westDraws"),
  lookHand: opt("lookHand"),
  lookDeck: opt("lookDeck"),
};
export const POLICE_ACTION: Of<"police"> = Object.freeze({ t: "police" });

/** A stable text key of an action: two actions are the same iff their keys are equal. */
export function actionKey(a: Action): string {
  switch (a.t) {
    case "play":
      return `play:${a.card}:${a.use}`;
    case "police":
      return "police";
    case "province":
      return `province:${a.province}`;
    case "city":
      return `city:${a.city}`;
    case "line":
      return `line:${a.conn}`;
    case "sector":
      return `sector:${a.sector}`;
    case "card":
      return `card:${a.card}`;
    case "group":
      return `group:${a.group}`;
    case "skip":
      return `skip:${a.skip}`;
    case "box":
      return `box:${a.box}`;
    case "option":
      return `option:${a.option}`;
  }
}

/** Do two actions mean the same thing? */
export function sameAction(a: Action, b: Action): boolean {
  if (a === b) return true;
  if (a.t !== b.t) return false;
  switch (a.t) {
    case "play":
      return a.card === (b as typeof a).card && a.use === (b as typeof a).use;
    case "police":
      return true;
    case "province":
      return a.province === (b as typeof a).province;
    case "city":
      return a.city === (b as typeof a).city;
    case "line":
      return a.conn === (b as typeof a).conn;
    case "sector":
      return a.sector === (b as typeof a).sector;
    case "card":
      return a.card === (b as typeof a).card;
    case "group":
      return a.group === (b as typeof a).group;
    case "skip":
      return a.skip === (b as typeof a).skip;
    case "box":
      return a.box === (b as typeof a).box;
    case "option":
      return a.option === (b as typeof a).option;
  }
}
