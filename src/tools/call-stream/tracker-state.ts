import type { GuideNode } from "../../schema/index.js";
import { ChunkText } from "./chunk-text.js";
import type { Frame, TrackedCall } from "./frames.js";
import { foldTokens } from "../formats/token-fold.js";

/** What the tracker needs from the toolset: a name resolved to a declared tool (else `undefined`), and its schema. */
export interface TrackerLookup {
  readonly resolve: (name: string) => string | undefined;
  readonly guideOf: (tool: string) => GuideNode | undefined;
  /** The declared names, for markup that only a declared name opens (morph-xml tags, name-json lines). */
  readonly names?: readonly string[];
  /** The toolset's call format pieces: their openers are watched for, and a call in a format it does not read is never shown. */
  readonly formats?: readonly unknown[];
}

/**
 * The state one call tracker shares with its frame readers: the text so far (kept as chunks), the calls
 * begun, the frame being read and where the search for the next call resumes.
 */
export class TrackerState {
  readonly text = new ChunkText();
  /** The same text with special tokens folded (same offsets): markup is found in it, names and values cut from `text`. */
  readonly shape = new ChunkText();
  readonly calls: TrackedCall[] = [];
  frame: Frame | undefined = undefined;
  /** Where the search for the next call's markup resumes. */
  scan = 0;
  /** Whether the start of the text was looked at: a call list or object written first is JSON calls. */
  started = false;
  /** The first offset of the text not yet known to be white space. */
  lead = 0;

  /** The names of the toolset's formats (`undefined`: every format). */
  readonly #formats: ReadonlySet<string> | undefined;

  constructor(readonly lookup: TrackerLookup) {
    this.#formats = lookup.formats === undefined ? undefined : new Set(lookup.formats.map(nameOf).filter((name): name is string => name !== undefined));
  }

  reads(format: string): boolean {
    return this.#formats === undefined || this.#formats.has(format);
  }

  size(): number {
    return this.text.size;
  }

  /** Adds a chunk to the text and to its folded shape. */
  push(chunk: string): void {
    this.text.push(chunk);
    this.shape.push(foldTokens(chunk));
  }

  /** Forgets the text before `position` (in both views). */
  dropBefore(position: number): void {
    this.text.dropBefore(position);
    this.shape.dropBefore(position);
  }

  /** The first `token` (folded) at or after `from`, or -1. */
  find(token: string, from: number): number {
    return this.shape.find(token, from);
  }

  /** The folded text from `start` to `end`: where markup is matched. */
  shapeCut(start: number, end?: number): string {
    return this.shape.cut(start, end);
  }

  cut(start: number, end?: number): string {
    return this.text.cut(start, end);
  }

  startsAt(token: string, at: number): boolean {
    return this.shape.startsAt(token, at);
  }

  charAt(at: number): string | undefined {
    return this.text.charAt(at);
  }

  /** A call to `name` in `format`, begun; `undefined` when the toolset does not read the format or declare the tool. */
  open(name: string, format: string): TrackedCall | undefined {
    if (!this.reads(format)) return undefined;
    const tool = this.lookup.resolve(name.trim());
    if (tool === undefined) return undefined;
    const call: TrackedCall = { index: this.calls.length, tool, input: undefined, complete: false, format };
    this.calls.push(call);
    return call;
  }

  /** Ends the frame: the search for the next call resumes at `at`. */
  finish(at: number): boolean {
    this.frame = undefined;
    this.scan = at;
    return true;
  }

  /** Ends the frame after `closer`, or waits for it. */
  closeAt(current: Frame, closer: string): boolean {
    const at = this.find(closer, current.from);
    if (at === -1) {
      current.from = Math.max(current.from, this.size() - closer.length);
      return false;
    }
    return this.finish(at + closer.length);
  }

  /** The first offset at or after `from` that is not white space, or -1 when the text so far ends first. */
  nonSpace(from: number): number {
    let at = from;
    while (at < this.size() && /\s/.test(this.charAt(at) as string)) at++;
    return at < this.size() ? at : -1;
  }

  /** Waits for more text, remembering how far the frame's search went. */
  wait(current: { seen: number }): boolean {
    current.seen = this.size();
    return false;
  }
}

function nameOf(piece: unknown): string | undefined {
  const name = typeof piece === "object" && piece !== null ? (piece as { name?: unknown }).name : undefined;
  return typeof name === "string" ? name : undefined;
}
