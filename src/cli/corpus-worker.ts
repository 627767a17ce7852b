// A worker thread of `salvage corpus --jobs N`: runs the batches the main thread sends, one at a time.
import { parentPort, workerData } from "node:worker_threads";
import { useRe2 } from "../re2/index.js";
import { createBatchRunner, type BatchJob, type BatchNeeds } from "./corpus-batch.js";

// As the main thread does (main.ts): patterns on RE2, so a worker judges a case as a single thread would.
useRe2();
const run = createBatchRunner(workerData as BatchNeeds);
parentPort?.on("message", (job: BatchJob) => parentPort?.postMessage(run(job)));
