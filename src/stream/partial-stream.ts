import type { Failure, Outcome } from "../outcome/types.js";
import type { CompiledParser } from "../parse/compile.js";
import { notStreamMessage, sourceFailedMessage, streamAbortedMessage } from "./messages.js";
import { NotTextChunk, readerOf, type ChunkReader } from "./source.js";
import { createStreamer } from "./streamer.js";
import type { PartialSnapshot, PartialStream, StreamOptions } from "./types.js";

/**
 * Reads `source` through a streamer. Iterating pulls one chunk per snapshot (the source is read no
 * faster than the loop consumes); reading `result` drains the source, and a loop running at the same
 * time then receives every snapshot in order from a queue. Breaking out of a loop leaves the source
 * unread until `result` is read; `signal` is the way to stop it.
 */
export function createPartialStream<T>(parser: CompiledParser, source: unknown, options: StreamOptions = {}): PartialStream<T> {
  const streamer = createStreamer<T>(parser, options);
  const reader = readerOf(source);
  const signal = options.signal;
  let closed = false; // set at once when the stream ends, before the outcome is known
  let outcome: Outcome<T> | undefined;
  let settle!: (outcome: Outcome<T>) => void;
  const result = new Promise<Outcome<T>>((resolve) => (settle = resolve));
  let draining: Promise<void> | undefined;
  let reading: Promise<unknown> | undefined; // one read at a time: the source's answer pending
  // An array, not a Set: it is walked once per chunk, and a Set's iterator is an object per walk.
  const queues: SnapshotQueue<T>[] = [];
  let pulling = false; // a loop has read the first chunk

  const close = async (failed: Failure | undefined): Promise<void> => {
    if (closed) return;
    closed = true;
    signal?.removeEventListener("abort", onAbort);
    if (failed !== undefined) await reader?.cancel();
    outcome = failed === undefined ? await streamer.endAsync() : { ok: false, error: failed, steps: [] };
    settle(outcome);
    for (const queue of queues) queue.end();
  };

  const abort = (): Promise<void> => close({ code: "aborted", stage: "client", message: streamAbortedMessage, issues: [] });
  const onAbort = (): void => void abort();
  signal?.addEventListener("abort", onAbort, { once: true });

  /**
   * What a loop (or the drain) does with each chunk read: push it (its snapshot lands in every loop's queue), then
   * `after()`. Made once per loop: a chunk from an async source then costs one promise and no closure here.
   */
  const pullerOf = <R>(after: () => R): Puller<R> => ({
    after,
    chunk: (chunk) => {
      reading = undefined; // the source answered: the next read may start
      return settledThen(received(chunk), after);
    },
    failed: (error) => {
      reading = undefined;
      return settledThen(readFailed(error), after);
    },
  });

  const readOnce = <R>(active: ChunkReader, puller: Puller<R>): R | Promise<R> => {
    if (signal?.aborted === true) return abort().then(puller.after);
    // A promise resolved with a promise takes on its value: `Promise<R | Promise<R>>` is a `Promise<R>`.
    const read = active.readThen(puller.chunk, puller.failed) as R | Promise<R>;
    // Cleared when the source answers; an abort closes the stream, and a closed stream reads no more.
    if (read instanceof Promise) reading = read;
    return read;
  };

  /** Pushes a chunk (`undefined`: the source ended); a promise only while the stream closes. */
  const received = (chunk: string | undefined): Promise<void> | undefined => {
    if (closed) return undefined; // aborted while the read was pending
    if (chunk === undefined) return close(undefined);
    const snapshot = streamer.push(chunk);
    for (let i = 0; i < queues.length; i++) (queues[i] as SnapshotQueue<T>).put(snapshot);
    return streamer.failure === undefined ? undefined : close(streamer.failure);
  };

  const readFailed = (error: unknown): Promise<void> | undefined => {
    if (closed) return undefined;
    const message = error instanceof NotTextChunk ? `${error.message} ${notTextHint}` : sourceFailedMessage(error);
    return close({ code: error instanceof NotTextChunk ? "no-json-found" : "call-failed", stage: "client", message, issues: [] });
  };

  /**
   * Reads the next chunk unless one is being read (never two reads at once), then `puller.after()`: the snapshot
   * lands in every loop's queue, and `after` takes it. Once the stream is over, `after()` runs when the outcome is known.
   */
  const step = <R>(puller: Puller<R>): R | Promise<R> => {
    if (closed) return result.then(puller.after);
    if (reader === undefined) {
      return close({ code: "no-json-found", stage: "client", message: notStreamMessage(source), issues: [] }).then(puller.after);
    }
    if (reading !== undefined) return reading.then(puller.after);
    return readOnce(reader, puller);
  };

  const drain = (): Promise<void> =>
    (draining ??= (async () => {
      const puller = pullerOf(nothing);
      while (!closed) await step(puller);
    })());

  return {
    get result() {
      void drain();
      return result;
    },
    [Symbol.asyncIterator](): AsyncIterator<PartialSnapshot<T>> {
      const queue = new SnapshotQueue<T>();
      if (outcome !== undefined) queue.end();
      queues.push(queue);
      const done = (): IteratorResult<PartialSnapshot<T>> => {
        const at = queues.indexOf(queue);
        if (at >= 0) queues.splice(at, 1);
        return { done: true, value: undefined };
      };
      // Pull mode: this loop drives the source; the snapshot it reads was queued for every loop, this one included.
      const pulled = (): IteratorResult<PartialSnapshot<T>> => {
        const taken = queue.take();
        return taken === undefined ? done() : { done: false, value: taken };
      };
      const puller = pullerOf(pulled);
      const pulledLater = (): IteratorResult<PartialSnapshot<T>> | Promise<IteratorResult<PartialSnapshot<T>>> => step(puller);
      return {
        next() {
          const queued = queue.take();
          if (queued !== undefined) return Promise.resolve({ done: false, value: queued });
          if (queue.ended) return Promise.resolve(done());
          if (draining !== undefined) return queue.wait().then((next) => (next === undefined ? done() : { done: false, value: next }));
          // A read starts a turn later, as it always has: loops started in the same turn all see the first chunk, and
          // two loops take turns, each seeing the value as the other did. One loop past its first read reads at once:
          // a turn per chunk cost a promise and a closure on every snapshot.
          if (!pulling || queues.length > 1) {
            pulling = true;
            return deferred.then(pulledLater);
          }
          const stepped = step(puller);
          return stepped instanceof Promise ? stepped : Promise.resolve(stepped);
        },
        async return() {
          return done();
        },
      };
    },
  };
}

