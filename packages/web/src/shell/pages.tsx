// Pages without a board: sign-in, your games and the open games, the new-game form drawn from the
// title's options description, joining from an invite link.
import type { OptionSpec, OptionValue } from "@dawn/platform";
import { useSignal } from "@preact/signals";
import type { JSX } from "preact";
import { useEffect, useRef } from "preact/hooks";
import { TITLE_UIS } from "../games/registry.ts";
import { ApiError, api, type GameSummary } from "./api.ts";
import {
  currentTitle,
  errorText,
  go,
  loadTitles,
  reloadTick,
  titles,
  titlesError,
  toast,
  user,
} from "./app.tsx";
import { ClubFields, clubRequest, DEFAULT_CLUB, InvitationsBox } from "./club/pages.tsx";
import { useGameInfo } from "./game-page.tsx";
import { loc } from "./i18n.ts";
import { href, inviteLink } from "./routes.ts";
import { t } from "./text.ts";
import { describeOptions, seatName, type TitleDescription } from "./titles.ts";

export function LoginPage({ next }: { next: string }) {
  const mode = useSignal<"login" | "register">("login");
  const err = useSignal("");
  const busy = useSignal(false);
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => nameRef.current?.focus(), []);
  const login = mode.value === "login";
  const onSubmit = async (ev: Event) => {
    ev.preventDefault();
    const f = new FormData(ev.currentTarget as HTMLFormElement);
    const name = String(f.get("name") ?? "").trim();
    const password = String(f.get("password") ?? "");
    err.value = "";
    busy.value = true;
    try {
      const r = login ? await api.login(name, password) : await api.register(name, password);
      user.value = r.user;
      location.hash = next ? `#/${next}` : "#/";
    } catch (e) {
      err.value = errorText(e);
    } finally {
      busy.value = false;
    }
  };
  return (
    <div class="hero">
      <HeroArt />
      <form class="panel narrow auth" onSubmit={onSubmit}>
        <h2>{login ? t("signIn") : t("createAccount")}</h2>
        <p class="muted">{t("pitch")}</p>
        <label>
          {t("name")}
          <input
            ref={nameRef}
            name="name"
            autocomplete="username"
            required
            minLength={3}
            maxLength={20}
            pattern="[A-Za-z0-9_\-]{3,20}"
          />
          <small>{t("nameRule")}</small>
        </label>
        <label>
          {t("password")}
          <input
            name="password"
            type="password"
            autocomplete={login ? "current-password" : "new-password"}
            required
            minLength={8}
            maxLength={200}
          />
          <small>{t("passwordRule")}</small>
        </label>
        <p class="error" role="alert">
          {err.value}
        </p>
        <button type="submit" class="primary wide" disabled={busy.value}>
          {login ? t("signIn") : t("createAccountButton")}
        </button>
        <button
          type="button"
          class="link"
          onClick={() => {
            mode.value = login ? "register" : "login";
            err.value = "";
          }}
        >
          {login ? t("newHere") : t("haveAccount")}
        </button>
      </form>
    </div>
  );
}

function HeroArt() {
  const first = titles.value?.[0];
  const brand = first ? TITLE_UIS[first.id]?.brand : undefined;
  return (
    <div class="hero-art" aria-hidden="true">
      <div class="hero-title">{brand?.heroTitle ?? (first ? loc(first.title) : "★")}</div>
      <div class="hero-sub">{brand ? loc(brand.heroSub) : ""}</div>
    </div>
  );
}

function titleOf(id: string | undefined): TitleDescription | undefined {
  return titles.value?.find((x) => x.id === id);
}

/** "Communist alice · Democrat bob" with the role each seat plays now. */
export function SeatLine({
  title,
  seats,
  roles,
}: {
  title: TitleDescription | undefined;
  seats: Readonly<Record<string, string | null>>;
  roles?: Readonly<Record<string, string>> | undefined;
}) {
  const ids = title?.seats.map((s) => s.id) ?? Object.keys(seats);
  return (
    <div class="seats">
      {ids.map((id) => {
        const role = roles?.[id] ?? id;
        return (
          <span class={`seat ${role}`} key={id}>
            <small>{seatName(title, role)}</small> {seats[id] ?? <i>{t("open")}</i>}
          </span>
        );
      })}
    </div>
  );
}

