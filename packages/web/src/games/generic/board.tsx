// The board for titles without their own: the view summarized as a list of facts, the pending
// decision with the legal actions as buttons labelled by the title (the server's `choices`, or
// `view.actions` when the view carries them), undo, and the result.
import { t } from "../../shell/text.ts";
import { type BoardProps, type GameSnapshot, seatName, type TitleUI } from "../../shell/titles.ts";

interface Choice {
  readonly action: unknown;
  readonly label: string;
}

/** An action without a label from the server: its kind (`t`, `type` or `kind`) and its values. */
export function labelOf(a: unknown): string {
  if (a && typeof a === "object") {
    const o = a as Record<string, unknown>;
    const kindKey = ["t", "type", "kind"].find((k) => typeof o[k] === "string");
    if (kindKey) {
      const rest = Object.entries(o).filter(([k]) => k !== kindKey);
      return [
        String(o[kindKey]),
        ...rest.map(([, v]) => (typeof v === "object" ? JSON.stringify(v) : String(v))),
      ].join(" ");
    }
    const entries = Object.entries(o);
    if (entries.length === 1) return `${entries[0]![0]} ${String(entries[0]![1])}`;
    return entries
      .map(([k, v]) => `${k}: ${typeof v === "object" ? JSON.stringify(v) : String(v)}`)
      .join(", ");
  }
  return String(a);
}

/** The viewer's legal actions with labels. */
export function choicesOf(s: Pick<GameSnapshot, "choices" | "actions" | "view">): Choice[] {
  if (s.choices) return [...s.choices];
  const acts = s.actions ?? (s.view as { actions?: unknown } | null)?.actions;
  return Array.isArray(acts) ? acts.map((a) => ({ action: a, label: labelOf(a) })) : [];
}

function humanKey(k: string): string {
  const words = k.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function Value({ v }: { v: unknown }) {
  if (v === null || v === undefined) return <span class="muted">—</span>;
  if (Array.isArray(v))
    return v.length ? (
      <ol class="generic-list">
        {v.map((x, i) => (
          <li key={i}>
            <Value v={x} />
          </li>
        ))}
      </ol>
    ) : (
      <span class="muted">—</span>
    );
  if (typeof v === "object") return <Facts obj={v as Record<string, unknown>} />;
  return <span>{String(v)}</span>;
}

function Facts({ obj }: { obj: Record<string, unknown> }) {
  return (
    <dl class="generic-facts">
      {Object.entries(obj).map(([k, v]) => (
        <div key={k}>
          <dt>{humanKey(k)}</dt>
          <dd>
            <Value v={v} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function GenericBoard({ snap, busy, ctx, title }: BoardProps) {
  const s = snap.value;
  const choices = s.status === "active" ? choicesOf(s) : [];
  const view = (s.view ?? {}) as Record<string, unknown>;
  const { actions: _hidden, ...shown } = view;
  const turn = s.turn ?? (typeof view.turn === "string" ? view.turn : null);
  return (
    <div class="generic" data-seq={s.seq} data-mine={String(choices.length > 0)}>
      <section class="decision panel" aria-live="polite">
        {s.status === "waiting" ? (
          <p class="prompt">{t("waitingOpponent")}</p>
        ) : s.status === "finished" ? (
          <p class="prompt">{t("gameOver")}</p>
        ) : choices.length ? (
          <>
            <h2 class="whose mine">{t("yourDecision")}</h2>
            {s.prompt ? <p class="prompt">{s.prompt}</p> : null}
            <fieldset class="buttons">
              <legend class="sr-only">{t("yourChoices")}</legend>
              {choices.map((c, i) => (
                <button
                  type="button"
                  key={i}
                  data-action={JSON.stringify(c.action)}
                  disabled={busy.value}
                  onClick={() => void ctx.act(c.action)}
                >
                  {c.label}
                </button>
              ))}
            </fieldset>
          </>
        ) : (
          <p class="whose">
            {turn ? t("waitingFor", { side: seatName(title, s.roles[turn] ?? turn) }) : "…"}
          </p>
        )}
        {s.canUndo && choices.length ? (
          <div class="tools">
            <button type="button" class="ghost undo" disabled={busy.value} onClick={() => void ctx.undo()}>
              ↶ {t("undo")}
            </button>
          </div>
        ) : null}
      </section>
      <section class="panel generic-view" aria-label={t("theGame")}>
        <h2>{t("theGame")}</h2>
        <Facts obj={shown} />
      </section>
    </div>
  );
}

export const genericUI: TitleUI = { Board: GenericBoard };
