// The game page: live updates over the WebSocket into one snapshot signal, the head (players,
// result, menu, connection), the hot-seat curtain, and the title's board (or the generic one).
import type { PatchReply } from "@dawn/platform/protocol";
import { batch, type Signal, signal, useSignal } from "@preact/signals";
import { useEffect, useMemo } from "preact/hooks";
import { loadGeneric, TITLE_UIS } from "../games/registry.ts";
import { ApiError, api, type GameInfo } from "./api.ts";
import { currentTitle, errorText, go, titles, toast, user } from "./app.tsx";
import { noteClub, receiveChat } from "./club/api.ts";
import { ClubPanel } from "./club/game-panel.tsx";
import { loc } from "./i18n.ts";
import { CopyField, ErrorPanel, SeatLine } from "./pages.tsx";
import { href, inviteLink } from "./routes.ts";
import { applyPatch, type ConnectionStatus, GameSocket, type StateMessage } from "./socket.ts";
import { t } from "./text.ts";
import {
  type GameContext,
  type GameSnapshot,
  seatName,
  type TitleDescription,
  type TitleUI,
} from "./titles.ts";

const loaded = new Map<string, Promise<TitleUI>>();

/** How long a move sent over the socket waits for its state before the game is asked for again. */
const SOCKET_MOVE_WAIT_MS = 8_000;

/** The browser code of a title: its own board, or the generic one. Loaded once. */
export function loadTitleUI(id: string): Promise<TitleUI> {
  let p = loaded.get(id);
  if (!p) {
    const entry = TITLE_UIS[id];
    p = entry ? entry.load() : loadGeneric();
    p.catch(() => loaded.delete(id));
    loaded.set(id, p);
  }
  return p;
}

/** A game's info from the server (null while loading; errors into `err`). */
export function useGameInfo(id: string, err: Signal<string | null>): Signal<GameInfo | null> {
  const info = useSignal<GameInfo | null>(null);
  useEffect(() => {
    if (!id) return;
    api.game(id).then(
      (g) => {
        info.value = g;
        currentTitle.value = g.game ?? null;
      },
      (e) => (err.value = errorText(e)),
    );
  }, [id]);
  return info;
}

/** The browser code of a title, once loaded. */
function useTitleUI(
  title: TitleDescription | null | undefined,
  err: Signal<string | null>,
): Signal<TitleUI | null> {
  const ui = useSignal<TitleUI | null>(null);
  useEffect(() => {
    if (title)
      loadTitleUI(title.id).then(
        (m) => (ui.value = m),
        (e) => (err.value = errorText(e)),
      );
  }, [title?.id]);
  return ui;
}

/** Waits for the server's title list and finds `id` in it (null: the server does not offer it). */
function useTitle(id: string | null | undefined): TitleDescription | null | undefined {
  const list = titles.value;
  if (!id || list === null) return undefined;
  return list.find((x) => x.id === id) ?? null;
}

function isHotseat(g: {
  seats: Readonly<Record<string, string | null>>;
  hotseat?: boolean | undefined;
}): boolean {
  if (g.hotseat !== undefined) return g.hotseat;
  const names = Object.values(g.seats);
  const u = user.value;
  return !!u && names.length >= 2 && names.every((n) => n === u.name);
}

type Info = Partial<GameInfo> & Pick<GameInfo, "seq" | "view" | "status" | "seats" | "canUndo">;

function snapshotOf(id: string, g: Info, prev: GameSnapshot | null): GameSnapshot {
  const raw = g as Info & {
    turn?: string | null;
    choices?: { action: unknown; label: string }[];
    actions?: unknown[] | null;
    prompt?: string;
    result?: GameSnapshot["result"];
    undos?: GameSnapshot["undos"];
  };
  return {
    id,
    game: g.game ?? prev?.game ?? "",
    seq: g.seq,
    view: g.view,
    status: g.status,
    seats: g.seats,
    roles: g.roles ?? prev?.roles ?? {},
    canUndo: g.canUndo,
    yourSeat: g.yourSeat !== undefined ? g.yourSeat : (prev?.yourSeat ?? null),
    hotseat: isHotseat(g),
    turn: raw.turn !== undefined ? raw.turn : (prev?.turn ?? null),
    choices: Array.isArray(raw.choices) ? raw.choices : null,
    actions: Array.isArray(raw.actions) ? raw.actions : null,
    prompt: typeof raw.prompt === "string" ? raw.prompt : null,
    result: raw.result !== undefined ? raw.result : (prev?.result ?? null),
    ...(raw.undos ? { undos: raw.undos } : {}),
  };
}

