// Worker thread for `fuzz`: runs each slice it is sent and reports its report (or the error); null ends it.
import { parentPort } from "node:worker_threads";
import { type FuzzJob, runFuzzJob } from "./fuzz-job.ts";

const port = parentPort!;
port.on("message", (job: FuzzJob | null) => {
  if (job === null) {
    port.close();
    return;
  }
  try {
    port.postMessage({ result: runFuzzJob(job) });
  } catch (e) {
    port.postMessage({ error: `games from seed ${job.seed}: ${e instanceof Error ? e.message : String(e)}` });
  }
});