function reasonText(reason: string): string {
  const known: Record<string, () => string> = {
    resignation: () => t("byResignation"),
    cancelled: () => t("calledOff"),
    timeout: () => t("byTimeout"),
  };
  return known[reason]?.() ?? reason.replace(/([A-Z])/g, " $1").toLowerCase();
}

export function statusText(g: GameSummary, title: TitleDescription | undefined): string {
  const mode = g.hotseat ? `${t("hotseat")} · ` : "";
  if (g.status === "waiting") return mode + t("waitingOpponent");
  if (g.status === "finished") {
    const r = g.result as { winner?: string | null; reason?: string } | null;
    if (!r) return mode + t("finished");
    if (r.reason === "cancelled") return mode + t("calledOff");
    const who = r.winner
      ? t("seatWon", { side: seatName(title, r.winner), name: g.seats[r.winner] ?? "?" })
      : t("draw");
    return `${mode}${t("finished")} · ${who} ${r.reason ? reasonText(r.reason) : ""}`.trim();
  }
  return mode + t("inProgress", { n: g.seq });
}

export function HomePage() {
  const data = useSignal<{ games: GameSummary[]; lobby: GameSummary[] } | null>(null);
  const err = useSignal<string | null>(null);
  const tick = reloadTick.value;
  useEffect(() => {
    currentTitle.value = null;
    let stop = false;
    let seen = "";
    const load = async () => {
      try {
        const [games, lobby] = await Promise.all([api.games(), api.lobby().catch(() => [] as GameSummary[])]);
        const text = JSON.stringify([games, lobby]);
        if (!stop && text !== seen) {
          seen = text;
          data.value = { games, lobby };
        }
      } catch (e) {
        if (e instanceof ApiError && e.status === 401) {
          user.value = null;
          return;
        }
        if (!stop && !data.value) err.value = errorText(e);
      }
    };
    void load();
    // Games over days: look again now and then while the page is shown.
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void load();
    }, 20_000);
    return () => {
      stop = true;
      clearInterval(timer);
    };
  }, [tick]);
  const list = titles.value ?? [];
  const first = list[0];
  const quick = async (opponent: "bot" | "hotseat") => {
    if (!first) return;
    try {
      const r = await api.create({ game: first.id, options: {}, side: "random", opponent });
      go({ page: "game", id: r.id });
    } catch (e) {
      toast(errorText(e), "error");
    }
  };
  if (err.value) return <ErrorPanel message={err.value} />;
  const d = data.value;
  const mine = d
    ? [...d.games].sort(
        (a, b) =>
          Number(b.yourTurn) - Number(a.yourTurn) || String(b.updatedAt).localeCompare(String(a.updatedAt)),
      )
    : [];
  const others = d ? d.lobby.filter((g) => !Object.values(g.seats).includes(user.value?.name ?? "")) : [];
  const brand = first ? TITLE_UIS[first.id]?.brand : undefined;
  const many = list.length > 1;
  return (
    <>
      <section class="banner">
        <div class="banner-text">
          <h1>{first ? loc(first.title) : t("siteName")}</h1>
          <p>{brand ? loc(brand.tagline) : first?.summary ? loc(first.summary) : t("tagline")}</p>
        </div>
        <div class="banner-actions">
          <button type="button" class="primary" onClick={() => quick("bot")} disabled={!first}>
            {t("playBotNow")}
          </button>
          <button type="button" onClick={() => quick("hotseat")} disabled={!first}>
            {t("hotseatGame")}
          </button>
          <a class="button" href={first ? href({ page: "new", title: first.id }) : "#/new"}>
            {t("inviteFriend")}
          </a>
        </div>
      </section>
      {many ? (
        <section class="panel titles" aria-label={t("titlesHere")}>
          <h2>{t("titlesHere")}</h2>
          <ul class="title-list">
            {list.map((x) => (
              <li key={x.id} class={`title-card ${TITLE_UIS[x.id]?.brand.theme ?? "theme-generic"}`}>
                <b>{loc(x.title)}</b>
                {x.summary ? <small class="muted">{loc(x.summary)}</small> : null}
                <a class="button small" href={href({ page: "new", title: x.id })}>
                  {t("newGame")}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <InvitationsBox />
      <div class="home">
        <section class="panel">
          <div class="panel-head">
            <h2>{t("yourGames")}</h2>
            <a class="button primary" href="#/new">
              + {t("newGame")}
            </a>
          </div>
          {!d ? (
            <p class="muted">{t("loading")}</p>
          ) : mine.length ? (
            <ul class="game-list">
              {mine.map((g) => (
                <GameRow g={g} key={g.id} many={many}>
                  <a class="button" href={href({ page: "game", id: g.id })}>
                    {g.status === "finished" ? t("view") : t("openGame")}
                  </a>
                </GameRow>
              ))}
            </ul>
          ) : (
            <p class="muted">{t("noGames")}</p>
          )}
        </section>
        <section class="panel">
          <div class="panel-head">
            <h2>{t("openGames")}</h2>
            <button type="button" class="ghost small" onClick={() => reloadTick.value++}>
              {t("refresh")}
            </button>
          </div>
          {others.length ? (
            <ul class="game-list">
              {others.map((g) => (
                <GameRow g={g} key={g.id} many={many}>
                  <span class="row-actions">
                    <JoinOpenButton g={g} />
                    <a class="button ghost" href={href({ page: "game", id: g.id })}>
                      {t("watch")}
                    </a>
                  </span>
                </GameRow>
              ))}
            </ul>
          ) : (
            <p class="muted">{t("nobodyWaiting")}</p>
          )}
          <WatchForm />
        </section>
      </div>
    </>
  );
}

/** Joins an open game from the lobby, naming the side the free seat plays. */
function JoinOpenButton({ g }: { g: GameSummary }) {
  const title = titleOf(g.game);
  const free = Object.keys(g.seats).find((s) => g.seats[s] === null);
  return (
    <button
      type="button"
      class="primary"
      onClick={async () => {
        try {
          await api.join(g.id);
          go({ page: "game", id: g.id });
        } catch (e) {
          toast(errorText(e), "error");
        }
      }}
    >
      {free ? t("joinAs", { side: seatName(title, free) }) : t("join")}
    </button>
  );
}

function WatchForm() {
  return (
    <form
      class="watch"
      onSubmit={(ev) => {
        ev.preventDefault();
        const v = String(new FormData(ev.currentTarget).get("watch") ?? "").trim();
        const id = /game\/([^/?#]+)/.exec(v)?.[1] ?? v;
        if (id) go({ page: "game", id });
      }}
    >
      <input name="watch" placeholder={t("gameLinkOrId")} aria-label={t("gameLinkOrId")} />
      <button type="submit" class="ghost">
        {t("watch")}
      </button>
    </form>
  );
}

function GameRow({ g, many, children }: { g: GameSummary; many: boolean; children: JSX.Element }) {
  const title = titleOf(g.game);
  return (
    <li class={`game-row ${g.status}${g.yourTurn ? " your-turn" : ""}`} data-game={g.id}>
      <div class="g-main">
        {many && title ? <b class="g-title-name">{loc(title.title)}</b> : null}
        <SeatLine title={title} seats={g.seats} />
        <div class="g-sub muted">
          {statusText(g, title)}
          {title && g.options ? ` · ${describeOptions(title, g.options)}`.replace(/ · $/, "") : ""}
        </div>
      </div>
      {g.yourTurn ? <span class="badge">{t("yourTurn")}</span> : null}
      {children}
    </li>
  );
}

export function ErrorPanel({ message, title }: { message: string; title?: string }) {
  return (
    <section class="panel narrow" role="alert">
      <h2>{title ?? t("somethingWrong")}</h2>
      <p class="error">{message}</p>
      <a href="#/">{t("backToGames")}</a>
    </section>
  );
}

/** One option of a title's description as a form control. */
function OptionField({
  o,
  value,
  set,
}: {
  o: OptionSpec;
  value: OptionValue;
  set: (v: OptionValue) => void;
}) {
  const id = `opt-${o.key}`;
  const help = o.help ? <small class="help">{loc(o.help)}</small> : null;
  if (o.kind === "boolean")
    return (
      <label class="check" for={id}>
        <input
          type="checkbox"
          id={id}
          name={o.key}
          checked={value === true}
          onChange={(e) => set((e.currentTarget as HTMLInputElement).checked)}
        />{" "}
        {loc(o.label)}
        {help}
      </label>
    );
  if (o.kind === "integer")
    return (
      <label for={id}>
        {loc(o.label)}
        <input
          type="number"
          id={id}
          name={o.key}
          min={o.min}
          max={o.max}
          step={1}
          value={String(value)}
          required
          onInput={(e) => set(Number((e.currentTarget as HTMLInputElement).value))}
        />
        {help}
      </label>
    );
  const chosen = o.choices.find((c) => c.value === value);
  return (
    <label for={id}>
      {loc(o.label)}
      <select
        id={id}
        name={o.key}
        value={String(value)}
        onChange={(e) => set((e.currentTarget as HTMLSelectElement).value)}
      >
        {o.choices.map((c) => (
          <option value={c.value} key={c.value}>
            {loc(c.label)}
          </option>
        ))}
      </select>
      {chosen?.help ? <small class="help">{loc(chosen.help)}</small> : help}
    </label>
  );
}

type Opponent = "invite" | "open" | "bot" | "hotseat";

export function NewGamePage({ titleId }: { titleId: string | null }) {
  const list = titles.value;
  useEffect(() => {
    currentTitle.value = titleId;
  }, [titleId]);
  if (list === null) return <p class="boot">{t("loading")}</p>;
  if (list.length === 0)
    return (
      <section class="panel narrow" role="alert">
        <h2>{t("noTitles")}</h2>
        <p class="error">{titlesError.value ?? ""}</p>
        <button type="button" onClick={() => void loadTitles()}>
          {t("tryAgain")}
        </button>
      </section>
    );
  if (titleId !== null) {
    const title = list.find((x) => x.id === titleId);
    if (!title)
      return (
        <ErrorPanel
          title={t("unknownTitle")}
          message={t("unknownTitleText", { id: titleId, known: list.map((x) => loc(x.title)).join(", ") })}
        />
      );
    return <NewGameForm title={title} key={title.id} />;
  }
  if (list.length === 1) return <NewGameForm title={list[0]!} key={list[0]!.id} />;
  return (
    <section class="panel narrow">
      <h2>{t("chooseTitle")}</h2>
      <ul class="title-list">
        {list.map((x) => (
          <li key={x.id} class="title-card">
            <b>{loc(x.title)}</b>
            {x.summary ? <small class="muted">{loc(x.summary)}</small> : null}
            <a class="button primary" href={href({ page: "new", title: x.id })}>
              {t("newGame")}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function NewGameForm({ title }: { title: TitleDescription }) {
  const values = useSignal<Record<string, OptionValue>>(
    Object.fromEntries(title.options.map((o) => [o.key, o.default])),
  );
  const opponent = useSignal<Opponent>("invite");
  const side = useSignal("random");
  const bot = useSignal(title.defaultBot ?? title.bots[0]?.id ?? "");
  const seed = useSignal("");
  const club = useSignal(DEFAULT_CLUB);
  const err = useSignal("");
  const busy = useSignal(false);
  const created = useSignal<{ id: string; link: string } | null>(null);
  const brand = TITLE_UIS[title.id]?.brand;
  const submit = async (ev: Event) => {
    ev.preventDefault();
    err.value = "";
    busy.value = true;
    try {
      const op = opponent.value;
      const r = await api.create({
        game: title.id,
        options: values.value,
        side: op === "hotseat" ? "random" : side.value,
        opponent: op,
        ...(op === "bot" && bot.value ? { bot: bot.value } : {}),
        ...(seed.value.trim() ? { seed: Number(seed.value.trim()) } : {}),
        ...clubRequest(club.value, op),
      });
      if (r.invite) created.value = { id: r.id, link: inviteLink(location.origin, r.invite, r.id) };
      else go({ page: "game", id: r.id });
    } catch (e) {
      err.value = errorText(e);
    } finally {
      busy.value = false;
    }
  };
  if (created.value) {
    const c = created.value;
    return (
      <section class="panel narrow newgame created">
        <h2>{t("gameCreated")}</h2>
        <p>{t("sendLink")}</p>
        <CopyField text={c.link} />
        <a class="button primary" href={href({ page: "game", id: c.id })}>
          {t("goToGame")}
        </a>
      </section>
    );
  }
  const op = opponent.value;
  const radio = (
    name: string,
    value: string,
    label: string,
    checked: boolean,
    on: () => void,
    note?: string,
  ) => (
    <label class="choice" key={value}>
      <input type="radio" name={name} value={value} checked={checked} onChange={on} />
      <span>
        {label}
        {note ? <small>{note}</small> : null}
      </span>
    </label>
  );
  return (
    <form class={`panel narrow newgame ${brand?.theme ?? "theme-generic"}`} onSubmit={submit}>
      <h2>{t("newGameOf", { title: loc(title.title) })}</h2>
      {title.summary ? <p class="muted">{loc(title.summary)}</p> : null}
      {title.options.length ? (
        <fieldset class="options">
          <legend>{t("options")}</legend>
          {title.options.map((o) => (
            <OptionField
              key={o.key}
              o={o}
              value={values.value[o.key] ?? o.default}
              set={(v) => {
                values.value = { ...values.value, [o.key]: v };
              }}
            />
          ))}
        </fieldset>
      ) : null}
      <fieldset>
        <legend>{t("opponent")}</legend>
        <div class="choices col">
          {radio(
            "opponent",
            "invite",
            t("aFriend"),
            op === "invite",
            () => (opponent.value = "invite"),
            t("aFriendNote"),
          )}
          {radio(
            "opponent",
            "open",
            t("anyone"),
            op === "open",
            () => (opponent.value = "open"),
            t("anyoneNote"),
          )}
          {title.bots.length
            ? radio("opponent", "bot", t("aBot"), op === "bot", () => (opponent.value = "bot"), t("aBotNote"))
            : null}
          {radio(
            "opponent",
            "hotseat",
            t("hotseatChoice"),
            op === "hotseat",
            () => (opponent.value = "hotseat"),
            t("hotseatNote"),
          )}
        </div>
        {op === "bot" && title.bots.length ? (
          <label class="bot-choice">
            {t("bot")}
            <select
              name="bot"
              value={bot.value}
              onChange={(e) => (bot.value = (e.currentTarget as HTMLSelectElement).value)}
            >
              {title.bots.map((b) => (
                <option value={b.id} key={b.id}>
                  {loc(b.label)}
                  {b.description ? ` — ${loc(b.description)}` : ""}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </fieldset>
      {op === "hotseat" ? (
        <p class="muted">{t("hotseatBothSides")}</p>
      ) : (
        <fieldset>
          <legend>{t("yourSide")}</legend>
          <div class="choices">
            {title.seats.map((s) =>
              radio("side", s.id, loc(s.name), side.value === s.id, () => (side.value = s.id)),
            )}
            {radio("side", "random", t("random"), side.value === "random", () => (side.value = "random"))}
          </div>
        </fieldset>
      )}
      <ClubFields value={club} opponent={op} />
      <details>
        <summary>{t("advanced")}</summary>
        <label>
          {t("seedLabel")}
          <input
            type="number"
            name="seed"
            min={0}
            max={2147483647}
            step={1}
            placeholder={t("random")}
            value={seed.value}
            onInput={(e) => (seed.value = (e.currentTarget as HTMLInputElement).value)}
          />
        </label>
      </details>
      <p class="error" role="alert">
        {err.value}
      </p>
      <button type="submit" class="primary wide" disabled={busy.value}>
        {t("createGame")}
      </button>
    </form>
  );
}

export function CopyField({ text }: { text: string }) {
  return (
    <div class="copy">
      <input
        value={text}
        readOnly
        class="copy-input"
        aria-label={t("inviteLink")}
        onFocus={(e) => (e.currentTarget as HTMLInputElement).select()}
      />
      <button
        type="button"
        onClick={async (e) => {
          try {
            await navigator.clipboard.writeText(text);
            toast(t("linkCopied"));
          } catch {
            ((e.currentTarget as HTMLElement).previousElementSibling as HTMLInputElement | null)?.select();
            toast(t("copyByHand"));
          }
        }}
      >
        {t("copy")}
      </button>
    </div>
  );
}

/** An invite link or an open game: says which game and which side before joining. */
export function JoinPage({ id, code }: { id: string; code: string }) {
  const err = useSignal<string | null>(null);
  const info = useGameInfo(id, err);
  const busy = useSignal(false);
  const u = user.value;
  if (err.value) return <ErrorPanel message={err.value} />;
  if (!u)
    return (
      <section class="panel narrow">
        <h2>{t("joinTitle")}</h2>
        <p>{t("joinSignInFirst")}</p>
        <a class="button primary" href={`#/login/${href({ page: "join", id, code }).replace(/^#\//, "")}`}>
          {t("signIn")}
        </a>
      </section>
    );
  const g = info.value;
  const title = titleOf(g?.game);
  const free = g ? Object.keys(g.seats).find((s) => g.seats[s] === null) : undefined;
  const creator = g ? Object.values(g.seats).find((n) => n) : undefined;
  const join = async () => {
    busy.value = true;
    try {
      let gid = id;
      if (gid) await api.join(gid, code || undefined);
      else gid = (await api.joinByInvite(code)).id;
      toast(t("joined"));
      location.replace(`/${href({ page: "game", id: gid })}`);
    } catch (e) {
      err.value = errorText(e);
    } finally {
      busy.value = false;
    }
  };
  const mineAlready = g && Object.values(g.seats).includes(u.name);
  return (
    <section class="panel narrow join">
      <h2>{title ? t("joinGameOf", { title: loc(title.title) }) : t("joinTitle")}</h2>
      {id && !g ? <p class="muted">{t("loading")}</p> : null}
      {g && title ? (
        <>
          <SeatLine title={title} seats={g.seats} roles={g.roles} />
          {g.options ? <p class="muted">{describeOptions(title, g.options)}</p> : null}
          {g.status !== "waiting" ? (
            <p class="error">{t("joinNotWaiting")}</p>
          ) : mineAlready ? (
            <p>{t("joinYourOwn")}</p>
          ) : free ? (
            <p class="join-side">
              {t("joinYouPlay", { side: seatName(title, g.roles?.[free] ?? free), name: creator ?? "?" })}
            </p>
          ) : null}
        </>
      ) : null}
      {!id ? <p>{t("joinByCode")}</p> : null}
      <div class="buttons">
        {g && (g.status !== "waiting" || mineAlready) ? (
          <a class="button primary" href={href({ page: "game", id: g.id })}>
            {t("goToGame")}
          </a>
        ) : (
          <button type="button" class="primary" disabled={busy.value || (!!id && !g)} onClick={join}>
            {free && title ? t("joinAs", { side: seatName(title, g?.roles?.[free] ?? free) }) : t("join")}
          </button>
        )}
        <a class="button ghost" href="#/">
          {t("cancel")}
        </a>
      </div>
    </section>
  );
}
