// A title's terminal rendering (module.text), with plain fallbacks for titles that bring none: the
// view listed field by field, the actions by describeAction, the log read from the view's `log`.
import type { AnyGameModule, TextCommand } from "@dawn/platform";

const WIDTH = 100;

export interface Renderer {
  board(view: unknown): string;
  choices(s: unknown, actions: readonly unknown[]): readonly string[];
  log(view: unknown): readonly string[];
  /** The block shown before a decision, or null when the title leaves it to the CLI. */
  status(view: unknown, kind: string): string | null;
  readonly commands: readonly TextCommand<unknown>[];
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function clip(s: string, n = 160): string {
  return s.length <= n ? s : `${s.slice(0, n - 1)}…`;
}

/** The view, one field a line (its log and legal actions left out: they are shown apart). */
export function plainBoard(view: unknown): string {
  if (!isRecord(view)) return clip(JSON.stringify(view));
  return Object.entries(view)
    .filter(([k]) => k !== "log" && k !== "actions")
    .map(([k, v]) => clip(`${k}: ${JSON.stringify(v)}`))
    .join("\n");
}

/** The view's `log`, when it has one: strings, or entries with a `text`. */
export function plainLog(view: unknown): readonly string[] {
  if (!isRecord(view) || !Array.isArray(view.log)) return [];
  return view.log.map((e: unknown) =>
    typeof e === "string" ? e : isRecord(e) && typeof e.text === "string" ? e.text : JSON.stringify(e),
  );
}

export function rendererOf(m: AnyGameModule): Renderer {
  const t = m.text;
  return {
    board: (v) => (t ? t.board(v) : plainBoard(v)),
    choices: (s, actions) => (t ? t.choices(s, actions) : actions.map((a) => m.describeAction(s, a))),
    log: (v) => (t?.log ? t.log(v) : plainLog(v)),
    status: (v, kind) => (t?.status ? t.status(v, kind) : null),
    commands: t?.commands ?? [],
  };
}

/**
 * Numbered choices: one a line, or, when there are many short ones, in columns ("12. Gdansk(3*) 0/2D").
 */
export function numberedChoices(lines: readonly string[]): string[] {
  if (lines.length > 12 && lines.every((l) => l.length <= 40)) {
    const items = lines.map((l, i) => `${i + 1}. ${l}`);
    const out: string[] = [];
    let line = "  ";
    for (const it of items) {
      if (line.length > 2 && line.length + it.length + 2 > WIDTH) {
        out.push(line.trimEnd());
        line = "  ";
      }
      line += `${it}  `;
    }
    if (line.trim()) out.push(line.trimEnd());
    return out;
  }
  return lines.map((l, i) => `  ${String(i + 1).padStart(2)}. ${l}`);
}
