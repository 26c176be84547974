// The club's HTTP calls (docs/protocol.md, "The club"), and the live club state of open games:
// each game page feeds the headers' `club` part and the chat messages of its socket here.
import type {
  ChatBody,
  ChatMessage,
  ClubInfo,
  HintBody,
  LeaderboardBody,
  LobbyBody,
  ProfileBody,
  SettingsBody,
} from "@dawn/platform/protocol";
import { signal } from "@preact/signals";
import { call } from "../api.ts";

export type { ChatMessage, ClubInfo };

const g = (id: string) => `/api/games/${encodeURIComponent(id)}`;

export const clubApi = {
  lobby: (q: Record<string, string>) =>
    call<LobbyBody>("GET", `/api/club/lobby${Object.keys(q).length ? `?${new URLSearchParams(q)}` : ""}`),
  leaderboard: (game: string, scope: string) =>
    call<LeaderboardBody>(
      "GET",
      `/api/club/leaderboard/${encodeURIComponent(game)}?scope=${encodeURIComponent(scope)}`,
    ),
  profile: (name: string) => call<ProfileBody>("GET", `/api/club/players/${encodeURIComponent(name)}`),
  chat: (id: string) => call<ChatBody>("GET", `${g(id)}/chat`),
  say: (id: string, text: string) => call<ChatMessage>("POST", `${g(id)}/chat`, { text }),
  hint: (id: string) => call<HintBody>("POST", `${g(id)}/hint`, {}),
  settings: () => call<SettingsBody>("GET", "/api/club/settings"),
  saveSettings: (s: Record<string, unknown>) => call<SettingsBody>("POST", "/api/club/settings", s),
  mute: (name: string, kind: "mute" | "block", off = false) =>
    call<SettingsBody>("POST", `/api/club/${kind}`, { name, off }),
  password: (current: string, next: string) => call<unknown>("POST", "/api/club/password", { current, next }),
  deleteAccount: (password: string) => call<unknown>("POST", "/api/club/delete-account", { password }),
};

/** The club part of each open game's header, with the time it arrived (clocks count down from it). */
export const clubOf = signal<Readonly<Record<string, { info: ClubInfo | null; at: number }>>>({});

/** Called by the game page with every header it gets. */
export function noteClub(id: string, header: object): void {
  const club = (header as { club?: ClubInfo | null }).club;
  if (club === undefined) return;
  clubOf.value = { ...clubOf.value, [id]: { info: club, at: Date.now() } };
}

type ChatListener = (m: ChatMessage) => void;
const chatListeners = new Map<string, Set<ChatListener>>();

/** Called by the game page's socket with every chat message pushed to it. */
export function receiveChat(id: string, message: unknown): void {
  const m = (message as { message?: ChatMessage } | null)?.message;
  if (!m || typeof m.id !== "string") return;
  for (const f of chatListeners.get(id) ?? []) f(m);
}

export function onChat(id: string, f: ChatListener): () => void {
  let set = chatListeners.get(id);
  if (!set) chatListeners.set(id, (set = new Set()));
  set.add(f);
  return () => set.delete(f);
}
