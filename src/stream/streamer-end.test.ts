import { describe, expect, it } from "vitest";
import * as z from "zod";
import { salvage } from "../salvage/index.js";

// end() answers strict JSON that validates as written without joining the chunks; every other way a strict JSON
// text can end (a rule needed, a placeholder, an echo, a hidden rename, a failure) goes through the whole pipeline.
const person = z.object({ name: z.string(), age: z.number() });
const texts: readonly [string, string][] = [
  ["valid as written", '{"name": "Ada", "age": 36}'],
  ["valid, whitespace around", '\n  {"name": "Ada", "age": 36}  \n'],
  // The end of the value is found back from the last chunk when the stream ends: chunks of whitespace only at the end.
  ["valid, a long run of whitespace after", `{"name": "Ada", "age": 36}${" \n\t".repeat(40)}`],
  ["valid, then a word after the whitespace", '{"name": "Ada", "age": 36}\n\n  Done.'],
  ["strict JSON needing a rule", '{"name": "Ada", "age": "36"}'],
  ["strict JSON with a misnamed key", '{"Name": "Ada", "age": 36}'],
  ["strict JSON of placeholders", '{"name": "<string>", "age": 0}'],
  ["strict JSON that does not fit", '{"name": 1, "age": true}'],
  ["strict JSON array for an object", "[1, 2]"],
  ["repaired", "{'name': 'Ada', age: 36,}"],
  ["cut off", '{"name": "Ada", "age": 3'],
];

function chunks(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

describe("streamer end()", () => {
  it.each(texts)("gives parser(text) exactly: %s", async (_, text) => {
    const parse = salvage(person);
    for (const size of [1, 4, 100]) {
      const sync = parse.streamer();
      const later = parse.streamer();
      for (const chunk of chunks(text, size)) {
        sync.push(chunk);
        later.push(chunk);
      }
      expect(sync.end()).toEqual(parse(text));
      expect(await later.endAsync()).toEqual(await parse.parseAsync(text));
    }
  });

  it("keeps the whole text in a failure that followed a strict JSON reading", () => {
    const text = '{"name": "<string>", "age": 0}';
    const streamer = salvage(person).streamer();
    for (const chunk of chunks(text, 3)) streamer.push(chunk);
    const outcome = streamer.end();
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error.text).toBe(text);
  });

  it("names the whole text's span in the extract step of an answer valid as written", () => {
    const text = ' {"name": "Ada", "age": 36}\n';
    const streamer = salvage(person).streamer();
    for (const chunk of chunks(text, 5)) streamer.push(chunk);
    expect(streamer.end().steps[0]).toEqual({ stage: "extract", candidate: 0, source: "whole", start: 0, end: text.length });
  });
});