const deferred = Promise.resolve();

const nothing = (): void => undefined;

/** A loop's (or the drain's) handlers of a read: the chunk, the source's failure, and what follows either. */
interface Puller<R> {
  readonly after: () => R;
  readonly chunk: (chunk: string | undefined) => R | Promise<R>;
  readonly failed: (error: unknown) => R | Promise<R>;
}

/** `after()` once `pending` (a close in progress, or nothing) is done. */
function settledThen<R>(pending: Promise<void> | undefined, after: () => R): R | Promise<R> {
  return pending === undefined ? after() : pending.then(after);
}

const notTextHint = "Pass text deltas: `textDeltas(stream)` from salvage/openai or salvage/anthropic turns a client's events into text.";

/** Snapshots not yet taken by one loop, in order; O(1) per put and take, and no allocation while one is queued at a time. */
class SnapshotQueue<T> {
  #next: PartialSnapshot<T> | undefined; // the first one, kept out of the list: a single loop never has more
  #items: PartialSnapshot<T>[] = [];
  #head = 0;
  #waiter: ((snapshot: PartialSnapshot<T> | undefined) => void) | undefined;
  ended = false;

  put(snapshot: PartialSnapshot<T>): void {
    const waiter = this.#waiter;
    if (waiter !== undefined) {
      this.#waiter = undefined;
      waiter(snapshot);
    } else if (this.#next === undefined && this.#head === this.#items.length) {
      this.#next = snapshot;
    } else {
      this.#items.push(snapshot);
    }
  }

  take(): PartialSnapshot<T> | undefined {
    const next = this.#next;
    if (next !== undefined) {
      this.#next = undefined;
      return next;
    }
    if (this.#head >= this.#items.length) return undefined;
    const item = this.#items[this.#head++];
    if (this.#head === this.#items.length) {
      this.#items = [];
      this.#head = 0;
    }
    return item;
  }

  wait(): Promise<PartialSnapshot<T> | undefined> {
    return new Promise((resolve) => (this.#waiter = resolve));
  }

  end(): void {
    this.ended = true;
    const waiter = this.#waiter;
    this.#waiter = undefined;
    waiter?.(undefined);
  }
}
