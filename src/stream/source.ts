/** What `stream()` reads: text chunks (or UTF-8 bytes) from an async iterable, a sync iterable or a Web stream. */
export type StreamSource =
  | AsyncIterable<string | Uint8Array>
  | Iterable<string | Uint8Array>
  | ReadableStream<string | Uint8Array>;

/**
 * A pull-based reader over any source: `read()` gives the next text chunk, or `undefined` at the end.
 * It rejects when the source does, or with `NotTextChunk` when a chunk is neither a string nor bytes.
 */
export interface ChunkReader {
  /**
   * The next chunk: given at once when the source has it at once (an array, a sync iterator), so a stream over
   * text in memory costs no promise per chunk here; else a promise. Throws or rejects as the source does.
   */
  read(): string | undefined | Promise<string | undefined>;
  /**
   * The next chunk (`undefined` at the end) handed to `then`, or what the source threw or rejected with (a chunk that
   * is not text included) to `fail`: at once when the source has the chunk at once, else in the one promise made from
   * the source's own. The same pair of handlers read after read costs no closure per chunk.
   */
  readThen<R>(then: (chunk: string | undefined) => R, fail: (error: unknown) => R): R | Promise<R>;
  /** Stops the source early (cancels a Web stream, returns an iterator); never throws. */
  cancel(): Promise<void>;
}

/** A reader over `source`, or `undefined` when it is none of the supported kinds. */
export function readerOf(source: unknown): ChunkReader | undefined {
  try {
    if (isReadableStream(source)) {
      const reader = source.getReader();
      return chunkReader(
        () => reader.read(),
        () => reader.cancel(),
        () => reader.releaseLock(),
      );
    }
    if (Array.isArray(source) && source[Symbol.iterator] === arrayValues) return arrayReader(source);
    const iterator = iteratorOf(source);
    return iterator === undefined ? undefined : chunkReader(() => iterator.next(), () => iterator.return?.());
  } catch (error) {
    // A locked Web stream, an iterator factory that throws: the first read reports it.
    return { read: () => Promise.reject(error), readThen: (_then, fail) => fail(error), cancel: () => Promise.resolve() };
  }
}

type Next = IteratorResult<unknown> | ReadableStreamReadResult<unknown>;

/** Text chunks out of any `next()`: bytes decoded, empty chunks skipped, the source released at its end. */
function chunkReader(next: () => Next | PromiseLike<Next>, stop: () => unknown, release?: () => void): ChunkReader {
  const decode = utf8Decoder();
  let done = false;
  /** The chunk in `result`, `skip` for an empty one, `undefined` at the end. */
  const take = (result: Next): string | undefined | typeof skip => {
    if (result.done === true) {
      done = true;
      release?.();
      const rest = decode.flush();
      return rest === "" ? undefined : rest;
    }
    const text = decode.chunk(result.value);
    return text === "" ? skip : text;
  };
  const read = (): string | undefined | Promise<string | undefined> => readThen(same, rethrow);
  // The handlers of the last pending read, and the continuation made for them: a reader is read with one pair.
  let onChunk: ((chunk: string | undefined) => unknown) | undefined;
  let onError: ((error: unknown) => unknown) | undefined;
  let settle: ((result: Next) => unknown) | undefined;
  const readThen = <R>(then: (chunk: string | undefined) => R, fail: (error: unknown) => R): R | Promise<R> => {
    while (!done) {
      let text: string | undefined | typeof skip;
      try {
        const pending = next();
        // A sync iterator's result is used as is: awaiting a plain object would still cost a turn.
        if (isThenable(pending)) {
          if (then !== onChunk || fail !== onError) {
            onChunk = then;
            onError = fail;
            // After an empty chunk from an async source, reading goes on (a sync source's next chunk is given at once).
            settle = (result: Next): R | Promise<R> => {
              let read: string | undefined | typeof skip;
              try {
                read = take(result);
              } catch (error) {
                return fail(error);
              }
              return read === skip ? readThen(then, fail) : then(read);
            };
          }
          return Promise.resolve(pending).then(settle as (result: Next) => R | Promise<R>, fail);
        }
        text = take(pending);
      } catch (error) {
        return fail(error);
      }
      if (text !== skip) return then(text);
    }
    return then(undefined);
  };
  return {
    read,
    readThen,
    async cancel() {
      if (done) return;
      done = true;
      try {
        await stop();
      } catch {
        // the source's own cleanup failed, or it was already closed: nothing is left to read either way
      }
    },
  };
}

const skip = Symbol("empty chunk");

const same = <T>(value: T): T => value;

const rethrow = (error: unknown): never => {
  throw error;
};


/**
 * An array's chunks read by index, as its own iterator reads them (its length read at every step, done for good once
 * past the end), without the iterator's result object per chunk: a stream replayed from memory is read at the speed
 * of its snapshots.
 */
function arrayReader(source: readonly unknown[]): ChunkReader {
  const decode = utf8Decoder();
  let index = 0;
  let done = false;
  const read = (): string | undefined => {
    while (!done) {
      if (index >= source.length) {
        done = true;
        const rest = decode.flush();
        return rest === "" ? undefined : rest;
      }
      const text = decode.chunk(source[index++]);
      if (text !== "") return text;
    }
    return undefined;
  };
  return {
    read,
    readThen(then, fail) {
      let text: string | undefined;
      try {
        text = read();
      } catch (error) {
        return fail(error);
      }
      return then(text);
    },
    cancel() {
      done = true;
      return Promise.resolve();
    },
  };
}

/** Arrays' own iterator: an array that kept it is read by index. */
const arrayValues = /* @__PURE__ */ (() => [][Symbol.iterator])();

function iteratorOf(source: unknown): Iterator<unknown> | AsyncIterator<unknown> | undefined {
  if (typeof source !== "object" || source === null || typeof source === "string") return undefined;
  const candidate = source as Partial<AsyncIterable<unknown> & Iterable<unknown>>;
  const asyncIterate = candidate[Symbol.asyncIterator];
  if (typeof asyncIterate === "function") return asyncIterate.call(source);
  const iterate = candidate[Symbol.iterator];
  return typeof iterate === "function" ? iterate.call(source) : undefined;
}

function isReadableStream(source: unknown): source is ReadableStream<unknown> {
  return typeof source === "object" && source !== null && typeof (source as { getReader?: unknown }).getReader === "function";
}

/** A chunk that is neither text nor bytes: a provider's event objects passed in without their adapter, say. */
export class NotTextChunk extends Error {
  constructor(readonly index: number, readonly kind: string) {
    super(`Chunk ${index} of the stream is ${kind}, not text.`);
  }
}

/** Strings pass through; bytes are decoded as UTF-8 across chunk boundaries; anything else is refused. */
function utf8Decoder(): { chunk(part: unknown): string; flush(): string } {
  let decoder: TextDecoder | undefined;
  let index = 0;
  return {
    chunk(part) {
      index++;
      if (typeof part === "string") return part;
      if (!(part instanceof Uint8Array)) throw new NotTextChunk(index, kindOf(part));
      decoder ??= new TextDecoder();
      return decoder.decode(part, { stream: true });
    },
    flush() {
      return decoder === undefined ? "" : decoder.decode();
    },
  };
}

function kindOf(part: unknown): string {
  if (part === null || part === undefined) return String(part);
  if (Array.isArray(part)) return "an array";
  return typeof part === "object" ? "an object" : `a ${typeof part}`;
}

export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function";
}
