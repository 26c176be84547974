// A Wir sind das Volk! card as the table shows it: its value(s) (yellow for West, red for East), its
// colour, its German title with the English translation, years and decade, flight and police icons,
// and its event in words. No publisher art: colours and words only.

import type { ComponentChildren } from "preact";
import { lang } from "../../shell/i18n.ts";
import { cardData, colourText, decadeLine, eventLines, valueText } from "./cardtext.ts";
import type { CardId } from "./engine.ts";
import { tr } from "./text.ts";

/** Keyboard activation for elements with role=button. */
export function onKeyActivate(f: (() => void) | undefined) {
  if (!f) return undefined;
  return (ev: KeyboardEvent) => {
    if ((ev.key === "Enter" || ev.key === " ") && ev.target === ev.currentTarget) {
      ev.preventDefault();
      f();
    }
  };
}

export function FlightIcon() {
  return (
    <svg class="ws-flight-icon" viewBox="0 0 16 16" aria-hidden="true">
      <circle cx="10.5" cy="2.6" r="2" />
      <path d="M9.5 5.5 6 9.5H2.5M9.5 5.5l1 5 3 4M9.5 5.5l3 2.5M8 11l-2.5 3.5" />
    </svg>
  );
}

/** A card's flight icons, named for screen readers. */
export function Flights({ n, class: cls }: { n: number; class: string }) {
  return (
    <span class={cls} title={tr("flightIconsN", { n })}>
      {Array.from({ length: n }, (_, i) => (
        <FlightIcon key={i} />
      ))}
      <span class="sr-only">{tr("flightIconsN", { n })}</span>
    </span>
  );
}

export interface CardProps {
  readonly id: CardId;
  readonly playable?: boolean;
  readonly selected?: boolean;
  /** Title and values only (the event on demand). */
  readonly compact?: boolean;
  readonly children?: ComponentChildren;
  readonly onClick?: (() => void) | undefined;
  /** Extra classes (the row, the hand, a choice). */
  readonly class?: string;
}

export function Card({ id, playable, selected, compact, children, onClick, class: extra }: CardProps) {
  const c = cardData(id);
  lang.value;
  const cls = [
    "ws-card",
    `c-${c.colour}`,
    playable ? "playable" : "",
    selected ? "selected" : "",
    compact ? "compact" : "",
    extra ?? "",
  ]
    .filter(Boolean)
    .join(" ");
  const label = `#${c.printed} ${c.titleDe} (${c.title}), ${colourText(c)}, ${valueText(c)}`;
  const act = onClick
    ? {
        role: "button" as const,
        tabIndex: 0,
        "aria-pressed": !!selected,
        "aria-label": label,
        onClick: (ev: MouseEvent) => {
          if ((ev.target as Element).closest("button")) return;
          onClick();
        },
        onKeyDown: onKeyActivate(onClick),
      }
    : {};
  return (
    <div class={cls} data-card={id} data-colour={c.colour} {...act}>
      <header class="ws-card-head">
        <Values id={id} />
        <span class="ws-card-no">#{c.printed}</span>
      </header>
      <div class="ws-card-title">
        <b lang="de" class="ws-de">
          {c.titleDe}
        </b>
        {c.title !== c.titleDe ? (
          <small lang="en" class="ws-en">
            {c.title}
          </small>
        ) : null}
      </div>
      <div class="ws-card-meta">
        <span class={`ws-colour ${c.colour}`}>{colourText(c)}</span>
        <span class="muted">{decadeLine(c)}</span>
      </div>
      {c.flight || c.police ? (
        <div class="ws-card-icons">
          {c.flight ? <Flights n={c.flight} class="ws-flights" /> : null}
          {c.police ? (
            <span class={`ws-police ${c.police}`}>{tr(c.police === "red" ? "policeRed" : "policePink")}</span>
          ) : null}
        </div>
      ) : null}
      {compact ? null : (
        <ul class="ws-event" aria-label={tr("event")}>
          {eventLines(id).map((l, i) => (
            <li key={i}>{l}</li>
          ))}
          {eventLines(id).length === 0 ? <li class="muted">{tr("eventNone")}</li> : null}
        </ul>
      )}
      {children}
    </div>
  );
}

/** The value badges: one per side when they differ, one half-and-half badge when equal. */
export function Values({ id }: { id: CardId }) {
  const c = cardData(id);
  if (!c.value)
    return (
      <span class="ws-vals">
        <span class="ws-val special" title={tr("specialFor")}>
          ★
        </span>
      </span>
    );
  if (c.value.west === c.value.east)
    return (
      <span class="ws-vals">
        <span class="ws-val both" title={tr("value", { n: c.value.west })}>
          {c.value.west}
        </span>
      </span>
    );
  return (
    <span class="ws-vals">
      <span class="ws-val west" title={tr("valueWest", { n: c.value.west })}>
        {c.value.west}
      </span>
      <span class="ws-val east" title={tr("valueEast", { n: c.value.east })}>
        {c.value.east}
      </span>
    </span>
  );
}
