// The shell: sign-in, games list and lobby, new-game form, game screen with live updates, replay.
import { ApiError, api, type GameInfo, type GameSummary, type User } from "./api.ts";
import { type Child, h, mount } from "./dom.ts";
import {
  type GameContext,
  type GameModule,
  type GameSnapshot,
  type GameUI,
  gameModule,
  gameModules,
} from "./module.ts";
import { href, inviteLink, parseRoute, type Route } from "./routes.ts";
import { type ConnectionStatus, GameSocket, type StateMessage } from "./socket.ts";

let user: User | null = null;
let cleanup: (() => void) | null = null;
const main = h("main", { id: "main" });
const userBox = h("div", { class: "userbox" });
const toasts = h("div", { class: "toasts", "aria-live": "assertive" });

export function toast(message: string, kind: "info" | "error" = "info"): void {
  const t = h("div", { class: `toast ${kind}`, role: kind === "error" ? "alert" : "status" }, message);
  toasts.append(t);
  setTimeout(() => t.classList.add("out"), kind === "error" ? 5000 : 2500);
  setTimeout(() => t.remove(), kind === "error" ? 5600 : 3100);
}

function go(r: Route): void {
  const target = href(r);
  if (location.hash === target) void route();
  else location.hash = target;
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The site's names and words (the shell knows no game). */
export interface Site {
  readonly title: string;
  readonly name: string;
  readonly logo: string;
  readonly heroTitle: string;
  readonly heroSub: string;
  readonly pitch: string;
  readonly tagline: string;
}

let site: Site = {
  title: "Board games",
  name: "Board games",
  logo: "★",
  heroTitle: "Play",
  heroSub: "Board games",
  pitch: "Play online, against a friend, on one screen or against a bot.",
  tagline: "Online, on one screen or against a bot.",
};

export async function start(root: HTMLElement, siteInfo?: Site): Promise<void> {
  if (siteInfo) site = siteInfo;
  // An invite link may come as a path (/join/...): turn it into a hash route.
  if (location.pathname.startsWith("/join/")) {
    const r = parseRoute("", location.pathname);
    history.replaceState(null, "", `/${href(r)}`);
  }
  mount(
    root,
    h(
      "header",
      { class: "topbar" },
      h(
        "a",
        { class: "brand", href: "#/" },
        h("span", { class: "logo", "aria-hidden": "true" }, site.logo),
        h("span", {}, site.name),
      ),
      h("nav", {}, h("a", { href: "#/" }, "Games"), h("a", { href: "#/new" }, "New game")),
      userBox,
    ),
    main,
    toasts,
  );
  try {
    user = (await api.me()).user;
  } catch {
    user = null;
  }
  renderUser();
  window.addEventListener("hashchange", () => void route());
  await route();
}

function renderUser(): void {
  if (!user) {
    mount(userBox, h("a", { href: "#/login" }, "Sign in"));
    return;
  }
  mount(
    userBox,
    h("span", { class: "me" }, user.name),
    h(
      "button",
      {
        type: "button",
        class: "ghost small",
        onclick: async () => {
          await api.logout().catch(() => {});
          user = null;
          renderUser();
          go({ page: "login" });
        },
      },
      "Sign out",
    ),
  );
}

async function route(): Promise<void> {
  cleanup?.();
  cleanup = null;
  document.title = site.title;
  const r = parseRoute(location.hash, location.pathname);
  document.body.dataset.page = r.page;
  mount(main, h("p", { class: "boot" }, "Loading…"));
  if (!user && r.page !== "login" && r.page !== "game" && r.page !== "replay") {
    const next = location.hash.replace(/^#\/?/, "");
    go(next ? { page: "login", next } : { page: "login" });
    return;
  }
  try {
    switch (r.page) {
      case "login":
        return loginPage(r.next);
      case "home":
        return await homePage();
      case "new":
        return newGamePage();
      case "game":
        return await gamePage(r.id);
      case "replay":
        return await replayPage(r.id);
      case "join":
        return await joinPage(r.id, r.code);
    }
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) {
      user = null;
      renderUser();
      go({ page: "login", next: location.hash.replace(/^#\/?/, "") });
      return;
    }
    mount(
      main,
      h(
        "section",
        { class: "panel narrow" },
        h("h2", {}, "Something went wrong"),
        h("p", { class: "error" }, errorText(e)),
        h("a", { href: "#/" }, "Back to your games"),
      ),
    );
  }
}

function loginPage(next?: string): void {
  let mode: "login" | "register" = "login";
  const name = h("input", {
    name: "name",
    autocomplete: "username",
    required: true,
    minlength: 3,
    maxlength: 20,
    pattern: "[A-Za-z0-9_\\-]{3,20}",
  });
  const password = h("input", {
    name: "password",
    type: "password",
    autocomplete: "current-password",
    required: true,
    minlength: 8,
    maxlength: 200,
  });
  const err = h("p", { class: "error", role: "alert" });
  const submit = h("button", { type: "submit", class: "primary wide" }, "Sign in");
  const switcher = h("button", { type: "button", class: "link" }, "New here? Create an account");
  const title = h("h2", {}, "Sign in");
  const setMode = (m: typeof mode) => {
    mode = m;
    title.textContent = m === "login" ? "Sign in" : "Create an account";
    submit.textContent = m === "login" ? "Sign in" : "Create account";
    switcher.textContent = m === "login" ? "New here? Create an account" : "Have an account? Sign in";
    password.autocomplete = m === "login" ? "current-password" : "new-password";
    err.textContent = "";
  };
  switcher.onclick = () => setMode(mode === "login" ? "register" : "login");
  const form = h(
    "form",
    {
      class: "panel narrow auth",
      onsubmit: async (ev: Event) => {
        ev.preventDefault();
        err.textContent = "";
        submit.disabled = true;
        try {
          const r =
            mode === "login"
              ? await api.login(name.value.trim(), password.value)
              : await api.register(name.value.trim(), password.value);
          user = r.user;
          renderUser();
          location.hash = next ? `#/${next}` : "#/";
        } catch (e) {
          err.textContent = errorText(e);
        } finally {
          submit.disabled = false;
        }
      },
    },
    title,
    h("p", { class: "muted" }, site.pitch),
    h("label", {}, "Name", name, h("small", {}, "3–20 letters, digits, _ or -")),
    h("label", {}, "Password", password, h("small", {}, "At least 8 characters")),
    err,
    submit,
    switcher,
  );
  mount(main, h("div", { class: "hero" }, heroArt(), form));
  name.focus();
}

function heroArt(): HTMLElement {
  return h(
    "div",
    { class: "hero-art", "aria-hidden": "true" },
    h("div", { class: "hero-title" }, site.heroTitle),
    h("div", { class: "hero-sub" }, site.heroSub),
  );
}

function seatLine(
  m: GameModule,
  g: { seats: Readonly<Record<string, string | null>>; roles?: Readonly<Record<string, string>> | undefined },
): Child[] {
  // A seat's role can differ from its name (e.g. after a balance bid that swaps the sides).
  return m.seats.map((s) => {
    const role = g.roles?.[s.id] ?? s.id;
    const roleName = m.seats.find((x) => x.id === role)?.name ?? role;
    return h(
      "span",
      { class: `seat ${role}` },
      h("small", {}, roleName),
      " ",
      g.seats[s.id] ?? h("i", {}, "open"),
    );
  });
}

async function homePage(): Promise<void> {
  const [games, lobby] = await Promise.all([api.games(), api.lobby().catch(() => [] as GameSummary[])]);
  // Games over days: look again now and then while the page is shown, and redraw on changes.
  const seen = JSON.stringify([games, lobby]);
  const timer = setInterval(async () => {
    if (document.visibilityState !== "visible" || document.activeElement?.tagName === "INPUT") return;
    try {
      const now = JSON.stringify(await Promise.all([api.games(), api.lobby().catch(() => [])]));
      if (now !== seen && parseRoute(location.hash, location.pathname).page === "home") void route();
    } catch {
      // offline: try again next time
    }
  }, 20_000);
  cleanup = () => clearInterval(timer);
  const m = gameModule(undefined);
  const mine = [...games].sort(
    (a, b) =>
      Number(b.yourTurn) - Number(a.yourTurn) || String(b.updatedAt).localeCompare(String(a.updatedAt)),
  );
  const row = (g: GameSummary, actions: Child) =>
    h(
      "li",
      { class: `game-row ${g.status}${g.yourTurn ? " your-turn" : ""}`, "data-game": g.id },
      h(
        "div",
        { class: "g-main" },
        h("div", { class: "seats" }, seatLine(m, g)),
        h(
          "div",
          { class: "g-sub muted" },
          statusText(m, g),
          g.options ? ` · ${m.describeOptions(g.options)}` : "",
        ),
      ),
      g.yourTurn ? h("span", { class: "badge" }, "Your turn") : null,
      actions,
    );
  const open = (g: GameSummary) =>
    h(
      "a",
      { class: "button", href: href({ page: "game", id: g.id }) },
      g.status === "finished" ? "View" : "Open",
    );
  const lobbyOthers = lobby.filter((g) => !Object.values(g.seats).includes(user?.name ?? ""));
  const watchInput = h("input", { placeholder: "Game link or id", "aria-label": "Game link or id" });
  const quick = async (opponent: "bot" | "hotseat") => {
    try {
      const r = await api.create({ game: m.id, options: m.optionsForm().value(), side: "random", opponent });
      go({ page: "game", id: r.id });
    } catch (e) {
      toast(errorText(e), "error");
    }
  };
  mount(
    main,
    h(
      "section",
      { class: "banner" },
      h("div", { class: "banner-text" }, h("h1", {}, m.title), h("p", {}, site.tagline)),
      h(
        "div",
        { class: "banner-actions" },
        h("button", { type: "button", class: "primary", onclick: () => quick("bot") }, "Play the bot now"),
        h("button", { type: "button", onclick: () => quick("hotseat") }, "Hot-seat game"),
        h("a", { class: "button", href: "#/new" }, "Invite a friend…"),
      ),
    ),
    h(
      "div",
      { class: "home" },
      h(
        "section",
        { class: "panel" },
        h(
          "div",
          { class: "panel-head" },
          h("h2", {}, "Your games"),
          h("a", { class: "button primary", href: "#/new" }, "+ New game"),
        ),
        mine.length
          ? h(
              "ul",
              { class: "game-list" },
              mine.map((g) => row(g, open(g))),
            )
          : h("p", { class: "muted" }, "No games yet. Start one, or join an open game below."),
      ),
      h(
        "section",
        { class: "panel" },
        h(
          "div",
          { class: "panel-head" },
          h("h2", {}, "Open games"),
          h("button", { type: "button", class: "ghost small", onclick: () => void route() }, "Refresh"),
        ),
        lobbyOthers.length
          ? h(
              "ul",
              { class: "game-list" },
              lobbyOthers.map((g) =>
                row(
                  g,
                  h(
                    "span",
                    { class: "row-actions" },
                    h(
                      "button",
                      {
                        type: "button",
                        class: "primary",
                        onclick: async () => {
                          try {
                            await api.join(g.id);
                            go({ page: "game", id: g.id });
                          } catch (e) {
                            toast(errorText(e), "error");
                          }
                        },
                      },
                      "Join",
                    ),
                    h("a", { class: "button ghost", href: href({ page: "game", id: g.id }) }, "Watch"),
                  ),
                ),
              ),
            )
          : h("p", { class: "muted" }, "Nobody is waiting right now."),
        h(
          "form",
          {
            class: "watch",
            onsubmit: (ev: Event) => {
              ev.preventDefault();
              const v = watchInput.value.trim();
              const id = /game\/([^/?#]+)/.exec(v)?.[1] ?? v;
              if (id) go({ page: "game", id });
            },
          },
          watchInput,
          h("button", { type: "submit", class: "ghost" }, "Watch"),
        ),
      ),
    ),
  );
}

function statusText(m: GameModule, g: GameSummary): string {
  const mode = g.hotseat ? "hot seat · " : "";
  if (g.status === "waiting") return `${mode}waiting for an opponent`;
  if (g.status === "finished") {
    const r = g.result as { winner?: string | null; reason?: string } | null;
    if (!r) return `${mode}finished`;
    if (r.reason === "cancelled") return `${mode}called off`;
    const winner = r.winner ? (m.seats.find((s) => s.id === r.winner)?.name ?? r.winner) : null;
    const who = winner ? `${winner} (${g.seats[r.winner!] ?? "?"}) won` : "draw";
    return `${mode}finished · ${who}${r.reason ? ` by ${r.reason.replace(/([A-Z])/g, " $1").toLowerCase()}` : ""}`;
  }
  return `${mode}in progress · ${g.seq} moves`;
}

function newGamePage(): void {
  const modules = gameModules();
  const m = modules[0]!;
  const form = m.optionsForm();
  const radio = (name: string, value: string, text: string, checked = false, note?: string) =>
    h(
      "label",
      { class: "choice" },
      h("input", { type: "radio", name, value, checked }),
      h("span", {}, text, note ? h("small", {}, note) : null),
    );
  const seed = h("input", {
    type: "number",
    name: "seed",
    min: 0,
    max: 2147483647,
    step: 1,
    placeholder: "random",
  });
  const botSelect = h("select", { name: "bot", "aria-label": "Bot" });
  const botChoice = h("label", { class: "bot-choice" }, "Bot", botSelect);
  // The server lists its bots; without that list the server's default bot plays.
  api
    .meta()
    .then((meta) => {
      const bots = meta.games.find((g) => g.id === m.id)?.bots ?? [];
      mount(
        botSelect,
        bots.map((b) =>
          h("option", { value: b, selected: b === "heuristic" }, b.charAt(0).toUpperCase() + b.slice(1)),
        ),
      );
      if (!bots.length) botChoice.remove();
    })
    .catch(() => botChoice.remove());
  const err = h("p", { class: "error", role: "alert" });
  const result = h("div", { class: "created" });
  const submit = h("button", { type: "submit", class: "primary wide" }, "Create game");
  const el = h(
    "form",
    {
      class: "panel narrow newgame",
      onsubmit: async (ev: Event) => {
        ev.preventDefault();
        err.textContent = "";
        const fd = new FormData(el);
        const opponent = String(fd.get("opponent") ?? "invite") as "invite" | "open" | "bot" | "hotseat";
        const seedText = seed.value.trim();
        submit.disabled = true;
        try {
          const r = await api.create({
            game: m.id,
            options: form.value(),
            side: String(fd.get("side") ?? "random"),
            opponent,
            ...(opponent === "bot" && botSelect.value ? { bot: botSelect.value } : {}),
            ...(seedText ? { seed: Number(seedText) } : {}),
          });
          if (r.invite) {
            const link = inviteLink(location.origin, r.invite);
            mount(
              result,
              h("h3", {}, "Game created"),
              h("p", {}, "Send this link to your opponent:"),
              copyField(link),
              h("a", { class: "button primary", href: href({ page: "game", id: r.id }) }, "Go to the game"),
            );
            for (const x of el.querySelectorAll("fieldset, label, button[type=submit]")) x.remove();
          } else {
            go({ page: "game", id: r.id });
          }
        } catch (e) {
          err.textContent = errorText(e);
        } finally {
          submit.disabled = false;
        }
      },
    },
    h("h2", {}, `New game of ${m.title}`),
    form.el,
    h(
      "fieldset",
      {},
      h("legend", {}, "Your side"),
      h(
        "div",
        { class: "choices" },
        m.seats.map((s) => radio("side", s.id, s.name)),
        radio("side", "random", "Random", true),
      ),
    ),
    h(
      "fieldset",
      {},
      h("legend", {}, "Opponent"),
      h(
        "div",
        { class: "choices col" },
        radio("opponent", "invite", "A friend", true, "You get a link to send"),
        radio("opponent", "open", "Anyone", false, "Listed in the open games"),
        radio("opponent", "bot", "A bot", false, "Plays at once"),
        radio("opponent", "hotseat", "Hot-seat", false, "Both sides on this screen"),
      ),
      botChoice,
    ),
    h("details", {}, h("summary", {}, "Advanced"), h("label", {}, "Seed (for a reproducible game)", seed)),
    err,
    submit,
    result,
  );
  mount(main, el);
}

function copyField(text: string): HTMLElement {
  const input = h("input", {
    value: text,
    readonly: true,
    class: "copy-input",
    onfocus: (ev: Event) => (ev.target as HTMLInputElement).select(),
  });
  return h(
    "div",
    { class: "copy" },
    input,
    h(
      "button",
      {
        type: "button",
        onclick: async () => {
          try {
            await navigator.clipboard.writeText(text);
            toast("Link copied");
          } catch {
            input.select();
            toast("Select the link and copy it");
          }
        },
      },
      "Copy",
    ),
  );
}

async function joinPage(gameId: string, code: string): Promise<void> {
  mount(main, h("section", { class: "panel narrow" }, h("p", {}, "Joining the game…")));
  let id = gameId;
  if (id) await api.join(id, code);
  else id = (await api.joinByInvite(code)).id;
  toast("You joined the game");
  location.replace(`/${href({ page: "game", id })}`);
}

function isHotseat(g: {
  seats: Readonly<Record<string, string | null>>;
  hotseat?: boolean | undefined;
}): boolean {
  if (g.hotseat !== undefined) return g.hotseat;
  const names = Object.values(g.seats);
  return !!user && names.length >= 2 && names.every((n) => n === user!.name);
}

async function gamePage(id: string): Promise<void> {
  const info: GameInfo = await api.game(id);
  const m = gameModule(info.game);
  let hotseat = isHotseat(info);
  let extra: Pick<GameInfo, "roles" | "invite" | "rematch"> = info;
  let snap: GameSnapshot = {
    id,
    seq: info.seq,
    view: info.view,
    status: info.status,
    seats: info.seats,
    canUndo: info.canUndo,
    yourSeat: info.yourSeat,
    hotseat,
  };
  const dot = h("span", { class: "conn", title: "Connection" });
  const head = h("div", { class: "game-head" });
  const body = h("div", { class: "game-body" });
  mount(main, h("div", { class: "game-page" }, head, body));
  let busy = false;
  let sock: GameSocket | null = null;
  let connected = false;

  const refresh = async () => {
    try {
      const g: GameInfo = await api.game(id);
      apply({
        type: "state",
        seq: g.seq,
        view: g.view,
        status: g.status,
        seats: g.seats,
        canUndo: g.canUndo,
        yourSeat: g.yourSeat,
      });
    } catch (e) {
      toast(errorText(e), "error");
    }
  };
  const withBusy = async (f: () => Promise<unknown>): Promise<boolean> => {
    if (busy) return false;
    busy = true;
    ui.busy(true);
    try {
      await f();
      if (!connected) await refresh();
      return true;
    } catch (e) {
      toast(errorText(e), "error");
      if (e instanceof ApiError && e.status === 409) await refresh();
      return false;
    } finally {
      busy = false;
      ui.busy(false);
    }
  };
  // Hot seat: the server shows the seat that has to decide; act for that one.
  /** Requests answer with the game info (or, from older servers, {seq, view}): show it at once. */
  const applyReply = (r: unknown) => {
    if (!r || typeof r !== "object") return;
    const g = r as Partial<StateMessage>;
    if (typeof g.seq !== "number" || g.view === undefined || g.seq <= snap.seq) return;
    apply({
      type: "state",
      status: snap.status,
      seats: snap.seats,
      canUndo: snap.canUndo,
      yourSeat: snap.yourSeat,
      ...g,
      seq: g.seq,
      view: g.view,
    });
  };
  const seatArg = () => (hotseat ? (snap.yourSeat ?? m.seatToAct(snap.view) ?? undefined) : undefined);
  const ctx: GameContext = {
    user,
    act: (action) => withBusy(async () => applyReply(await api.act(id, snap.seq, action, seatArg()))),
    undo: () => withBusy(async () => applyReply(await api.undo(id, snap.seq, seatArg()))),
    toast,
  };
  const ui: GameUI = m.mount(body, ctx);

  const renderHead = () => {
    const mySeat = snap.yourSeat;
    const result = m.resultText(snap.view);
    const invite = extra.invite ? inviteLink(location.origin, extra.invite) : null;
    const menu: Child[] = [];
    if (snap.status === "finished") {
      menu.push(h("a", { class: "button ghost small", href: href({ page: "replay", id }) }, "Replay"));
      if (extra.rematch)
        menu.push(
          h(
            "a",
            { class: "button small primary", href: href({ page: "game", id: extra.rematch }) },
            "Go to rematch",
          ),
        );
      else if (mySeat || hotseat)
        menu.push(
          h(
            "button",
            {
              type: "button",
              class: "ghost small",
              onclick: async () => {
                try {
                  const r = await api.rematch(id);
                  go({ page: "game", id: r.id });
                } catch (e) {
                  toast(errorText(e), "error");
                }
              },
            },
            "Rematch",
          ),
        );
    }
    if (snap.status === "finished")
      menu.push(
        h(
          "button",
          { type: "button", class: "ghost small", onclick: () => exportRecord(id) },
          "Export record",
        ),
      );
    if ((mySeat || hotseat) && snap.status === "active")
      menu.push(
        h(
          "button",
          {
            type: "button",
            class: "ghost small danger",
            onclick: async () => {
              if (!confirm("Resign this game? Your opponent wins.")) return;
              await withBusy(async () => applyReply(await api.resign(id, seatArg())));
            },
          },
          "Resign",
        ),
      );
    if (mySeat && snap.status === "waiting")
      menu.push(
        h(
          "button",
          {
            type: "button",
            class: "ghost small danger",
            onclick: async () => {
              if (!confirm("Call this game off?")) return;
              if (await withBusy(() => api.resign(id))) go({ page: "home" });
            },
          },
          "Call off",
        ),
      );
    mount(
      head,
      h("a", { class: "back", href: "#/", "aria-label": "Back to your games" }, "←"),
      h(
        "div",
        { class: "g-title" },
        h("b", {}, m.title),
        h("div", { class: "seats" }, seatLine(m, { seats: snap.seats, roles: extra.roles })),
      ),
      result
        ? h("span", { class: "badge done" }, result)
        : snap.status === "waiting"
          ? h("span", { class: "badge" }, "Waiting for an opponent")
          : null,
      snap.status === "waiting" && invite ? copyField(invite) : null,
      h("div", { class: "menu" }, menu),
      dot,
    );
  };

  let curtain: HTMLElement | null = null;
  /** Hot seat: the screen changes hands; hide it until the next player is there. */
  const showCurtain = (seat: string) => {
    curtain?.remove();
    const role = extra.roles?.[seat] ?? seat;
    const name = m.seats.find((s) => s.id === role)?.name ?? role;
    curtain = h(
      "div",
      { class: "curtain", role: "dialog", "aria-modal": "true" },
      h(
        "div",
        {},
        h("h2", {}, `${name} to play`),
        h("p", {}, `Pass the screen to the ${name} player.`),
        h(
          "button",
          {
            type: "button",
            class: "primary",
            onclick: () => {
              curtain?.remove();
              curtain = null;
            },
          },
          `Show the ${name} hand`,
        ),
      ),
    );
    main.append(curtain);
  };

  /** Draws the game; a fault in drawing is reported instead of leaving a frozen screen. */
  const draw = () => {
    try {
      ui.update(snap);
    } catch (e) {
      console.error(e);
      toast(`The game could not be drawn: ${errorText(e)}`, "error");
    }
  };

  const apply = (msg: StateMessage) => {
    if (msg.seq < snap.seq && msg.status === snap.status) return;
    const prevSeat = snap.yourSeat;
    hotseat = isHotseat(msg);
    extra = {
      roles: msg.roles ?? extra.roles,
      invite: msg.invite !== undefined ? msg.invite : extra.invite,
      rematch: msg.rematch !== undefined ? msg.rematch : extra.rematch,
    };
    snap = {
      id,
      seq: msg.seq,
      view: msg.view,
      status: msg.status,
      seats: msg.seats,
      canUndo: msg.canUndo,
      yourSeat: msg.yourSeat !== undefined ? msg.yourSeat : snap.yourSeat,
      hotseat,
    };
    renderHead();
    draw();
    document.title = `${msg.yourTurn ? "● Your turn · " : ""}${m.title}`;
    if (hotseat && snap.status === "active" && prevSeat && snap.yourSeat && snap.yourSeat !== prevSeat)
      showCurtain(snap.yourSeat);
  };

  renderHead();
  draw();
  sock = new GameSocket(id, {
    onState: apply,
    onError: (e) => toast(e, "error"),
    onStatus: (s: ConnectionStatus) => {
      connected = s === "open";
      dot.className = `conn ${s}`;
      dot.title = s === "open" ? "Live" : s === "connecting" ? "Connecting…" : "Offline: reconnecting";
    },
  });
  cleanup = () => {
    sock?.close();
    curtain?.remove();
    ui.destroy();
  };
}

async function exportRecord(id: string): Promise<void> {
  try {
    const rec = await api.record(id);
    const blob = new Blob([JSON.stringify(rec, null, 2)], { type: "application/json" });
    const a = h("a", { href: URL.createObjectURL(blob), download: `game-${id}.json` });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  } catch (e) {
    toast(errorText(e), "error");
  }
}

async function replayPage(id: string): Promise<void> {
  const rec = await api.record(id);
  const info: GameInfo = await api.game(id).catch(() => null as unknown as GameInfo);
  const m = gameModule(info?.game);
  if (!m.mountReplay) throw new Error("This game has no replay");
  const body = h("div", { class: "game-body replay" });
  mount(
    main,
    h(
      "div",
      { class: "game-page" },
      h(
        "div",
        { class: "game-head" },
        h("a", { class: "back", href: href({ page: "game", id }), "aria-label": "Back to the game" }, "←"),
        h(
          "div",
          { class: "g-title" },
          h("b", {}, `Replay · ${m.title}`),
          info ? h("div", { class: "seats" }, seatLine(m, info)) : null,
        ),
        h("span", { class: "muted small" }, "Both hands shown · ← → keys step"),
      ),
      body,
    ),
  );
  const r = m.mountReplay(body, rec);
  cleanup = () => r.destroy();
}
