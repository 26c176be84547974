// The progress bar on stderr (cli-progress): redrawn in a terminal, a line every ten seconds and at
// the end otherwise (logs of scripts and CI).
import { Presets, SingleBar } from "cli-progress";

export function progressBar(label: string, unit: string, total: number): SingleBar {
  const bar = new SingleBar(
    {
      format: `${label} [{bar}] {value}/{total} ${unit} | {duration}s | ETA {eta}s`,
      stream: process.stderr,
      noTTYOutput: true,
      notTTYSchedule: 10_000,
      etaBuffer: 50,
    },
    Presets.legacy,
  );
  bar.start(total, 0);
  return bar;
}
