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
  let reading: Promise<PartialSnapshot<T> | undefined> | undefined; // one read at a time: the source's answer pending
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

  /** A chunk read and pushed: the snapshot, or `undefined` at the end; a promise only when the source made one. */
  type Read = PartialSnapshot<T> | undefined | Promise<PartialSnapshot<T> | undefined>;

  const readOnce = (active: ChunkReader): Read => {
    if (signal?.aborted === true) return abort().then(() => undefined);
    let chunk: string | undefined | Promise<string | undefined>;
    try {
      chunk = active.read();
    } catch (error) {
      return readFailed(error);
    }
    return chunk instanceof Promise ? chunk.then(receivedLater, readFailedLater) : received(chunk);
  };

  // A read that waited on the source ends here: the next one may start (what follows, a push or the close, is
  // decided now). Clearing `reading` in a step of its own cost a promise per chunk.
  const receivedLater = (chunk: string | undefined): Read => {
    reading = undefined;
    return received(chunk);
  };
  const readFailedLater = (error: unknown): Read => {
    reading = undefined;
    return readFailed(error);
  };

  const received = (chunk: string | undefined): Read => {
    if (closed) return undefined; // aborted while the read was pending
    if (chunk === undefined) return close(undefined).then(() => undefined);
    const snapshot = streamer.push(chunk);
    for (let i = 0; i < queues.length; i++) (queues[i] as SnapshotQueue<T>).put(snapshot);
    if (streamer.failure !== undefined) return close(streamer.failure).then(() => snapshot);
    return snapshot;
  };

  const readFailed = (error: unknown): Read => {
    if (closed) return undefined;
    const message = error instanceof NotTextChunk ? `${error.message} ${notTextHint}` : sourceFailedMessage(error);
    return close({ code: error instanceof NotTextChunk ? "no-json-found" : "call-failed", stage: "client", message, issues: [] }).then(() => undefined);
  };

  /** The next snapshot, or `undefined` once the stream is over; never two reads at once. */
  const step = (): Read => {
    if (closed) return result.then(() => undefined);
    if (reader === undefined) {
      return close({ code: "no-json-found", stage: "client", message: notStreamMessage(source), issues: [] }).then(() => undefined);
    }
    if (reading !== undefined) return reading;
    const read = readOnce(reader);
    // Cleared when the source answers (`receivedLater`); an abort closes the stream, and a closed stream reads no more.
    if (read instanceof Promise) reading = read;
    return read;
  };

  const drain = (): Promise<void> =>
    (draining ??= (async () => {
      while ((await step()) !== undefined);
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
      const pulledLater = (): IteratorResult<PartialSnapshot<T>> | Promise<IteratorResult<PartialSnapshot<T>>> => {
        const stepped = step();
        return stepped instanceof Promise ? stepped.then(pulled) : pulled();
      };
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
          const stepped = step();
          return stepped instanceof Promise ? stepped.then(pulled) : Promise.resolve(pulled());
        },
        async return() {
          return done();
        },
      };
    },
  };
}

const deferred = Promise.resolve();

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
