// The club's part of the game page, title-neutral: the clocks (counted down between updates), a
// "lost on time" line, the hint button (the AI's three best choices with win chances, each one
// playable), and the chat (the reader's channels; new messages pushed over the game's socket),
// folded by default with a count of messages not read yet: open, it floats over the board on a
// desktop instead of pushing the map out of the screen.
import { type ReadonlySignal, useSignal } from "@preact/signals";
import { useEffect, useRef } from "preact/hooks";
import { errorText } from "../app.tsx";
import type { GameContext, GameSnapshot, TitleDescription } from "../titles.ts";
import { seatName } from "../titles.ts";
import { type ChatMessage, clubApi, clubOf, onChat } from "./api.ts";
import "./club.css";
import { clockText } from "./clock-text.ts";
import { ct } from "./text.ts";

/** Redraws every quarter second while mounted. */
function useTick(on: boolean): number {
  const tick = useSignal(0);
  useEffect(() => {
    if (!on) return;
    const t = setInterval(() => tick.value++, 250);
    return () => clearInterval(t);
  }, [on]);
  return tick.value;
}

export function Clocks({
  id,
  snap,
  title,
}: {
  id: string;
  snap: ReadonlySignal<GameSnapshot>;
  title: TitleDescription;
}) {
  const entry = clubOf.value[id];
  const clock = entry?.info?.clock ?? null;
  useTick(!!clock?.running && snap.value.status === "active");
  if (!clock || !entry) return null;
  const s = snap.value;
  const now = Date.now();
  return (
    <fieldset class="club-clocks" aria-label={ct("clocksLabel")} title={clock.label}>
      {title.seats.map((seat) => {
        const running = clock.running === seat.id && s.status === "active";
        const left = (clock.left[seat.id] ?? 0) - (running ? now - entry.at : 0);
        const low = running && left < 30_000;
        return (
          <span
            key={seat.id}
            class={`club-clock${running ? " running" : ""}${low ? " low" : ""}`}
            data-seat={seat.id}
          >
            <small>{seatName(title, s.roles[seat.id] ?? seat.id)}</small>
            <b class="time">{clockText(left)}</b>
            {clock.away?.[seat.id] !== undefined ? (
              <small class="away">{ct("awayLeft", { time: clockText(clock.away[seat.id]!) })}</small>
            ) : null}
          </span>
        );
      })}
    </fieldset>
  );
}

export function ClubPanel({
  id,
  snap,
  ctx,
  title,
}: {
  id: string;
  snap: ReadonlySignal<GameSnapshot>;
  ctx: GameContext;
  title: TitleDescription;
}) {
  const s = snap.value;
  const info = clubOf.value[id]?.info ?? null;
  const timeout = s.status === "finished" && s.result?.reason === "timeout";
  const loser = timeout ? title.seats.find((x) => x.id !== s.result?.winner)?.id : undefined;
  return (
    <section class="club-panel" aria-label={ct("chat")}>
      <div class="club-bar">
        <Clocks id={id} snap={snap} title={title} />
        {info ? (
          <span class="club-tags muted small">
            {info.rated ? ct("rated") : ct("unrated")}
            {info.clock ? ` · ${info.clock.label}` : ""}
            {!info.hints && !info.rated ? ` · ${ct("hintsOff")}` : ""}
          </span>
        ) : null}
        {timeout && loser ? (
          <b class="club-timeout" role="status">
            {ct("lostOnTime", { side: seatName(title, s.roles[loser] ?? loser) })}
          </b>
        ) : null}
        {info?.hints && s.status === "active" && s.yourSeat && s.turn === s.yourSeat ? (
          <HintButton id={id} snap={snap} ctx={ctx} />
        ) : null}
        <ChatBox id={id} snap={snap} ctx={ctx} />
      </div>
    </section>
  );
}

