// Shared by the browser tests: the real server (on a temporary data folder, the client built with
// Vite), headless Chromium through playwright-core, sign-up, screenshots, page errors.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AnyGameModule } from "@dawn/platform";
import { type RunningServer, startServer } from "@dawn/server";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { buildClient } from "./build.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
export const OUT = fileURLToPath(new URL("../test-output/", import.meta.url));

const haveChromium = fs.existsSync(CHROMIUM);
if (!haveChromium && process.env.CI === "true") {
  throw new Error(
    `Chromium is missing at ${CHROMIUM}: CI must run the browser tests (apt-get install chromium)`,
  );
}
/** Why the browser tests are skipped (false: they run). */
export const skip = haveChromium
  ? false
  : `Chromium not found at ${CHROMIUM} (install Debian's chromium package)`;

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

export interface E2E {
  /** The running server (a new object after `restart`). */
  readonly server: RunningServer;
  /** Stops the server and starts it again on the same port and data (a deploy, a crash). */
  restart(): Promise<void>;
  readonly browser: Browser;
  readonly serverErrors: string[];
  readonly pageErrors: string[];
  newPage(
    viewport: { width: number; height: number },
    locale?: string,
  ): Promise<{ ctx: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

export async function startE2E(extraGames: readonly AnyGameModule[] = []): Promise<E2E> {
  fs.mkdirSync(OUT, { recursive: true });
  const webDir = await buildClient();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dawn-web-e2e-"));
  const serverErrors: string[] = [];
  const pageErrors: string[] = [];
  const config = {
    port: 0,
    host: "127.0.0.1",
    dataDir,
    webDir,
    scrypt: { N: 1024, r: 8, p: 1 },
    botDelayMs: 0,
    extraGames,
    rateLimits: {
      ip: { max: 10_000_000, windowMs: 60_000 },
      user: { max: 10_000_000, windowMs: 60_000 },
      auth: { max: 10_000_000, windowMs: 60_000 },
    },
    loginThrottle: { accountFree: 1000, addressFree: 1000 },
    wsLimits: { perAddress: 10_000, messageBurst: 10_000 },
    logLevel: "warn",
    // Warnings and errors of the server (JSON lines).
    logStream: { write: (line: string) => serverErrors.push((JSON.parse(line) as { msg: string }).msg) },
  };
  let server = await startServer(config);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  return {
    get server() {
      return server;
    },
    async restart() {
      const port = server.port;
      await server.close();
      server = await startServer({ ...config, port });
    },
    browser,
    serverErrors,
    pageErrors,
    async newPage(viewport, locale = "en-US") {
      const ctx = await browser.newContext({ viewport, locale });
      const page = await ctx.newPage();
      page.setDefaultTimeout(15_000);
      page.on("pageerror", (e) => pageErrors.push(e.message));
      return { ctx, page };
    },
    async close() {
      await browser.close();
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs a new account up (the page's language is the browser's unless set). */
export async function register(e: E2E, page: Page, name: string): Promise<void> {
  await page.goto(e.server.url + "/");
  await page.waitForSelector("form.auth");
  await page.click("form.auth button.link");
  await page.fill("input[name=name]", name);
  await page.fill("input[name=password]", "correct horse battery");
  await page.click("form.auth button[type=submit]");
  await page.waitForSelector(".home");
}

export const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage });

/** The page is no wider than its screen (no sideways scrolling). */
export async function fitsWidth(page: Page): Promise<boolean> {
  const [scrollWidth, width] = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
  return scrollWidth <= width;
}
