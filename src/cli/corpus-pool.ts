import { Worker } from "node:worker_threads";
import { createBatchRunner, type BatchJob, type BatchNeeds, type BatchResult } from "./corpus-batch.js";

/** Runs batches: in this thread (`--jobs 1`), or on worker threads, each taking the next batch when free. */
export interface BatchPool {
  run(job: BatchJob): Promise<BatchResult>;
  close(): Promise<void>;
}

/** The one-process run: batches run here, in order. */
export function inProcessPool(needs: BatchNeeds): BatchPool {
  const run = createBatchRunner(needs);
  return { run: async (job) => run(job), close: async () => {} };
}

interface Waiting {
  readonly job: BatchJob;
  readonly resolve: (result: BatchResult) => void;
  readonly reject: (error: unknown) => void;
}

/** `jobs` worker threads running src/cli/corpus-worker.ts (built beside this file as corpus-worker.js). */
export function workerPool(jobs: number, needs: BatchNeeds): BatchPool {
  const queue: Waiting[] = [];
  const idle: Worker[] = [];
  const current = new Map<Worker, Waiting>();
  let failed: unknown;
  let closing = false;
  const dispatch = () => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop() as Worker;
      const next = queue.shift() as Waiting;
      current.set(worker, next);
      worker.postMessage(next.job);
    }
  };
  const fail = (error: unknown) => {
    failed ??= error;
    for (const waiting of [...current.values(), ...queue.splice(0)]) waiting.reject(error);
    current.clear();
  };
  const workers = Array.from({ length: jobs }, () => {
    // A small young generation per worker: each isolate's new space is headroom in the process's RSS, and a
    // worker's garbage is short-lived (one batch), so scavenges stay cheap (the bench measured 253 → 225 MB).
    const worker = new Worker(new URL("./corpus-worker.js", import.meta.url), { workerData: needs, resourceLimits: { maxYoungGenerationSizeMb: 8 } });
    worker.on("message", (result: BatchResult) => {
      current.get(worker)?.resolve(result);
      current.delete(worker);
      idle.push(worker);
      dispatch();
    });
    worker.on("error", fail);
    worker.on("exit", (code) => {
      if (code !== 0 && !closing) fail(new Error(`a worker thread exited with code ${code}`));
    });
    idle.push(worker);
    return worker;
  });
  return {
    run: (job) =>
      new Promise((resolve, reject) => {
        if (failed !== undefined) return reject(failed);
        queue.push({ job, resolve, reject });
        dispatch();
      }),
    close: async () => {
      closing = true;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