function HintButton({ id, snap, ctx }: { id: string; snap: ReadonlySignal<GameSnapshot>; ctx: GameContext }) {
  const hints = useSignal<{
    seq: number;
    list: { action: unknown; text: string; winChance: number }[];
  } | null>(null);
  const busy = useSignal(false);
  const seq = snap.value.seq;
  const shown = hints.value && hints.value.seq === seq ? hints.value : null;
  return (
    <span class="club-hint">
      <button
        type="button"
        class="ghost small"
        disabled={busy.value}
        onClick={async () => {
          busy.value = true;
          try {
            const h = await clubApi.hint(id);
            hints.value = { seq: h.seq, list: [...h.hints] };
          } catch (e) {
            ctx.toast(errorText(e), "error");
          } finally {
            busy.value = false;
          }
        }}
      >
        {busy.value ? ct("hintWorking") : ct("hint")}
      </button>
      {shown ? (
        <ol class="club-hints" aria-label={ct("hintTitle")}>
          {shown.list.map((h, i) => (
            <li key={i}>
              <span class="hint-text">{h.text}</span>{" "}
              <b class="hint-chance">{ct("winChance", { pct: Math.round(h.winChance * 100) })}</b>{" "}
              <button
                type="button"
                class="small"
                onClick={async () => {
                  hints.value = null;
                  await ctx.act(h.action);
                }}
              >
                {ct("playThis")}
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </span>
  );
}

/** The id of the last chat message read in a game, kept in the browser. */
function readUpTo(id: string): string {
  try {
    return localStorage.getItem(`dawn.chat.read.${id}`) ?? "";
  } catch {
    return "";
  }
}

function markRead(id: string, last: string): void {
  try {
    localStorage.setItem(`dawn.chat.read.${id}`, last);
  } catch {
    // not kept: messages count as new again next time
  }
}

function ChatBox({ id, snap, ctx }: { id: string; snap: ReadonlySignal<GameSnapshot>; ctx: GameContext }) {
  const messages = useSignal<readonly ChatMessage[]>([]);
  const text = useSignal("");
  const open = useSignal(false);
  const read = useSignal(readUpTo(id));
  const list = useRef<HTMLOListElement>(null);
  const finished = snap.value.status === "finished";
  useEffect(() => {
    let stop = false;
    const add = (more: readonly ChatMessage[]) => {
      const seen = new Set(messages.value.map((m) => m.id));
      const fresh = more.filter((m) => !seen.has(m.id));
      if (fresh.length) messages.value = [...messages.value, ...fresh].sort((a, b) => (a.id < b.id ? -1 : 1));
    };
    const off = onChat(id, (m) => add([m]));
    clubApi.chat(id).then(
      (b) => {
        if (!stop) add(b.messages);
      },
      () => undefined,
    );
    return () => {
      stop = true;
      off();
    };
  }, [id, finished]);
  const last = messages.value.at(-1)?.id ?? "";
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
    // Read while open.
    if (open.value && last && last !== read.value) {
      read.value = last;
      markRead(id, last);
    }
  }, [messages.value.length, open.value]);
  const me = ctx.user?.name;
  const unread = open.value ? 0 : messages.value.filter((m) => m.id > read.value && m.from !== me).length;
  const player = !!snap.value.yourSeat;
  const send = async (ev: Event) => {
    ev.preventDefault();
    const v = text.value.trim();
    if (!v) return;
    try {
      const m = await clubApi.say(id, v);
      text.value = "";
      if (!messages.value.some((x) => x.id === m.id)) messages.value = [...messages.value, m];
    } catch (e) {
      ctx.toast(errorText(e), "error");
    }
  };
  return (
    <details class="club-chat" onToggle={(e) => (open.value = (e.currentTarget as HTMLDetailsElement).open)}>
      <summary>
        {ct("chat")} <small class="muted">({player ? ct("chatPlayers") : ct("chatSpectators")})</small>
        {unread > 0 ? (
          <b class="chat-unread" role="status">
            {" "}
            {ct("chatUnread", { n: unread })}
          </b>
        ) : null}
      </summary>
      <div class="chat-box">
        <ol class="chat-list" ref={list} aria-live="polite">
          {messages.value.length === 0 ? <li class="muted">{ct("chatEmpty")}</li> : null}
          {messages.value.map((m) => (
            <li key={m.id} class={`chat-msg ${m.channel}`}>
              <b>{m.from}</b>
              {m.channel === "spectators" && player ? (
                <small class="muted"> ({ct("chatSpectators")})</small>
              ) : null}
              : <span class="chat-text">{m.text}</span>
            </li>
          ))}
        </ol>
        {ctx.user ? (
          <form class="chat-form" onSubmit={send}>
            <input
              name="chat"
              maxLength={500}
              placeholder={ct("chatPlaceholder")}
              aria-label={ct("chatPlaceholder")}
              value={text.value}
              onInput={(e) => (text.value = (e.currentTarget as HTMLInputElement).value)}
            />
            <button type="submit" class="small">
              {ct("send")}
            </button>
          </form>
        ) : (
          <p class="muted small">{ct("chatSignIn")}</p>
        )}
      </div>
    </details>
  );
}
