import { stat, truncate } from "node:fs/promises";
import type { Verdict } from "../corpus/index.js";
import { openLines, type LineSource } from "./corpus-lines.js";

/** One result line of an interrupted run, as `--resume` reads it back. */
export interface Recorded {
  readonly id: string;
  readonly category: string;
  readonly verdict: Verdict;
  readonly ms: number;
}

const verdicts = new Set<string>(["exact", "wrong", "failed", "failed-cleanly"]);

/** Reads a result line; undefined for a line cut off by the interruption (or anything else that is not a result). */
export function readRecorded(line: string): Recorded | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return undefined;
  }
  const record = parsed as Partial<Recorded> | null;
  if (typeof record !== "object" || record === null || typeof record.id !== "string" || typeof record.category !== "string") return undefined;
  if (typeof record.verdict !== "string" || !verdicts.has(record.verdict)) return undefined;
  return { id: record.id, category: record.category, verdict: record.verdict, ms: typeof record.ms === "number" ? record.ms : 0 };
}

/**
 * The results an interrupted run wrote, one at a time, and how many bytes of the file they fill: the file
 * is cut there before the run appends, so a line half-written at the interruption is written again whole.
 */
export interface Resumable {
  next(): Promise<Recorded | undefined>;
  /** Bytes of the whole result lines read so far. */
  readonly kept: () => number;
  /** Cuts the file after the last whole result read. */
  cut(): Promise<void>;
}

/** The earlier results in `path`, or undefined when there is no such file (a fresh run). */
export async function openResumable(path: string): Promise<Resumable | undefined> {
  try {
    await stat(path);
  } catch {
    return undefined;
  }
  const lines: LineSource = await openLines(path);
  const size = lines.totalBytes ?? 0;
  let kept = 0;
  let done = false;
  return {
    async next() {
      if (done) return undefined;
      const line = await lines.nextLine();
      const recorded = line === undefined ? undefined : readRecorded(line);
      const end = line === undefined ? 0 : kept + Buffer.byteLength(line) + 1;
      // A last line without its newline was cut off: it is run again.
      if (recorded === undefined || end > size) {
        done = true;
        return undefined;
      }
      kept = end;
      return recorded;
    },
    kept: () => kept,
    cut: () => truncate(path, kept),
  };
}
