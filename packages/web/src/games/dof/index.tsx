// 1989: Dawn of Freedom in the browser: its board, replay and texts, loaded as one chunk when a
// game of it is opened.
import type { View } from "@dawn/engine";
import { validateRecord } from "@dawn/engine";
import { effect } from "@preact/signals";
import { useEffect, useRef } from "preact/hooks";
import type { BoardProps, ReplayProps, TitleUI } from "../../shell/titles.ts";
import "./dof.css";
import { Replay } from "./legacy.ts";
import { DofUI, resultText } from "./ui.ts";

function Board({ snap, busy, ctx }: BoardProps<View>) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const ui = new DofUI(ref.current!, ctx);
    const stop = effect(() => ui.update(snap.value));
    const stopBusy = effect(() => ui.busy(busy.value));
    return () => {
      stop();
      stopBusy();
      ui.destroy();
    };
  }, []);
  return <div class="dof-host" ref={ref} />;
}

function DofReplay({ record }: ReplayProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const r = new Replay(ref.current!, validateRecord(record));
    return () => r.destroy();
  }, [record]);
  return <div class="dof-host" ref={ref} />;
}

export const dofUI: TitleUI<View> = { Board, Replay: DofReplay, resultText };
