// The one file of the web client that names titles: each title's branding (small, loaded with the
// shell) and its board code and texts (a separate chunk, loaded when a game of it is opened).
// Titles the server offers without an entry here are played on the generic board.
import type { TitleEntry, TitleUI } from "../shell/titles.ts";

export const TITLE_UIS: Readonly<Record<string, TitleEntry>> = {
  dof: {
    brand: {
      logo: "89",
      heroTitle: "1989",
      heroSub: { en: "Dawn of Freedom", fr: "Dawn of Freedom", zh: "自由曙光" },
      tagline: {
        en: "The revolutions of 1989 for two players: online, on one screen or against a bot.",
        fr: "Les révolutions de 1989 à deux joueurs : en ligne, sur un même écran ou contre un bot.",
        zh: "雙人重現1989年東歐劇變:線上對戰、同機輪流或對戰電腦。",
      },
      theme: "theme-dof",
    },
    load: () => import("./dof/index.tsx").then((m) => m.dofUI as TitleUI),
  },
};

/** The board for titles without their own: the view summarized, the legal actions as buttons. */
export const loadGeneric = (): Promise<TitleUI> => import("./generic/board.tsx").then((m) => m.genericUI);
