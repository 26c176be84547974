// Parts of the table that are not on the first screen (the tracks and piles tabs, the replay):
// chunks of their own, loaded when first shown.
import { signal } from "@preact/signals";
import type { ComponentType } from "preact";

/** A component whose code is loaded when it is first drawn ("…" until then). */
export function lazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const loaded = signal<ComponentType<P> | null>(null);
  let started = false;
  return function Lazy(props: P) {
    if (!started) {
      started = true;
      load().then(
        (c) => (loaded.value = c),
        () => (started = false),
      );
    }
    const C = loaded.value;
    return C ? <C {...props} /> : <p class="muted boot">…</p>;
  };
}
