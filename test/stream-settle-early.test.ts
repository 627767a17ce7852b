import { readFileSync, readdirSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { split } from "./helpers/chunks.js";
import { modelOutput } from "../src/fuzz/index.js";
import { compileParser, type CompiledParser } from "../src/parse/compile.js";
import type { StreamPath } from "../src/tolerant/types.js";
import { createStreamer } from "../src/stream/streamer.js";
import type { PartialSnapshot } from "../src/stream/types.js";

// The view settles most finished members mid-push (`settleEarly`); with it off, every member is placed at the
// snapshot, the way the view always did. Both must show the same stream: every snapshot's value, path and
// `isComplete`, and the same outcome at the end.
const schemaDir = new URL("../bench/corpora/schemas/", import.meta.url);
const corpusSchemas = readdirSync(schemaDir)
  .filter((file) => file.endsWith(".json"))
  .sort()
  .map((file) => JSON.parse(readFileSync(new URL(file, schemaDir), "utf8")) as Record<string, unknown>);
// Beside the corpus's: aliases and renames, a date the view reads, numbers where strings go, enums.
const Event = z.object({
  title: z.string().meta({ aliases: ["name"] }),
  when: z.date(),
  seats: z.number().int(),
  code: z.string(),
  kind: z.enum(["talk", "workshop"]),
  tags: z.array(z.string()),
});
const eventTexts = [
  '{"name": "Launch", "when": "2024-05-01T10:00:00Z", "seats": "40", "code": 7.10, "kind": "Talk", "tags": ["a", 1]}',
  '{"Title": "x", "when": "soon", "seats": 3, "code": "c", "kind": "workshop", "tags": []}',
  '{"title": "t", "title": "t", "seats": 2.0, "tags": [true, null, "z"], "extra": {"a": [1, {}]}}',
  '[{"title": 1}]',
];

function compiled(schema: unknown): CompiledParser {
  const parser = compileParser(schema as Record<string, unknown>);
  if (!parser.ok) throw new Error(parser.error.message);
  return parser.value;
}

/** Every path in a value, containers and leaves, and one that is absent under each container. */
function pathsOf(value: unknown, prefix: StreamPath = [], out: StreamPath[] = []): StreamPath[] {
  out.push(prefix);
  if (Array.isArray(value)) {
    value.forEach((item, index) => pathsOf(item, [...prefix, index], out));
    out.push([...prefix, value.length]);
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], out);
    out.push([...prefix, "absent"]);
  }
  return out;
}

/** The stream's snapshots, each read as a consumer would right away (value copied, path), with the snapshot kept. */
function streamed(parser: CompiledParser, chunks: readonly string[], settleEarly: boolean) {
  const streamer = createStreamer<unknown>(parser, {}, settleEarly);
  const seen: { value: unknown; path: StreamPath; complete: boolean; done: boolean; snapshot: PartialSnapshot<unknown> }[] = [];
  for (const chunk of chunks) {
    const snapshot = streamer.push(chunk);
    seen.push({ value: structuredClone(snapshot.value), path: snapshot.pendingPath, complete: snapshot.complete, done: snapshot.done, snapshot });
  }
  return { seen, outcome: streamer.end() };
}

function expectSame(parser: CompiledParser, text: string, cuts: readonly number[]): void {
  const chunks = split(text, cuts);
  const early = streamed(parser, chunks, true);
  const late = streamed(parser, chunks, false);
  expect(early.outcome).toStrictEqual(late.outcome);
  expect(early.seen.length).toBe(late.seen.length);
  const paths = pathsOf(late.seen.at(-1)?.value);
  for (let i = 0; i < late.seen.length; i++) {
    const a = early.seen[i]!;
    const b = late.seen[i]!;
    if (!isDeepStrictEqual([a.value, a.path, a.complete, a.done], [b.value, b.path, b.complete, b.done])) {
      expect({ chunk: i, value: a.value, path: a.path }).toStrictEqual({ chunk: i, value: b.value, path: b.path });
    }
    // Asked after the stream ended, of every snapshot: what was finished when it was taken.
    for (const path of paths) {
      if (a.snapshot.isComplete(path) !== b.snapshot.isComplete(path)) expect({ chunk: i, path, complete: a.snapshot.isComplete(path) }).toStrictEqual({ chunk: i, path, complete: b.snapshot.isComplete(path) });
    }
  }
}

describe("the view settling members mid-push shows the same stream as placing them at each snapshot", () => {
  it("on model outputs of the corpus's schemas, every corruption, cut anywhere", () => {
    const cases = fc.constantFrom(...corpusSchemas).chain((schema) => fc.tuple(fc.constant(compiled(schema)), modelOutput(schema, { maxCorruptions: 4 }), fc.array(fc.nat(), { maxLength: 12 })));
    fc.assert(
      fc.property(cases, ([parser, output, cuts]) => expectSame(parser, output.text, cuts)),
      { seed: 30, numRuns: 600 },
    );
  });

  it("on every kind of scalar under every kind of scalar type", () => {
    // Strings, integers, fractions, a number beyond the double's range, booleans and null, each under a string, a
    // number, an integer, a boolean, a null, two types, no type, an enum and alternatives: what is settled mid-push
    // must be what the snapshot would place.
    const slots = { s: { type: "string" }, n: { type: "number" }, i: { type: "integer" }, b: { type: "boolean" }, z: { type: "null" }, si: { type: ["string", "integer"] }, any: {}, e: { enum: [1, "x"] }, u: { anyOf: [{ type: "string" }, { type: "number" }] } };
    const parser = compiled({ type: "object", properties: { ...slots, list: { type: "array", items: { type: "integer" } } } });
    // One member a text: the first that shows otherwise gives the view a container of its own, and from then on
    // nothing is settled mid-push.
    for (const scalar of ['"x"', "1", "-0", "1.5", "2.0", "1e400", "true", "null"]) {
      const texts = [...Object.keys(slots).map((key) => `{"${key}": ${scalar}, "s": "y"}`), `{"list": [${scalar}, 2, ${scalar}]}`];
      for (const text of texts) {
        for (const size of [1, 5, 40]) {
          const cuts: number[] = [];
          for (let at = size; at < text.length; at += size) cuts.push(at);
          expectSame(parser, text, cuts);
        }
      }
    }
  });

  it("on renames, dates, numbers where strings go and enums, in chunks of every size", () => {
    const parser = compiled(Event);
    for (const text of eventTexts) {
      for (const size of [1, 2, 3, 7, 20]) {
        const cuts: number[] = [];
        for (let at = size; at < text.length; at += size) cuts.push(at);
        expectSame(parser, text, cuts);
      }
    }
  });
});
