import { readFileSync, readdirSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { modelOutput } from "../src/fuzz/index.js";
import { salvage } from "../src/salvage/index.js";
import { isViewPartial, split } from "./helpers/chunks.js";

// The realistic schemas of the bundled corpus; model outputs written with every corruption the fuzz kit knows.
const schemaDir = new URL("../bench/corpora/schemas/", import.meta.url);
const schemas = readdirSync(schemaDir)
  .filter((file) => file.endsWith(".json"))
  .sort()
  .map((file) => JSON.parse(readFileSync(new URL(file, schemaDir), "utf8")) as Record<string, unknown>);

const cases = fc.tuple(
  fc.nat({ max: schemas.length - 1 }).chain((index) => fc.tuple(fc.constant(index), modelOutput(schemas[index] as Record<string, unknown>))),
  fc.oneof(fc.array(fc.nat(), { maxLength: 30 }), fc.constant(Array.from({ length: 2000 }, (_, i) => i))),
);

describe("parser.stream() is independent of chunking", () => {
  const parsers = schemas.map((schema) => salvage(schema));

  it("ends with the one-shot outcome for any split, down to one character, and every snapshot is a partial of what the text holds", async () => {
    await fc.assert(
      fc.asyncProperty(cases, async ([[index, output], cuts]) => {
        const parse = parsers[index] as (typeof parsers)[number];
        const chunks = split(output.text, cuts);
        const stream = parse.stream(chunks);
        const snapshots: unknown[] = [];
        for await (const snapshot of stream) snapshots.push(structuredClone(snapshot.value));
        expect(await stream.result).toEqual(parse(output.text));
        // What the stream shows of the whole text, pushed at once: the last snapshot shows exactly that.
        const once = parse.streamer();
        const read = structuredClone(once.push(output.text).value);
        expect(snapshots.at(-1)).toEqual(read);
        for (const value of snapshots) expect(isViewPartial(value, read)).toBe(true);
      }),
      { seed: 7, numRuns: 200 },
    );
  });
});

// The streamer hands the pipeline its own reading when the text is strict JSON, instead of JSON.parse's:
// on valid JSON and on texts one edit away from it, the outcome must be the one-shot outcome, key order included.
describe("the streamer's strict-JSON reading is JSON.parse's", () => {
  const anything = salvage({});
  const edits = fc.tuple(fc.nat(), fc.constantFrom("", " ", "\n", "\u00a0", "\t", ",", ":", '"', "'", "\\", "{", "}", "[", "]", "0", "-", "e", ".", "x", "/", "\u0001", "\u2028"), fc.boolean());
  const texts = fc
    .tuple(fc.jsonValue(), fc.constantFrom<number | string | undefined>(undefined, 1, "\t"), fc.option(edits, { nil: undefined }))
    .map(([value, indent, edit]) => {
      const json = JSON.stringify(value, null, indent) ?? "null";
      if (edit === undefined) return json;
      const [at, piece, replace] = edit;
      const i = at % (json.length + 1);
      return json.slice(0, i) + piece + json.slice(replace ? i + 1 : i);
    });

  it("gives the one-shot outcome for any text, split anywhere", () => {
    fc.assert(
      fc.property(texts, fc.array(fc.nat(), { maxLength: 12 }), (text, cuts) => {
        const streamer = anything.streamer();
        for (const chunk of split(text, cuts)) streamer.push(chunk);
        const streamed = streamer.end();
        const once = anything(text);
        expect(streamed).toEqual(once);
        if (streamed.ok && once.ok) expect(JSON.stringify(streamed.value)).toBe(JSON.stringify(once.value));
      }),
      { seed: 23, numRuns: 3000 },
    );
  });
});
