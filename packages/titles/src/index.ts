// The titles this platform hosts, the default first. The server, the CLI and the benchmarks take
// their titles from here and name none themselves: adding a title is one line.
//
// Test titles (Sealed Bids, `toy`) go through every shell like a real title but are not shown to
// players: a registry includes them only when asked, `titleRegistry({ testTitles: true })`, or,
// for `titles`, when the environment variable DAWN_TEST_TITLES is 1/true/yes (e.g.
// `DAWN_TEST_TITLES=1 npm start`; worker threads inherit it).
import { dof } from "@dawn/dof";
import { type AnyGameModule, TitleRegistry } from "@dawn/platform";
import { withSearchBots } from "@dawn/search";
import { toy } from "@dawn/toy";
import { wsdv } from "@dawn/wsdv";

/** The titles for players. Every title gets the search AI's three levels (search:normal is the default opponent). */
export const TITLES: readonly AnyGameModule[] = [
  withSearchBots(dof) as AnyGameModule,
  withSearchBots(wsdv) as AnyGameModule,
];

/** Titles for tests and development, registered only when asked. */
export const TEST_TITLES: readonly AnyGameModule[] = [toy];

export interface RegistryOptions {
  /** Include the test titles (after the real ones). */
  readonly testTitles?: boolean;
}

export function titleRegistry(opts: RegistryOptions = {}): TitleRegistry {
  return new TitleRegistry(opts.testTitles ? [...TITLES, ...TEST_TITLES] : TITLES);
}

/** Whether the environment asks for the test titles (DAWN_TEST_TITLES=1). */
export function testTitlesWanted(
  env: Readonly<Record<string, string | undefined>> = globalThis.process?.env ?? {},
): boolean {
  return ["1", "true", "yes"].includes((env.DAWN_TEST_TITLES ?? "").trim().toLowerCase());
}

/** Whether a title is a test title (for listings that show them apart). */
export function isTestTitle(m: AnyGameModule): boolean {
  return TEST_TITLES.includes(m);
}

/** The titles of this process: the real ones, and the test titles when DAWN_TEST_TITLES asks. */
export const titles: TitleRegistry = titleRegistry({ testTitles: testTitlesWanted() });
