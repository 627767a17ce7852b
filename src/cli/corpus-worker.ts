// A worker thread of `salvage corpus --jobs N`: runs the batches the main thread sends, one at a time.
import { parentPort, workerData } from "node:worker_threads";
import { createBatchRunner, type BatchJob, type BatchNeeds } from "./corpus-batch.js";

const run = createBatchRunner(workerData as BatchNeeds);
parentPort?.on("message", (job: BatchJob) => parentPort?.postMessage(run(job)));
