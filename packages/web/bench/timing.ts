// Shared by bench.ts and profile.ts: what a page notes for timing a click.
import type { Page } from "playwright-core";

/**
 * Notes, in the page, when each WebSocket message arrives (before the page's own handler runs),
 * and whether an animation frame's callbacks are running (`__inRaf`, still true in the microtasks
 * that follow a callback, where mutation observers are told): a board changed there is painted
 * by that very frame.
 */
export async function watchPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __wsAt: number[]; __inRaf: boolean };
    w.__wsAt = [];
    w.__inRaf = false;
    const raf = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (cb) =>
      raf((t) => {
        w.__inRaf = true;
        try {
          cb(t);
        } finally {
          queueMicrotask(() => {
            w.__inRaf = false;
          });
        }
      });
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        this.addEventListener("message", () => w.__wsAt.push(performance.now()));
      }
    };
  });
}
