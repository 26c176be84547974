// Worker thread for `sim`: plays the jobs it is given and reports each result.
import { parentPort, workerData } from "node:worker_threads";
import { runJob, type SimJob } from "./sim-game.ts";

const jobs = (workerData as { jobs: SimJob[] }).jobs;
for (const job of jobs) parentPort!.postMessage(runJob(job));
