// The shell: top bar (site, navigation, language, account), pages by route, toasts. It knows titles
// only through the server's descriptions and `games/registry.ts`.
import { computed, effect, signal } from "@preact/signals";
import { render } from "preact";
import { useLayoutEffect, useRef, useState } from "preact/hooks";
import { TITLE_UIS } from "../games/registry.ts";
import { ApiError, api, type User } from "./api.ts";
import { LobbyPage, PlayerPage, RatingsPage, SettingsPage } from "./club/pages.tsx";
import { ct } from "./club/text.ts";
import { GamePage, ReplayPage } from "./game-page.tsx";
import { LANG_NAME, LANGS, type Lang, lang, loc, setLang } from "./i18n.ts";
import { HomePage, JoinPage, LoginPage, NewGamePage } from "./pages.tsx";
import { href, parseRoute, type Route } from "./routes.ts";
import { t } from "./text.ts";
import { readTitles, type TitleDescription } from "./titles.ts";

export const user = signal<User | null>(null);
export const route = signal<Route>({ page: "home" });
/** The titles the server offers (null while loading). */
export const titles = signal<readonly TitleDescription[] | null>(null);
export const titlesError = signal<string | null>(null);
/** Bumped to redraw the current page from the server (e.g. "Refresh"). */
export const reloadTick = signal(0);

interface Toast {
  readonly id: number;
  readonly text: string;
  readonly kind: "info" | "error";
}
const toasts = signal<readonly Toast[]>([]);
let toastId = 0;

export function toast(text: string, kind: "info" | "error" = "info"): void {
  const id = ++toastId;
  toasts.value = [...toasts.value, { id, text, kind }];
  setTimeout(
    () => {
      toasts.value = toasts.value.filter((x) => x.id !== id);
    },
    kind === "error" ? 6000 : 3000,
  );
}

export function go(r: Route): void {
  const target = href(r);
  if (location.hash === target) reloadTick.value++;
  else location.hash = target;
}

export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The title shown on the site's pages: the one of the current game or new-game page, else the default. */
export const currentTitle = signal<string | null>(null);

const defaultTitle = computed(() => titles.value?.[0] ?? null);

function brandOf(id: string | null | undefined) {
  const desc = titles.value?.find((x) => x.id === id) ?? defaultTitle.value;
  const entry = desc ? TITLE_UIS[desc.id] : undefined;
  return { desc, brand: entry?.brand ?? null };
}

function TopBar() {
  const u = user.value;
  const { desc, brand } = brandOf(currentTitle.value);
  const name = desc ? loc(desc.title) : t("siteName");
  return (
    <header class="topbar">
      <a class="brand" href="#/">
        <span class="logo" aria-hidden="true">
          {brand?.logo ?? "★"}
        </span>
        <span class="brand-name">{(titles.value?.length ?? 0) > 1 ? t("siteName") : name}</span>
      </a>
      <SiteNav signedIn={!!u} />
      <label class="lang-pick">
        <span class="sr-only">{t("language")}</span>
        <select
          value={lang.value}
          aria-label={t("language")}
          onChange={(e) => setLang((e.currentTarget as HTMLSelectElement).value as Lang)}
        >
          {LANGS.map((l) => (
            <option value={l} key={l}>
              {LANG_NAME[l]}
            </option>
          ))}
        </select>
      </label>
      <div class="userbox">
        {u ? (
          <>
            <a class="me" href={`#/player/${encodeURIComponent(u.name)}`}>
              {u.name}
            </a>
            <button
              type="button"
              class="ghost small"
              onClick={async () => {
                await api.logout().catch(() => {});
                user.value = null;
                go({ page: "login" });
              }}
            >
              {t("signOut")}
            </button>
          </>
        ) : (
          <a href="#/login">{t("signIn")}</a>
        )}
      </div>
    </header>
  );
}

/**
 * The site's links: in the bar on a wide screen; on a narrow one (styles: max-width 860px) behind
 * a menu button that opens them as a list under the bar (a disclosure: the links follow the
 * button, so Tab goes from it into them). Escape, a click outside or following a link closes it.
 */
