// Worker thread for `sim`: plays each job it is sent and reports the result (or the error); null ends it.
import { parentPort } from "node:worker_threads";
import { runJob, type SimJob } from "./sim-job.ts";

const port = parentPort!;
port.on("message", (job: SimJob | null) => {
  if (job === null) {
    port.close();
    return;
  }
  try {
    port.postMessage({ result: runJob(job) });
  } catch (e) {
    port.postMessage({
      error: `game ${job.index} (seed ${job.seed}): ${e instanceof Error ? e.message : String(e)}`,
    });
  }
});
