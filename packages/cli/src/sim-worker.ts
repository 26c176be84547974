// Worker thread for `sim`: plays each job it is sent and reports the result; null ends it.
import { parentPort } from "node:worker_threads";
import { runJob, type SimJob } from "./sim-game.ts";

const port = parentPort!;
port.on("message", (job: SimJob | null) => {
  if (job === null) port.close();
  else port.postMessage(runJob(job));
});