function SiteNav({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  // As soon as it is drawn open (an effect after the paint could miss a quick click outside).
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (ev: KeyboardEvent) => {
      if (ev.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onDown = (ev: Event) => {
      const at = ev.target as Node;
      if (!nav.current?.contains(at) && !button.current?.contains(at)) setOpen(false);
    };
    const close = () => setOpen(false);
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onDown);
    window.addEventListener("hashchange", close);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onDown);
      window.removeEventListener("hashchange", close);
    };
  }, [open]);
  const links: [string, string][] = [
    ["#/", t("navGames")],
    ["#/new", t("navNew")],
    ["#/lobby", ct("navLobby")],
    ["#/ratings", ct("navRatings")],
    ...(signedIn ? [["#/settings", ct("navSettings")] as [string, string]] : []),
  ];
  return (
    <>
      <button
        type="button"
        class="menu-button"
        ref={button}
        aria-expanded={open}
        aria-controls="site-nav"
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">☰</span> {t("menu")}
      </button>
      <nav id="site-nav" class={open ? "open" : ""} ref={nav} aria-label={t("navLabel")}>
        {links.map(([to, text]) => (
          // A link to the page already shown changes no route: it closes the menu all the same.
          <a href={to} key={to} onClick={() => setOpen(false)}>
            {text}
          </a>
        ))}
      </nav>
    </>
  );
}

function Toasts() {
  return (
    <div class="toasts" aria-live="polite">
      {toasts.value.map((x) => (
        <div key={x.id} class={`toast ${x.kind}`} role={x.kind === "error" ? "alert" : "status"}>
          {x.text}
        </div>
      ))}
    </div>
  );
}

/** Pages that need no account; the others send visitors to sign in first. */
const PUBLIC_PAGES = new Set(["login", "game", "replay", "join", "lobby", "ratings", "player"]);

function Page() {
  const r = route.value;
  reloadTick.value;
  if (!user.value && !PUBLIC_PAGES.has(r.page))
    return <LoginPage next={location.hash.replace(/^#\/?/, "")} />;
  switch (r.page) {
    case "login":
      return <LoginPage next={r.next ?? ""} />;
    case "home":
      return <HomePage />;
    case "new":
      return <NewGamePage titleId={r.title ?? null} />;
    case "game":
      return <GamePage id={r.id} key={r.id} />;
    case "replay":
      return <ReplayPage id={r.id} key={r.id} />;
    case "join":
      return <JoinPage id={r.id} code={r.code} />;
    case "lobby":
      return <LobbyPage />;
    case "ratings":
      return <RatingsPage titleId={r.title ?? null} key={r.title ?? ""} />;
    case "player":
      return <PlayerPage name={r.name} key={r.name} />;
    case "settings":
      return <SettingsPage />;
  }
}

function App() {
  return (
    <>
      <TopBar />
      <main id="main">
        <Page />
      </main>
      <Toasts />
    </>
  );
}

function readRoute(): void {
  route.value = parseRoute(location.hash, location.pathname);
}

/** Loads the server's titles (once; the new-game page asks again on failure). */
export async function loadTitles(): Promise<void> {
  try {
    titles.value = readTitles(await api.meta());
    titlesError.value = null;
  } catch (e) {
    titlesError.value = errorText(e);
    titles.value = [];
  }
}

export async function start(root: HTMLElement): Promise<void> {
  // An invite link may come as a path (/join/...): turn it into a hash route.
  if (location.pathname.startsWith("/join/")) {
    const r = parseRoute("", location.pathname);
    history.replaceState(null, "", `/${href(r)}`);
  }
  readRoute();
  window.addEventListener("hashchange", readRoute);
  // Page-wide styles key on the page shown (the game page takes the whole window on a desktop).
  effect(() => {
    document.body.dataset.page = route.value.page;
  });
  const me = api.me().then(
    (r) => r.user,
    (e) => {
      if (!(e instanceof ApiError) || e.status !== 401) console.warn(e);
      return null;
    },
  );
  void loadTitles();
  user.value = await me;
  root.textContent = "";
  render(<App />, root);
}
