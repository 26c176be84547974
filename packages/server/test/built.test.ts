// The packages as others use them. `npm run build:packages` (tsc -b tsconfig.build.json) builds
// them to JavaScript with declarations; they are installed into a folder outside the repository
// with the files `npm pack` would ship, and used from there by a plain JavaScript program on plain
// Node (no tsx, no TypeScript, no `@dawn/source` condition: consumer/play.mjs) and by a TypeScript
// program type-checked against the declarations (consumer/check.ts). The built server, as
// `npm start` runs it, serves a game whose bot thinks in a worker thread.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import type { GameInfo } from "@dawn/platform/protocol";
import { BUILT, problems, startProcess } from "../bench/server-process.ts";
import { tempDir, user, waitFor } from "./helpers.ts";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const CONSUMER = fileURLToPath(new URL("./consumer/", import.meta.url));
const TSC = path.join(ROOT, "node_modules", "typescript", "bin", "tsc");
/** What a program needs to use the engines and the platform, the title registry included. */
const LIBRARIES = ["platform", "engine", "wsdv-engine", "bots", "toy", "dof", "wsdv", "search", "titles"];

/** This environment without the workspace's source condition: a process that runs built code. */
function plainEnv(): NodeJS.ProcessEnv {
  const nodeOptions = (process.env.NODE_OPTIONS ?? "")
    .split(" ")
    .filter((o) => o && o !== "--conditions=@dawn/source")
    .join(" ");
  return { ...process.env, NODE_OPTIONS: nodeOptions };
}

function run(cmd: string, args: readonly string[], cwd: string) {
  const r = spawnSync(cmd, args, { cwd, env: plainEnv(), encoding: "utf8", timeout: 300_000 });
  assert.equal(r.status, 0, `${cmd} ${args.join(" ")}:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/**
 * A folder outside the repository with node_modules holding the libraries as npm would install
 * them: their packed files only, and their other dependencies (linked from the repository's).
 */
function install(): string {
  const dir = tempDir();
  const packs = JSON.parse(
    run(
      "npm",
      ["pack", "--dry-run", "--json", "--ignore-scripts", ...LIBRARIES.map((l) => `--workspace=@dawn/${l}`)],
      ROOT,
    ),
  ) as { name: string; files: { path: string }[] }[];
  assert.deepEqual(packs.map((p) => p.name).sort(), LIBRARIES.map((l) => `@dawn/${l}`).sort());
  for (const pack of packs) {
    const from = path.join(ROOT, "packages", pack.name.replace("@dawn/", ""));
    const to = path.join(dir, "node_modules", pack.name);
    for (const f of pack.files) {
      fs.mkdirSync(path.dirname(path.join(to, f.path)), { recursive: true });
      fs.copyFileSync(path.join(from, f.path), path.join(to, f.path));
    }
    assert.ok(
      pack.files.some((f) => f.path === "dist/index.js"),
      `${pack.name} ships dist/index.js`,
    );
    const manifest = JSON.parse(fs.readFileSync(path.join(to, "package.json"), "utf8")) as {
      dependencies?: Record<string, string>;
    };
    for (const dep of Object.keys(manifest.dependencies ?? {})) {
      if (dep.startsWith("@dawn/")) {
        assert.ok(
          packs.some((p) => p.name === dep),
          `${pack.name} needs ${dep}`,
        );
        continue;
      }
      const link = path.join(dir, "node_modules", dep);
      fs.mkdirSync(path.dirname(link), { recursive: true });
      if (!fs.existsSync(link)) fs.symlinkSync(path.join(ROOT, "node_modules", dep), link, "dir");
    }
  }
  return dir;
}

let dir = "";
before(() => {
  run(process.execPath, [TSC, "-b", "tsconfig.build.json"], ROOT);
  dir = install();
});

test("a JavaScript program on plain Node plays every title with the built packages", () => {
  fs.copyFileSync(path.join(CONSUMER, "play.mjs"), path.join(dir, "play.mjs"));
  const out = run(process.execPath, ["play.mjs"], dir).trim().split("\n").at(-1)!;
  const r = JSON.parse(out) as {
    games: {
      id: string;
      actions: number;
      result: unknown;
      hash: string;
      replayHash: string;
      hashOk: boolean;
      refused: boolean[];
    }[];
    engines: Record<string, { actions: number; hashOk: boolean; same: boolean }>;
    resolved: Record<string, string>;
  };
  assert.deepEqual(
    r.games.map((g) => g.id),
    ["dof", "wsdv", "toy"],
  );
  for (const g of r.games) {
    assert.ok(g.actions > 10 && g.result !== null, `${g.id} played to its end`);
    assert.equal(g.replayHash, g.hash, `${g.id}: the replay reaches the same state`);
    assert.equal(g.hashOk, true, `${g.id}: the record's hash checks`);
    assert.deepEqual(g.refused, [true, true], `${g.id}: bad actions are refused with GameRuleError`);
  }
  for (const [id, e] of Object.entries(r.engines)) {
    assert.ok(e.actions > 10 && e.hashOk && e.same, `${id}'s engine: ${JSON.stringify(e)}`);
  }
  // From the installed copies' dist/, not from the repository.
  const installed = fs.realpathSync(path.join(dir, "node_modules"));
  for (const [pkg, url] of Object.entries(r.resolved)) {
    const file = fileURLToPath(url);
    assert.ok(
      file.startsWith(installed) && file.endsWith(`${path.sep}dist${path.sep}index.js`),
      `${pkg}: ${file}`,
    );
  }
});

test("a TypeScript program type-checks against the built declarations", () => {
  fs.copyFileSync(path.join(CONSUMER, "check.ts"), path.join(dir, "check.ts"));
  const config = {
    compilerOptions: {
      target: "ES2022",
      module: "NodeNext",
      moduleResolution: "NodeNext",
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      types: [],
    },
    files: ["check.ts"],
  };
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ type: "module", private: true }));
  fs.writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify(config));
  // Strict, and the declarations are the sources' types, not `any`: check.ts's @ts-expect-error
  // lines would otherwise be errors themselves.
  run(process.execPath, [TSC, "-p", "tsconfig.json"], dir);
});

test("the built server (npm start) serves a game; the bot thinks in its worker thread", async () => {
  const server = await startProcess(
    {
      ...plainEnv(),
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: tempDir(),
      WEB_DIR: tempDir(),
      LOG_LEVEL: "warn",
      BOT_THREADS: "1",
    },
    [],
    BUILT,
  );
  after(() => server.stop());
  const alice = await user(server.url);
  const created = await alice.post<{ id: string }>("/api/games", {
    game: "dof",
    options: { scenario: "standard" },
    side: "dem",
    opponent: "bot",
    bot: "heuristic",
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const id = created.body.id;
  // The Communist (the bot) sets up first; then Alice plays until the bot has answered her.
  let g = await waitFor(async () => {
    const x = await alice.game(id);
    return x.yourTurn && x;
  }, 30_000);
  assert.ok(g.seq > 0, "the bot made its set-up placements");
  const before = g.seq;
  for (let i = 0; i < 6 && g.turn === "dem"; i++) {
    const actions = (g.view as unknown as { decision: { actions: unknown[] } }).decision.actions;
    const r = await alice.post<GameInfo>(`/api/games/${id}/actions`, { seq: g.seq, action: actions[0] });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    g = await waitFor(async () => {
      const x = await alice.game(id);
      return (x.yourTurn || x.status === "finished") && x;
    }, 30_000);
  }
  assert.ok(g.seq > before + 6, `the bot answered (seq ${before} -> ${g.seq})`);
  assert.deepEqual(problems(server), []);
});
