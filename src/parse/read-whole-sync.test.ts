import { describe, expect, it } from "vitest";
import * as z from "zod";
import { compileParser } from "./compile.js";
import { parseNotWholeNow, parseText, readWholeSync } from "./pipeline.js";
import { runAsync, runSync, withGuidanceHint } from "./run.js";

const schema = z.object({ selector: z.string(), times: z.number().optional(), kind: z.enum(["css", "xpath"]).optional() });
const compiled = compileParser(schema);
if (!compiled.ok) throw new Error("schema");
const parser = compiled.value;

/**
 * What the synchronous parser does: the fast path without the generator; a text that is not whole JSON read
 * without one too; else the pipeline from what the fast path read.
 */
function viaSync(text: string) {
  const whole = readWholeSync(text, parser);
  if (whole === undefined) return withGuidanceHint(parseNotWholeNow(text, parser), parser);
  return whole.outcome ?? runSync(parseText(text, parser, { parsed: whole.parsed, validated: whole.validated }), parser);
}

const texts = {
  valid: '{"selector": "#b", "times": 2}',
  "needs coercion": '{"selector": "#b", "times": "2", "kind": "CSS"}',
  "hides a rename": '{"selector": "#b", "Times": 2}',
  placeholder: '{"selector": "<string>"}',
  "does not fit": '{"selector": 1}',
  "no JSON": "click the button",
  "in a fence": 'Sure:\n```json\n{"selector": "#b"}\n```',
  malformed: "{'selector': '#b',}",
  "two candidates": 'First:\n```json\n{"selector": "#a"}\n```\nor:\n```json\n{"selector": "#b"}\n```',
  "cut off": '{"selector": "#b", "times": 2',
  "malformed, does not fit": "{'selector': 1,}",
};

describe("readWholeSync", () => {
  it.each(Object.entries(texts))("gives the generator pipeline's outcome (%s)", async (_name, text) => {
    const expected = runSync(parseText(text, parser), parser);
    expect(viaSync(text)).toEqual(expected);
    expect(await runAsync(parseText(text, parser), parser)).toEqual(expected);
  });

  it("answers only valid JSON that validates as written, and hands on what it read otherwise", () => {
    expect(readWholeSync(texts.valid, parser)?.outcome).toMatchObject({ ok: true });
    expect(readWholeSync(texts.placeholder, parser)?.outcome).toMatchObject({ ok: false, error: { code: "no-json-found" } });
    const coerce = readWholeSync(texts["needs coercion"], parser);
    expect(coerce?.outcome).toBeUndefined();
    expect(coerce && "parsed" in coerce ? coerce.validated.ok : undefined).toBe(false);
    const rename = readWholeSync(texts["hides a rename"], parser);
    expect(rename && "parsed" in rename ? rename.validated.ok : undefined).toBe(true);
    expect(readWholeSync(texts["in a fence"], parser)).toBeUndefined();
    expect(readWholeSync(texts.malformed, parser)).toBeUndefined();
  });
});