/** The connection, labelled (not a bare coloured dot) and announced to screen readers. */
function Connection({ status }: { status: ConnectionStatus }) {
  const label =
    status === "open" ? t("connLive") : status === "connecting" ? t("connConnecting") : t("connOffline");
  return (
    <span class={`conn ${status}`} role="status" title={label}>
      <span class="conn-dot" aria-hidden="true" />
      <span class="conn-text">{label}</span>
    </span>
  );
}

export function GamePage({ id }: { id: string }) {
  const err = useSignal<string | null>(null);
  const info = useGameInfo(id, err);
  const title = useTitle(info.value?.game);
  const ui = useTitleUI(title, err);
  if (err.value) return <ErrorPanel message={err.value} />;
  if (title === null)
    return (
      <ErrorPanel
        title={t("unknownTitle")}
        message={t("unknownGameTitle", { id: info.value?.game ?? "?" })}
      />
    );
  if (!info.value || !title || !ui.value) return <p class="boot">{t("loading")}</p>;
  return <LiveGame id={id} first={info.value} title={title} ui={ui.value} />;
}

function LiveGame({
  id,
  first,
  title,
  ui,
}: {
  id: string;
  first: GameInfo;
  title: TitleDescription;
  ui: TitleUI;
}) {
  const state = useMemo(() => {
    const snap = signal<GameSnapshot>(snapshotOf(id, first, null));
    noteClub(id, first);
    const extra = signal({ invite: first.invite ?? null, rematch: first.rematch ?? null });
    return {
      snap,
      extra,
      busy: signal(false),
      conn: signal<ConnectionStatus>("connecting"),
      curtain: signal<string | null>(null),
    };
  }, [id]);
  const { snap, extra, busy, conn, curtain } = state;

  const ctx = useMemo((): GameContext & { resign(): Promise<boolean>; callOff(): Promise<boolean> } => {
    let sock: GameSocket | null = null;
    /** Moves sent over the socket, waiting for the state that shows them. */
    const waiting = new Set<(s: GameSnapshot) => void>();
    const applyMsg = (msg: Info & Partial<StateMessage>) => {
      const prev = snap.value;
      if (msg.seq < prev.seq && msg.status === prev.status) return;
      const next = snapshotOf(id, msg, prev);
      noteClub(id, msg);
      batch(() => {
        extra.value = {
          invite: msg.invite !== undefined ? msg.invite : extra.value.invite,
          rematch: msg.rematch !== undefined ? msg.rematch : extra.value.rematch,
        };
        snap.value = next;
        // A move that waited for this state is done: drawn with it, in the same pass.
        for (const f of [...waiting]) f(next);
        // Hot seat: the screen changes hands; hide it until the next player is there.
        if (
          next.hotseat &&
          next.status === "active" &&
          prev.yourSeat &&
          next.yourSeat &&
          next.yourSeat !== prev.yourSeat
        )
          curtain.value = next.yourSeat;
      });
      document.title = `${msg.yourTurn ? `● ${t("yourTurn")} · ` : ""}${loc(title.title)}`;
    };
    const refresh = async () => {
      try {
        applyMsg(await api.game(id));
      } catch (e) {
        toast(errorText(e), "error");
      }
    };
    const withBusy = async (f: () => Promise<unknown>): Promise<boolean> => {
      if (busy.value) return false;
      busy.value = true;
      try {
        await f();
        if (conn.value !== "open") await refresh();
        return true;
      } catch (e) {
        toast(errorText(e), "error");
        if (e instanceof ApiError && e.status === 409) await refresh();
        return false;
      } finally {
        busy.value = false;
      }
    };
    /** Requests answer with the game info: show it at once (the socket may be slower). */
    const reply = (r: unknown) => {
      const g = r as Partial<Info> | null;
      if (!g || typeof g.seq !== "number" || g.view === undefined || g.seq <= snap.value.seq) return;
      applyMsg({ ...snap.value, ...g } as Info);
      sock?.hold({ ...(g as StateMessage), type: "state" });
    };
    /**
     * A move answers with what it changed from the view it was sent from (`base`): the game right
     * after the move, shown at once unless the socket brought it (or later moves) first.
     */
    const moved = (base: GameSnapshot, r: PatchReply): { seq: number; view: unknown } => {
      const view = r.view ? applyPatch(base.view, r.view) : base.view;
      reply({ ...r.game, view });
      return { seq: r.seq, view };
    };
    /**
     * A move sent over the open socket rather than as a request: the server acts on it and sends
     * every client the new state, this one too, with no answer of its own to make and no request
     * to go through (about a third of a click's time on a busy machine). Resolves with the state
     * right after the move; rejects with the server's refusal. If the connection drops or nothing
     * comes for a while, the game is asked for over HTTP: the move is either in it or refused as
     * lost. Null: the socket is not open (the move goes as a request).
     */
    const viaSocket = (
      base: GameSnapshot,
      action: unknown,
      seat: string | undefined,
    ): Promise<{ seq: number; view: unknown }> | null => {
      if (!sock) return null;
      const s = sock;
      let ref: number | false = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let onState: (x: GameSnapshot) => void = () => {};
      const p = new Promise<{ seq: number; view: unknown }>((resolve, reject) => {
        const done = () => {
          waiting.delete(onState);
          clearTimeout(timer);
          if (ref !== false) s.forget(ref);
        };
        onState = (x) => {
          if (x.seq <= base.seq) return;
          done();
          busy.value = false;
          resolve({ seq: x.seq, view: x.view });
        };
        const lost = async () => {
          done();
          await refresh();
          const now = snap.peek();
          if (now.seq > base.seq) resolve({ seq: now.seq, view: now.view });
          else reject(new Error(t("moveLost")));
        };
        ref = s.sendWithRef(
          { type: "action", seq: base.seq, action, ...(seat ? { seat } : {}) },
          (status, error) => {
            if (status === null) void lost();
            else {
              done();
              reject(new ApiError(status, error));
            }
          },
        );
        if (ref === false) return;
        waiting.add(onState);
        timer = setTimeout(() => void lost(), SOCKET_MOVE_WAIT_MS);
      });
      return ref === false ? null : p;
    };
    const seatArg = () => (snap.value.hotseat ? (snap.value.yourSeat ?? undefined) : undefined);
    sock = new GameSocket(id, {
      onState: (m) => applyMsg(m as Info & StateMessage),
      onError: (e) => toast(e, "error"),
      onStatus: (s) => (conn.value = s),
      onOther: (m) => {
        if (m.type === "chat") receiveChat(id, m);
      },
    });
    return {
      user: user.value,
      act: (action, onReply) =>
        withBusy(async () => {
          const base = snap.value;
          const seat = seatArg();
          const g =
            (await viaSocket(base, action, seat)) ?? moved(base, await api.act(id, base.seq, action, seat));
          onReply?.(g);
        }),
      undo: () =>
        withBusy(async () => {
          const base = snap.value;
          moved(base, await api.undo(id, base.seq, seatArg()));
        }),
      resign: () => withBusy(async () => reply(await api.resign(id, seatArg()))),
      callOff: () => withBusy(() => api.resign(id)),
      toast,
      close: () => sock?.close(),
    } as GameContext & { resign(): Promise<boolean>; callOff(): Promise<boolean>; close(): void };
  }, [id]);
  useEffect(() => () => (ctx as unknown as { close(): void }).close(), [ctx]);

  const Board = ui.Board;
  return (
    <div class={`game-page ${TITLE_UIS[title.id]?.brand.theme ?? "theme-generic"}`}>
      <GameHead id={id} title={title} ui={ui} snap={snap} extra={extra} conn={conn} ctx={ctx} />
      <div class="game-body">
        <Board snap={snap} busy={busy} ctx={ctx} title={title} />
      </div>
      <ClubPanel id={id} snap={snap} ctx={ctx} title={title} />
      <Curtain seat={curtain} snap={snap} title={title} />
    </div>
  );
}

