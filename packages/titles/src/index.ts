// The titles this platform hosts, the default first. The server, the CLI and the benchmarks take
// their titles from here and name none themselves: adding a title is one line.
import { dof } from "@dawn/dof";
import { type AnyGameModule, TitleRegistry } from "@dawn/platform";

export const TITLES: readonly AnyGameModule[] = [dof];

export const titles = new TitleRegistry(TITLES);
