import { createReadStream } from "node:fs";
import { open, stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { createGunzip } from "node:zlib";
import { UsageError } from "./io.js";

/** Lines of a file as they arrive: a batch of whole lines per chunk read, never the whole file at once. */
export interface LineSource {
  /** The next lines (at least one), or undefined at the end. */
  nextLines(): Promise<string[] | undefined>;
  /** The next line, or undefined at the end. */
  nextLine(): Promise<string | undefined>;
  /** Bytes read from the file so far (compressed bytes for a .gz file). */
  readonly bytesRead: () => number;
  /** The file's size, when known (not for standard input). */
  readonly totalBytes?: number;
}

const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * Opens a JSONL file, a gzip-compressed one (`.jsonl.gz`, known by its first two bytes) or standard input
 * (`-`), as a stream of lines. Memory holds one chunk and the line it ends in, not the file.
 */
export async function openLines(path: string): Promise<LineSource> {
  let read = 0;
  let raw: AsyncIterable<Buffer>;
  let totalBytes: number | undefined;
  let gzip: boolean;
  if (path === "-") {
    const peeked = await peek(process.stdin as AsyncIterable<Buffer>);
    gzip = peeked.first !== undefined && peeked.first[0] === GZIP_MAGIC[0] && peeked.first[1] === GZIP_MAGIC[1];
    raw = peeked.all;
  } else {
    try {
      totalBytes = (await stat(path)).size;
      const handle = await open(path, "r");
      const head = Buffer.alloc(2);
      await handle.read(head, 0, 2, 0);
      await handle.close();
      gzip = head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
    } catch (error) {
      throw new UsageError(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    }
    raw = createReadStream(path, { highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer>;
  }
  const counted = (async function* () {
    for await (const chunk of raw) {
      read += chunk.length;
      yield chunk;
    }
  })();
  const chunks: AsyncIterable<Buffer> = gzip ? (Readable.from(counted).pipe(createGunzip()) as AsyncIterable<Buffer>) : counted;
  const source = splitLines(chunks, path);
  let buffered: string[] = [];
  let at = 0;
  const nextLines = async () => {
    if (at < buffered.length) {
      const rest = buffered.slice(at);
      buffered = [];
      at = 0;
      return rest;
    }
    const next = await source.next();
    return next.done === true ? undefined : next.value;
  };
  return {
    nextLines,
    async nextLine() {
      if (at >= buffered.length) {
        const lines = await nextLines();
        if (lines === undefined) return undefined;
        buffered = lines;
        at = 0;
      }
      return buffered[at++];
    },
    bytesRead: () => read,
    ...(totalBytes === undefined ? {} : { totalBytes }),
  };
}

/** The first chunk of a stream (to sniff its format), and the whole stream again with that chunk in front. */
async function peek(stream: AsyncIterable<Buffer>): Promise<{ first: Buffer | undefined; all: AsyncIterable<Buffer> }> {
  const iterator = stream[Symbol.asyncIterator]();
  const head = await iterator.next();
  const first = head.done === true ? undefined : head.value;
  async function* all() {
    if (first !== undefined) yield first;
    for (;;) {
      const next = await iterator.next();
      if (next.done === true) return;
      yield next.value;
    }
  }
  return { first, all: all() };
}

/**
 * Splits decoded text into lines. A line longer than one chunk is kept as pieces and joined once, so a
 * huge line costs its length, not its length times the number of chunks.
 */
async function* splitLines(chunks: AsyncIterable<Buffer>, path: string): AsyncGenerator<string[]> {
  const decoder = new StringDecoder("utf8");
  let pieces: string[] = [];
  let first = true;
  try {
    for await (const chunk of chunks) {
      let text = decoder.write(chunk);
      if (first && text.length > 0) {
        first = false;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      const lines: string[] = [];
      let start = 0;
      for (let end = text.indexOf("\n"); end !== -1; end = text.indexOf("\n", start)) {
        pieces.push(text.slice(start, end));
        lines.push(pieces.length === 1 ? (pieces[0] as string) : pieces.join(""));
        pieces = [];
        start = end + 1;
      }
      if (start < text.length) pieces.push(text.slice(start));
      if (lines.length > 0) yield lines;
    }
  } catch (error) {
    throw new UsageError(`cannot read ${path === "-" ? "standard input" : path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  const tail = decoder.end();
  if (tail !== "") pieces.push(tail);
  if (pieces.length > 0) yield [pieces.join("")];
}