/** A ref that focuses its element once, as it is drawn (a new function each time would focus on every redraw). */
const focusOnDraw = (el: HTMLElement | null) => el?.focus();

function Curtain({
  seat,
  snap,
  title,
}: {
  seat: Signal<string | null>;
  snap: Signal<GameSnapshot>;
  title: TitleDescription;
}) {
  const s = seat.value;
  if (!s) return null;
  const name = seatName(title, snap.value.roles[s] ?? s);
  return (
    <div class="curtain" role="dialog" aria-modal="true" aria-labelledby="curtain-title">
      <div>
        <h2 id="curtain-title">{t("curtainTitle", { side: name })}</h2>
        <p>{t("curtainText", { side: name })}</p>
        {/* Focused as it is drawn (a ref, not an effect): a key pressed at once reaches it. */}
        <button type="button" class="primary" ref={focusOnDraw} onClick={() => (seat.value = null)}>
          {t("curtainShow", { side: name })}
        </button>
      </div>
    </div>
  );
}

function GameHead({
  id,
  title,
  ui,
  snap,
  extra,
  conn,
  ctx,
}: {
  id: string;
  title: TitleDescription;
  ui: TitleUI;
  snap: Signal<GameSnapshot>;
  extra: Signal<{ invite: string | null; rematch: string | null }>;
  conn: Signal<ConnectionStatus>;
  ctx: GameContext & { resign(): Promise<boolean>; callOff(): Promise<boolean> };
}) {
  const s = snap.value;
  const mine = !!s.yourSeat || s.hotseat;
  const result = s.status === "finished" ? (ui.resultText?.(s.view) ?? shellResult(s, title)) : null;
  const invite = extra.value.invite ? inviteLink(location.origin, extra.value.invite, id) : null;
  return (
    <div class="game-head">
      <a class="back" href="#/" aria-label={t("backToGames")}>
        ←
      </a>
      <div class="g-title">
        <b>{loc(title.title)}</b>
        <SeatLine title={title} seats={s.seats} roles={s.roles} />
      </div>
      {result ? (
        <span class="badge done">{result}</span>
      ) : s.status === "waiting" ? (
        <span class="badge">{t("waitingOpponent")}</span>
      ) : null}
      {s.status === "waiting" && invite ? <CopyField text={invite} /> : null}
      <div class="menu">
        {s.status === "finished" ? (
          <a class="button ghost small" href={href({ page: "replay", id })}>
            {t("replay")}
          </a>
        ) : null}
        {s.status === "finished" && extra.value.rematch ? (
          <a class="button small primary" href={href({ page: "game", id: extra.value.rematch })}>
            {t("goToRematch")}
          </a>
        ) : s.status === "finished" && mine ? (
          <button
            type="button"
            class="ghost small"
            onClick={async () => {
              try {
                go({ page: "game", id: (await api.rematch(id)).id });
              } catch (e) {
                toast(errorText(e), "error");
              }
            }}
          >
            {t("rematch")}
          </button>
        ) : null}
        {s.status === "finished" ? (
          <button type="button" class="ghost small" onClick={() => exportRecord(id)}>
            {t("exportRecord")}
          </button>
        ) : null}
        {mine && s.status === "active" ? (
          <button
            type="button"
            class="ghost small danger"
            onClick={() => {
              if (confirm(t("resignConfirm"))) void ctx.resign();
            }}
          >
            {t("resign")}
          </button>
        ) : null}
        {s.yourSeat && s.status === "waiting" ? (
          <button
            type="button"
            class="ghost small danger"
            onClick={async () => {
              if (confirm(t("callOffConfirm")) && (await ctx.callOff())) go({ page: "home" });
            }}
          >
            {t("callOff")}
          </button>
        ) : null}
      </div>
      <Connection status={conn.value} />
    </div>
  );
}

