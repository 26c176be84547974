// The printed tracks: prestige (with the advantage and the boxes' icons), Western currency,
// socialism (socialists per box), flight (as it would stand if the decade ended now) and the ten
// phases of the end of a decade with the current one marked.

import { lang } from "../../shell/i18n.ts";
import { boxText, SOCIALISTS_AT } from "./cardtext.ts";
import type { View } from "./engine.ts";
import { flightPreview } from "./flight.ts";
import { phaseName, sideName, signedN, tr } from "./text.ts";

const RANGE = Array.from({ length: 13 }, (_, i) => i - 6);

function Track({
  name,
  value,
  id,
  note,
  under,
  titleOf,
}: {
  name: string;
  value: number;
  id: string;
  note: string;
  under?: (n: number) => string;
  titleOf?: (n: number) => string;
}) {
  return (
    <section class="ws-track" data-track={id} data-value={value}>
      <h4>
        {name} <b class={value > 0 ? "east" : value < 0 ? "west" : ""}>{signedN(value)}</b>
      </h4>
      <ol class="ws-cells">
        {RANGE.map((n) => (
          <li
            key={n}
            class={`ws-cell${n < 0 ? " w" : n > 0 ? " e" : ""}${n === value ? " here" : ""}`}
            title={titleOf?.(n)}
            aria-current={n === value ? "true" : undefined}
          >
            <span>{signedN(n)}</span>
            {under ? <small>{under(n)}</small> : null}
          </li>
        ))}
      </ol>
      <p class="ws-note">
        <span class="ws-dir west">← {tr("towardWest")}</span>
        <span class="ws-dir east">{tr("towardEast")} →</span>
      </p>
      <p class="ws-note muted">{note}</p>
    </section>
  );
}

/** Boxes the holder of the advantage may execute now (9.2). */
function executable(v: Pick<View, "prestige" | "prestigeHolder">): number[] {
  const out: number[] = [];
  if (v.prestigeHolder === "east") for (let b = 1; b <= v.prestige; b++) out.push(b);
  else for (let b = -1; b >= v.prestige; b--) out.push(b);
  return out;
}

export function Tracks({ v }: { v: View }) {
  lang.value;
  const boxes = executable(v);
  return (
    <div class="ws-tracks">
      <Track
        id="prestige"
        name={tr("prestige")}
        value={v.prestige}
        note={`${tr("holdsAdvantageSentence", { side: sideName(v.prestigeHolder) })} ${tr("prestigeNote")}`}
        titleOf={(n) => `${tr("boxN", { n: signedN(n) })}: ${boxText(n)}`}
      />
      {boxes.length ? (
        <ul class="ws-boxes">
          {boxes.map((b) => (
            <li key={b}>
              <b>{tr("boxN", { n: signedN(b) })}</b>: {boxText(b)}
            </li>
          ))}
        </ul>
      ) : null}
      <Track id="currency" name={tr("currency")} value={v.currency} note={tr("currencyNote")} />
      <Track
        id="socialism"
        name={tr("socialism")}
        value={v.socialism}
        note={tr("socialismNote")}
        under={(n) => signedN(SOCIALISTS_AT[n + 6]!)}
      />
      <Flight v={v} />
      <EndOfDecade phase={v.phase} />
    </div>
  );
}

function Flight({ v }: { v: View }) {
  const f = flightPreview(v);
  const cells = [];
  for (let i = 0; i <= 20; i++)
    cells.push(
      <span
        key={i}
        class={`ws-cell${i === f.position && !v.wall ? " here" : ""}`}
        title={tr("flightResult", { p: i, n: i >> 1 })}
      >
        <span>{i}</span>
      </span>,
    );
  return (
    <section class="ws-track ws-flight" data-track="flight" data-value={v.wall ? "wall" : f.position}>
      <h4>
        {tr("flight")} {v.wall ? <b>{tr("wallStands")}</b> : <b>{f.position}</b>}
      </h4>
      {v.wall ? (
        <p class="ws-note">{tr("flightWall")}</p>
      ) : (
        <>
          <div class="ws-cells flight">{cells}</div>
          <p class="ws-note muted">{tr("flightNote")}</p>
          <ul class="ws-flight-terms">
            <li>
              +{f.icons} {tr("flightIcons")}
            </li>
            <li>
              +{f.westLs} {tr("flightWestLs")}
            </li>
            <li>
              +{f.redPolice} {tr("flightRedPolice")}
            </li>
            <li>
              +{f.eastProtest} {tr("flightEastMp")}
            </li>
            <li>
              −{f.eastLs} {tr("flightEastLs")}
            </li>
            <li>
              −{f.westProtest} {tr("flightWestMp")}
            </li>
            <li>
              <b>{tr("flightResult", { p: f.position, n: f.dismantle })}</b>
            </li>
          </ul>
        </>
      )}
    </section>
  );
}

export function EndOfDecade({ phase, compact }: { phase: number; compact?: boolean }) {
  lang.value;
  return (
    <section class={`ws-eod${compact ? " compact" : ""}`} aria-label={tr("eodTrack")} data-phase={phase}>
      {compact ? null : <h4>{tr("eodTrack")}</h4>}
      <ol>
        {Array.from({ length: 10 }, (_, i) => i + 1).map((n) => (
          <li
            key={n}
            class={n === phase ? "here" : n < phase ? "done" : ""}
            aria-current={n === phase ? "step" : undefined}
          >
            <span class="n">{n}</span> {phaseName(n)}
            {n === phase ? <small> · {tr("eodNow")}</small> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
