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
  wsdv: {
    brand: {
      logo: "WV",
      heroTitle: "Wir sind das Volk!",
      heroSub: {
        en: "The two Germanys, 1945-1989",
        fr: "Les deux Allemagnes, 1945-1989",
        zh: "兩個德國,1945-1989",
      },
      tagline: {
        en: "West and East Germany for two players, decade by decade: online, on one screen or against a bot.",
        fr: "L'Allemagne de l'Ouest et de l'Est à deux joueurs, décennie par décennie : en ligne, sur un même écran ou contre un bot.",
        zh: "雙人對戰西德與東德,一個十年接一個十年:線上對戰、同機輪流或對戰電腦。",
      },
      theme: "theme-wsdv",
    },
    load: () => import("./wsdv/index.tsx").then((m) => m.wsdvUI as TitleUI),
  },
};

/** The board for titles without their own: the view summarized, the legal actions as buttons. */
export const loadGeneric = (): Promise<TitleUI> => import("./generic/board.tsx").then((m) => m.genericUI);