function shellResult(s: GameSnapshot, title: TitleDescription): string | null {
  const r = s.result;
  if (!r) return t("finished");
  if (r.reason === "cancelled") return t("calledOff");
  return r.winner ? t("seatWins", { side: seatName(title, s.roles[r.winner] ?? r.winner) }) : t("draw");
}

async function exportRecord(id: string): Promise<void> {
  try {
    const rec = await api.record(id);
    const blob = new Blob([JSON.stringify(rec, null, 2)], { type: "application/json" });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = `game-${id}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  } catch (e) {
    toast(errorText(e), "error");
  }
}

export function ReplayPage({ id }: { id: string }) {
  const data = useSignal<{ record: unknown; info: GameInfo | null } | null>(null);
  const err = useSignal<string | null>(null);
  useEffect(() => {
    Promise.all([api.record(id), api.game(id).catch(() => null)]).then(
      ([record, info]) => {
        data.value = { record, info };
        currentTitle.value = info?.game ?? (record as { game?: string } | null)?.game ?? null;
      },
      (e) => (err.value = errorText(e)),
    );
  }, [id]);
  const gameId = data.value?.info?.game ?? (data.value?.record as { game?: string } | null)?.game;
  const title = useTitle(gameId);
  const ui = useTitleUI(title, err);
  if (err.value) return <ErrorPanel message={err.value} />;
  if (title === null)
    return <ErrorPanel title={t("unknownTitle")} message={t("unknownGameTitle", { id: gameId ?? "?" })} />;
  if (!data.value || !title || !ui.value) return <p class="boot">{t("loading")}</p>;
  const R = ui.value.Replay;
  const info = data.value.info;
  return (
    <div class={`game-page ${TITLE_UIS[title.id]?.brand.theme ?? "theme-generic"}`}>
      <div class="game-head">
        <a class="back" href={href({ page: "game", id })} aria-label={t("backToGame")}>
          ←
        </a>
        <div class="g-title">
          <b>{t("replayOf", { title: loc(title.title) })}</b>
          {info ? <SeatLine title={title} seats={info.seats} roles={info.roles} /> : null}
        </div>
        <span class="muted small">{t("replayHint")}</span>
      </div>
      <div class="game-body replay">
        {R ? <R id={id} record={data.value.record} title={title} /> : <p class="panel">{t("noReplay")}</p>}
      </div>
    </div>
  );
}
