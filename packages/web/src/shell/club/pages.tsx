// The club's pages: the lobby (open games with filters, invitations by name), ratings per title
// and side, a player's profile (ratings and rated games), settings (notices, password, muted and
// blocked players, deleting the account); and the new-game form's rating, clock and invitation
// fields.
import type {
  GameSummary,
  LeaderboardBody,
  LobbyBody,
  ProfileBody,
  SettingsBody,
} from "@dawn/platform/protocol";
import { type Signal, useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { api } from "../api.ts";
import { errorText, go, titles, toast, user } from "../app.tsx";
import { loc } from "../i18n.ts";
import { ErrorPanel, SeatLine } from "../pages.tsx";
import { href } from "../routes.ts";
import { t } from "../text.ts";
import { describeOptions, seatName, type TitleDescription } from "../titles.ts";
import { clubApi } from "./api.ts";
import { ct } from "./text.ts";

const titleOf = (id: string | undefined) => titles.value?.find((x) => x.id === id);

/**
 * Loads now and again every `ms` while the page is visible; `loaded` and `failed` are not called
 * after the component is gone or the inputs changed.
 */
function usePolling<T>(
  load: () => Promise<T>,
  ms: number,
  inputs: readonly unknown[],
  loaded: (value: T) => void,
  failed: (e: unknown) => void = () => undefined,
): void {
  useEffect(() => {
    let stop = false;
    const run = () =>
      load().then(
        (v) => {
          if (!stop) loaded(v);
        },
        (e: unknown) => {
          if (!stop) failed(e);
        },
      );
    void run();
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void run();
    }, ms);
    return () => {
      stop = true;
      clearInterval(timer);
    };
  }, inputs);
}

function clubLine(g: GameSummary): string {
  const c = g.club;
  if (!c) return "";
  return [c.rated ? ct("rated") : ct("unrated"), c.clock?.label ?? ct("clockNone")].join(" · ");
}

// ---- lobby ------------------------------------------------------------------------------

export function LobbyPage() {
  const list = titles.value ?? [];
  const game = useSignal("");
  const clock = useSignal("");
  const rated = useSignal("");
  const options = useSignal<Record<string, string>>({});
  const data = useSignal<LobbyBody | null>(null);
  const err = useSignal<string | null>(null);
  const tick = useSignal(0);
  const title = titleOf(game.value);
  const q: Record<string, string> = {};
  if (game.value) q.game = game.value;
  if (clock.value) q.clock = clock.value;
  if (rated.value) q.rated = rated.value;
  for (const [k, v] of Object.entries(options.value)) if (v) q[`option.${k}`] = v;
  usePolling(
    () => clubApi.lobby(q),
    5000,
    [JSON.stringify(q), tick.value],
    (d) => (data.value = d),
    (e) => (err.value = errorText(e)),
  );
  if (err.value) return <ErrorPanel message={err.value} />;
  const d = data.value;
  const select = (label: string, name: string, s: Signal<string>, choices: [string, string][]) => (
    <label>
      {label}
      <select
        name={name}
        value={s.value}
        onChange={(e) => (s.value = (e.currentTarget as HTMLSelectElement).value)}
      >
        {choices.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section class="panel lobby">
      <div class="panel-head">
        <h2>{ct("lobbyTitle")}</h2>
        <a class="button primary" href="#/new">
          + {t("newGame")}
        </a>
      </div>
      <p class="muted">{ct("lobbyIntro")}</p>
      {d && d.invitations.length > 0 ? (
        <>
          <h3>{ct("invitations")}</h3>
          <ul class="game-list invitations">
            {d.invitations.map((g) => (
              <LobbyRow key={g.id} g={g} note={ct("invitedBy", { name: g.from })}>
                <JoinButton id={g.id} invite={g.invite} label={ct("accept")} />
              </LobbyRow>
            ))}
          </ul>
        </>
      ) : null}
      <form class="lobby-filters" onSubmit={(e) => e.preventDefault()}>
        {select(ct("filterTitle"), "game", game, [
          ["", ct("filterAny")],
          ...list.map((x) => [x.id, loc(x.title)] as [string, string]),
        ])}
        {title
          ? title.options
              .filter((o) => o.kind === "choice")
              .map((o) => (
                <label key={o.key}>
                  {loc(o.label)}
                  <select
                    name={`option.${o.key}`}
                    value={options.value[o.key] ?? ""}
                    onChange={(e) => {
                      options.value = {
                        ...options.value,
                        [o.key]: (e.currentTarget as HTMLSelectElement).value,
                      };
                    }}
                  >
                    <option value="">{ct("filterAny")}</option>
                    {o.kind === "choice"
                      ? o.choices.map((c) => (
                          <option key={c.value} value={c.value}>
                            {loc(c.label)}
                          </option>
                        ))
                      : null}
                  </select>
                </label>
              ))
          : null}
        {select(ct("filterClock"), "clock", clock, [
          ["", ct("filterAny")],
          ["none", ct("clockNone")],
          ["live", ct("clockLive")],
          ["days", ct("clockDays")],
        ])}
        {select(ct("filterRated"), "rated", rated, [
          ["", ct("filterAny")],
          ["1", ct("ratedYes")],
          ["0", ct("ratedNo")],
        ])}
        <button type="button" class="ghost small" onClick={() => tick.value++}>
          {t("refresh")}
        </button>
      </form>
      {!d ? (
        <p class="muted">{t("loading")}</p>
      ) : d.open.length ? (
        <ul class="game-list open-games">
          {d.open.map((g) => (
            <LobbyRow key={g.id} g={g}>
              {user.value && !g.yourSeats.length ? (
                <JoinButton id={g.id} label={t("join")} g={g} />
              ) : (
                <span />
              )}
            </LobbyRow>
          ))}
        </ul>
      ) : (
        <p class="muted">{ct("noOpenGames")}</p>
      )}
    </section>
  );
}

/** On the home page: the games others invite you to by name (nothing when there are none). */
export function InvitationsBox() {
  const list = useSignal<LobbyBody["invitations"]>([]);
  usePolling(
    () => clubApi.lobby({}),
    20_000,
    [],
    (d) => (list.value = d.invitations),
  );
  if (list.value.length === 0) return null;
  return (
    <section class="panel invitations-box">
      <h2>{ct("invitations")}</h2>
      <ul class="game-list invitations">
        {list.value.map((g) => (
          <LobbyRow key={g.id} g={g} note={ct("invitedBy", { name: g.from })}>
            <JoinButton id={g.id} invite={g.invite} label={ct("accept")} />
          </LobbyRow>
        ))}
      </ul>
    </section>
  );
}

function LobbyRow({
  g,
  note,
  children,
}: {
  g: GameSummary;
  note?: string;
  children: preact.ComponentChildren;
}) {
  const title = titleOf(g.game);
  return (
    <li class="game-row lobby-row" data-game={g.id}>
      <div class="g-main">
        {title ? <b class="g-title-name">{loc(title.title)}</b> : null}
        <SeatLine title={title} seats={g.seats} />
        <div class="g-sub muted">
          {[note, clubLine(g), title && g.options ? describeOptions(title, g.options) : ""]
            .filter(Boolean)
            .join(" · ")}
        </div>
      </div>
      {children}
    </li>
  );
}

function JoinButton({
  id,
  invite,
  label,
  g,
}: {
  id: string;
  invite?: string;
  label: string;
  g?: GameSummary;
}) {
  const title = titleOf(g?.game);
  const free = g ? Object.keys(g.seats).find((s) => g.seats[s] === null) : undefined;
  return (
    <button
      type="button"
      class="primary"
      onClick={async () => {
        try {
          await api.join(id, invite);
          go({ page: "game", id });
        } catch (e) {
          toast(errorText(e), "error");
        }
      }}
    >
      {free && title ? t("joinAs", { side: seatName(title, free) }) : label}
    </button>
  );
}

// ---- ratings ----------------------------------------------------------------------------

export function RatingsPage({ titleId }: { titleId: string | null }) {
  const list = titles.value ?? [];
  const title = titleOf(titleId ?? undefined) ?? list[0];
  const scope = useSignal("all");
  const data = useSignal<LeaderboardBody | null>(null);
  const err = useSignal<string | null>(null);
  useEffect(() => {
    if (!title) return;
    clubApi.leaderboard(title.id, scope.value).then(
      (d) => (data.value = d),
      (e) => (err.value = errorText(e)),
    );
  }, [title?.id, scope.value]);
  if (err.value) return <ErrorPanel message={err.value} />;
  if (!title) return <p class="boot">{t("loading")}</p>;
  const d = data.value;
  return (
    <section class="panel ratings">
      <div class="panel-head">
        <h2>{ct("ratingsTitle", { title: loc(title.title) })}</h2>
      </div>
      <div class="lobby-filters">
        {list.length > 1 ? (
          <label>
            {ct("filterTitle")}
            <select
              name="title"
              value={title.id}
              onChange={(e) => go({ page: "ratings", title: (e.currentTarget as HTMLSelectElement).value })}
            >
              {list.map((x) => (
                <option key={x.id} value={x.id}>
                  {loc(x.title)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label>
          {ct("scope")}
          <select
            name="scope"
            value={scope.value}
            onChange={(e) => (scope.value = (e.currentTarget as HTMLSelectElement).value)}
          >
            <option value="all">{ct("scopeAll")}</option>
            {title.seats.map((s) => (
              <option key={s.id} value={s.id}>
                {loc(s.name)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {!d ? (
        <p class="muted">{t("loading")}</p>
      ) : d.players.length === 0 ? (
        <p class="muted">{ct("noRatings")}</p>
      ) : (
        <table class="board-table">
          <thead>
            <tr>
              <th>{ct("rank")}</th>
              <th>{ct("player")}</th>
              <th>{ct("rating")}</th>
              <th>{ct("gamesCol")}</th>
              <th>{ct("wld")}</th>
            </tr>
          </thead>
          <tbody>
            {d.players.map((p, i) => (
              <tr key={p.name}>
                <td>{i + 1}</td>
                <td>
                  <a href={href({ page: "player", name: p.name })}>{p.name}</a>
                  {p.bot ? <small class="muted"> ({ct("botTag")})</small> : null}
                </td>
                <td>
                  {Math.round(p.rating)} <small class="muted">±{Math.round(p.rd * 2)}</small>
                </td>
                <td>{p.games}</td>
                <td>
                  {p.wins}–{p.losses}–{p.draws}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function PlayerPage({ name }: { name: string }) {
  const data = useSignal<ProfileBody | null>(null);
  const err = useSignal<string | null>(null);
  useEffect(() => {
    data.value = null;
    clubApi.profile(name).then(
      (d) => (data.value = d),
      (e) => (err.value = errorText(e)),
    );
  }, [name]);
  if (err.value) return <ErrorPanel message={err.value} />;
  const d = data.value;
  if (!d) return <p class="boot">{t("loading")}</p>;
  const scopeName = (game: string, scope: string) =>
    scope === "all" ? ct("scopeAll") : seatName(titleOf(game), scope);
  return (
    <section class="panel profile">
      <h2 class="profile-name">
        {d.name} {d.bot ? <small class="muted">({ct("botTag")})</small> : null}
      </h2>
      <table class="board-table profile-ratings">
        <tbody>
          {d.ratings.map((r) => (
            <tr key={`${r.game}:${r.scope}`} data-game={r.game} data-scope={r.scope}>
              <td>{loc(titleOf(r.game)?.title) || r.game}</td>
              <td>{scopeName(r.game, r.scope)}</td>
              <td class="rating-value">{Math.round(r.rating)}</td>
              <td>
                <small class="muted">±{Math.round(r.rd * 2)}</small>
              </td>
              <td>
                {r.wins}–{r.losses}–{r.draws}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{ct("history")}</h3>
      {d.history.length === 0 ? (
        <p class="muted">{ct("noHistory")}</p>
      ) : (
        <ul class="game-list history">
          {d.history.map((h) => (
            <li key={h.gameId} class={`game-row ${h.result}`}>
              <a href={href({ page: "game", id: h.gameId })}>{loc(titleOf(h.game)?.title) || h.game}</a>{" "}
              {seatName(titleOf(h.game), h.role)} · {ct(`result_${h.result}`)} ·{" "}
              {ct("against", { names: h.opponents.join(", ") })} · {Math.round(h.before)} →{" "}
              <b>{Math.round(h.after)}</b>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

// ---- settings ---------------------------------------------------------------------------

export function SettingsPage() {
  const s = useSignal<SettingsBody | null>(null);
  const err = useSignal<string | null>(null);
  useEffect(() => {
    clubApi.settings().then(
      (x) => (s.value = x),
      (e) => (err.value = errorText(e)),
    );
  }, []);
  if (err.value) return <ErrorPanel message={err.value} />;
  const v = s.value;
  if (!v) return <p class="boot">{t("loading")}</p>;
  const save = async (changes: Record<string, unknown>) => {
    try {
      s.value = await clubApi.saveSettings(changes);
      toast(ct("saved"));
    } catch (e) {
      toast(errorText(e), "error");
    }
  };
  const events = ["turn", "over", "invite", "low"] as const;
  return (
    <div class="settings">
      <form
        class="panel narrow notices"
        onSubmit={(ev) => {
          ev.preventDefault();
          const f = new FormData(ev.currentTarget);
          void save({
            email: String(f.get("email") ?? ""),
            emailOn: f.get("emailOn") === "on",
            webhook: String(f.get("webhook") ?? ""),
            events: events.filter((e) => f.get(`event_${e}`) === "on"),
          });
        }}
      >
        <h2>{ct("notices")}</h2>
        <label>
          {ct("email")}
          <input name="email" type="email" value={v.email ?? ""} autocomplete="email" />
          {v.email ? <small>{v.emailVerified ? ct("emailVerified") : ct("emailUnverified")}</small> : null}
        </label>
        <label class="check">
          <input type="checkbox" name="emailOn" checked={v.emailOn} /> {ct("emailOn")}
        </label>
        <label>
          {ct("webhook")}
          <input name="webhook" type="url" value={v.webhook ?? ""} placeholder="https://" />
        </label>
        <label>
          {ct("webhookSecret")}
          <span class="copy">
            <input readOnly value={v.webhookSecret} class="copy-input" />
            <button type="button" class="ghost small" onClick={() => void save({ newSecret: true })}>
              {ct("newSecret")}
            </button>
          </span>
        </label>
        <fieldset>
          <legend>{ct("events")}</legend>
          {events.map((e) => (
            <label class="check" key={e}>
              <input type="checkbox" name={`event_${e}`} checked={v.events.includes(e)} /> {ct(`event_${e}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" class="primary">
          {ct("save")}
        </button>
      </form>
      <form
        class="panel narrow password"
        onSubmit={async (ev) => {
          ev.preventDefault();
          const form = ev.currentTarget;
          const f = new FormData(form);
          try {
            await clubApi.password(String(f.get("current") ?? ""), String(f.get("next") ?? ""));
            form.reset();
            toast(ct("passwordChanged"));
          } catch (e) {
            toast(errorText(e), "error");
          }
        }}
      >
        <h2>{ct("changePassword")}</h2>
        <label>
          {ct("currentPassword")}
          <input name="current" type="password" autocomplete="current-password" required />
        </label>
        <label>
          {ct("newPassword")}
          <input
            name="next"
            type="password"
            autocomplete="new-password"
            required
            minLength={8}
            maxLength={200}
          />
        </label>
        <button type="submit">{ct("changePassword")}</button>
      </form>
      <section class="panel narrow blocks">
        <h2>{ct("mutesBlocks")}</h2>
        {(["muted", "blocked"] as const).map((k) => (
          <p key={k}>
            <b>{ct(k)}:</b>{" "}
            {v[k].map((n) => (
              <button
                key={n}
                type="button"
                class="ghost small"
                title={k === "muted" ? ct("unmute") : ct("unblock")}
                onClick={async () =>
                  (s.value = { ...(await clubApi.mute(n, k === "muted" ? "mute" : "block", true)) })
                }
              >
                {n} ✕
              </button>
            ))}
          </p>
        ))}
        <form class="watch" onSubmit={(ev) => ev.preventDefault()}>
          <input name="other" placeholder={ct("playerName")} aria-label={ct("playerName")} />
          {(["mute", "block"] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              class="ghost small"
              onClick={async (ev) => {
                const input = (ev.currentTarget.form as HTMLFormElement).elements.namedItem(
                  "other",
                ) as HTMLInputElement;
                try {
                  s.value = await clubApi.mute(input.value.trim(), kind);
                  input.value = "";
                } catch (e) {
                  toast(errorText(e), "error");
                }
              }}
            >
              {kind === "mute" ? ct("mute") : ct("block")}
            </button>
          ))}
        </form>
      </section>
      <form
        class="panel narrow delete"
        onSubmit={async (ev) => {
          ev.preventDefault();
          const f = new FormData(ev.currentTarget);
          if (!confirm(ct("deleteConfirm"))) return;
          try {
            await clubApi.deleteAccount(String(f.get("password") ?? ""));
            user.value = null;
            toast(ct("deleted"));
            go({ page: "login" });
          } catch (e) {
            toast(errorText(e), "error");
          }
        }}
      >
        <h2>{ct("deleteAccount")}</h2>
        <p class="muted">{ct("deleteNote")}</p>
        <label>
          {t("password")}
          <input name="password" type="password" autocomplete="current-password" required />
        </label>
        <button type="submit" class="danger">
          {ct("deleteAccount")}
        </button>
      </form>
    </div>
  );
}

// ---- the new-game form's club fields ----------------------------------------------------

export interface ClubChoice {
  rated: boolean;
  hints: boolean;
  clock: "none" | "live" | "days";
  minutes: number;
  increment: number;
  days: number;
  awayDays: number;
  invitee: string;
}

export const DEFAULT_CLUB: ClubChoice = {
  rated: false,
  hints: true,
  clock: "none",
  minutes: 30,
  increment: 30,
  days: 3,
  awayDays: 14,
  invitee: "",
};

/** What the choices add to a create request. */
export function clubRequest(c: ClubChoice, opponent: string): Record<string, unknown> {
  const rated = c.rated && opponent !== "hotseat";
  return {
    ...(rated ? { rated: true } : {}),
    ...(!rated && !c.hints ? { hints: false } : {}),
    ...(c.clock === "live" ? { clock: { kind: "live", minutes: c.minutes, increment: c.increment } } : {}),
    ...(c.clock === "days" ? { clock: { kind: "days", days: c.days, awayDays: c.awayDays } } : {}),
    ...(opponent === "invite" && c.invitee.trim() ? { invitee: c.invitee.trim() } : {}),
  };
}

export function ClubFields({
  value,
  opponent,
}: {
  value: Signal<ClubChoice>;
  opponent: string;
  title?: TitleDescription;
}) {
  const c = value.value;
  const set = (p: Partial<ClubChoice>) => {
    value.value = { ...value.value, ...p };
  };
  const num = (
    label: string,
    key: "minutes" | "increment" | "days" | "awayDays",
    min: number,
    max: number,
    step: number,
  ) => (
    <label>
      {label}
      <input
        type="number"
        name={`clock_${key}`}
        min={min}
        max={max}
        step={step}
        value={String(c[key])}
        onInput={(e) => set({ [key]: Number((e.currentTarget as HTMLInputElement).value) })}
      />
    </label>
  );
  return (
    <fieldset class="club-fields">
      <legend>{ct("clubOptions")}</legend>
      {opponent !== "hotseat" ? (
        <label class="check">
          <input
            type="checkbox"
            name="rated"
            checked={c.rated}
            onChange={(e) => set({ rated: (e.currentTarget as HTMLInputElement).checked })}
          />{" "}
          {ct("ratedGame")}
          <small class="help">{ct("ratedNote")}</small>
        </label>
      ) : null}
      {!c.rated || opponent === "hotseat" ? (
        <label class="check">
          <input
            type="checkbox"
            name="hints"
            checked={c.hints}
            onChange={(e) => set({ hints: (e.currentTarget as HTMLInputElement).checked })}
          />{" "}
          {ct("allowHints")}
        </label>
      ) : null}
      <label>
        {ct("clock")}
        <select
          name="clock"
          value={c.clock}
          onChange={(e) =>
            set({ clock: (e.currentTarget as HTMLSelectElement).value as ClubChoice["clock"] })
          }
        >
          <option value="none">{ct("clockNone")}</option>
          <option value="live">{ct("clockLive")}</option>
          <option value="days">{ct("clockDays")}</option>
        </select>
      </label>
      {c.clock === "live" ? (
        <div class="choices">
          {num(ct("clockMinutes"), "minutes", 0.05, 600, 0.05)}
          {num(ct("clockIncrement"), "increment", 0, 600, 1)}
        </div>
      ) : null}
      {c.clock === "days" ? (
        <div class="choices">
          {num(ct("clockDaysPerMove"), "days", 0.5, 30, 0.5)}
          {num(ct("clockAwayDays"), "awayDays", 0, 60, 1)}
        </div>
      ) : null}
      {opponent === "invite" ? (
        <label>
          {ct("invitee")}
          <input
            name="invitee"
            value={c.invitee}
            maxLength={20}
            onInput={(e) => set({ invitee: (e.currentTarget as HTMLInputElement).value })}
          />
        </label>
      ) : null}
    </fieldset>
  );
}
