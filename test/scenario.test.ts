import { toStandardJsonSchema } from "@valibot/to-json-schema";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { salvage, type Outcome, type SalvageOptions, type SchemaInput } from "../src/index.js";

// The motivating `click` tool, written three ways: the table below must hold for each.
const schemas: [string, (strict: boolean) => SchemaInput][] = [
  [
    "zod",
    (strict) => {
      const shape = { selector: z.string().meta({ aliases: ["element"] }) };
      return strict ? z.strictObject(shape) : z.object(shape);
    },
  ],
  [
    "valibot",
    (strict) => {
      const entries = { selector: v.pipe(v.string(), v.metadata({ aliases: ["element"] })) };
      return toStandardJsonSchema(strict ? v.strictObject(entries) : v.object(entries));
    },
  ],
  [
    "JSON Schema",
    (strict) => ({
      type: "object",
      properties: { selector: { type: "string", aliases: ["element"] } },
      required: ["selector"],
      additionalProperties: !strict,
    }),
  ],
];

const fixes = (outcome: Outcome<unknown>) =>
  outcome.steps.flatMap((step) => (step.stage === "coerce" ? [step.rule] : step.stage === "repair" ? [`repair:${step.kind}`] : []));

describe.each(schemas)("the click scenario with %s", (_name, make) => {
  const click = (options: SalvageOptions = {}, strict = false) => salvage(make(strict), options);

  it("takes the schema's own shape with no fixes", () => {
    const outcome = click()('{"selector": "#btn"}');
    expect(outcome).toMatchObject({ ok: true, value: { selector: "#btn" } });
    expect(fixes(outcome)).toEqual([]);
  });

  it("renames the declared alias at the root", () => {
    const outcome = click()('{"element": "#btn"}');
    expect(outcome).toMatchObject({ ok: true, value: { selector: "#btn" } });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ stage: "coerce", rule: "rename-key", path: [] }));
  });

  it("wraps a bare JSON string", () => {
    const outcome = click()('"#btn"');
    expect(outcome).toMatchObject({ ok: true, value: { selector: "#btn" } });
    expect(fixes(outcome)).toEqual(["wrap-bare-value"]);
  });

  it("does not guess at text with no JSON in it", () => {
    const outcome = click()("#btn");
    expect(outcome).toMatchObject({ ok: false, error: { code: "no-json-found", text: "#btn" } });
  });

  it("extracts from a fence, repairs the syntax and renames the key", () => {
    const text = "Sure! Here it is:\n```json\n{'element': '#btn',}\n```\nLet me know";
    const outcome = click()(text);
    expect(outcome).toMatchObject({ ok: true, value: { selector: "#btn" } });
    expect(outcome.steps[0]).toMatchObject({ stage: "extract", source: "fence", label: "json" });
    expect(text.slice((outcome.steps[0] as { start: number }).start, (outcome.steps[0] as { end: number }).end).trim()).toBe("{'element': '#btn',}");
    expect(fixes(outcome)).toEqual(["repair:syntax", "rename-key"]);
  });

  it("drops unknown keys for a strict schema", () => {
    const outcome = click({}, true)('{"selector": "#btn", "note": "x"}');
    expect(outcome).toMatchObject({ ok: true, value: { selector: "#btn" } });
    expect(fixes(outcome)).toEqual(["drop-unknown-keys"]);
  });

  it("writes a whole number as the string the model wrote, recorded at selector", () => {
    const outcome = click()('{"selector": 42}');
    expect(outcome).toMatchObject({ ok: true, value: { selector: "42" } });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ rule: "number-to-string", path: ["selector"] }));
  });

  it("fails with schema-mismatch at selector when no enabled rule applies", () => {
    // (`4.2` and `4.20` both written as numbers: the text writes the value two ways; a string's digits, as in
    // `"note": "4.20"`, are the string's text and no longer count against the number's own form)
    for (const text of ['{"selector": true}', '{"selector": {"css": "#b"}}', '{"selector": 4.2, "note": 4.20}']) {
      const outcome = click()(text);
      expect(outcome.ok).toBe(false);
      expect(!outcome.ok && outcome.error.code).toBe("schema-mismatch");
      expect(!outcome.ok && outcome.error.issues.map((issue) => issue.path)).toContainEqual(["selector"]);
    }
    const strict = click({ rules: [] })('{"selector": 42}');
    expect(!strict.ok && strict.error.code).toBe("schema-mismatch");
  });

  it("reports a cut-off answer as truncated, with the partial value, unless truncation is allowed", () => {
    const outcome = click()('{"selector": "#b');
    expect(outcome).toMatchObject({ ok: false, error: { code: "truncated", value: { selector: "#b" } } });
    const allowed = click({ allowTruncated: true })('{"selector": "#b');
    expect(allowed).toMatchObject({ ok: true, value: { selector: "#b" } });
    expect(fixes(allowed)).toEqual(["repair:truncated"]);
  });

  it("refuses a refusal: no-json-found with the raw text, never a wrapped string", () => {
    const outcome = click()("I cannot help with that.");
    expect(outcome).toMatchObject({ ok: false, error: { code: "no-json-found", text: "I cannot help with that." } });
  });
});

describe("bare values on a line of their own", () => {
  const click = salvage({ type: "object", properties: { selector: { type: "string" } }, required: ["selector"] });
  it("reads a quoted string or a typographic one standing alone, and wraps it", () => {
    expect(click('Here is the result:\n\n"button.close"\n\nThanks')).toMatchObject({ ok: true, value: { selector: "button.close" } });
    expect(click("\u201c#cookie-accept\u201d")).toMatchObject({ ok: true, value: { selector: "#cookie-accept" } });
  });
  it("reads a ReAct Action Input in typographic quotes without its quotes, and refuses to guess when they are unclear", () => {
    expect(click("Action: click\nAction Input: \u201c#ok\u201d")).toMatchObject({ ok: true, value: { selector: "#ok" } });
    expect(click("Action: click\nAction Input: \u2018#ok\u2019")).toMatchObject({ ok: true, value: { selector: "#ok" } });
    expect(click("Action: click\nAction Input: \u201c \u201d")).toMatchObject({ ok: true, value: { selector: " " } });
    expect(click("Action: click\nAction Input: \u2018don\u2019t\u2019").ok).toBe(false);
    expect(click("Action: click\nAction Input: #submit")).toMatchObject({ ok: true, value: { selector: "#submit" } });
  });
  it("never reads a comment left by a cut-off Action Input as the value; an XPath is still plain text", () => {
    expect(click("Action: click\nAction Input: // from the page").ok).toBe(false);
    expect(click("Action: click\nAction Input: /* the button */").ok).toBe(false);
    expect(click("Action: click\nAction Input: //button[@id='ok']")).toMatchObject({ ok: true, value: { selector: "//button[@id='ok']" } });
  });
  it("reads one typographic string in a fence or as the whole answer, with its JSON escapes", () => {
    const text = salvage({ type: "string" });
    expect(text("```json\n\u201c \u201d\n```")).toMatchObject({ ok: true, value: " " });
    const object = salvage({ type: "object", properties: { a: { type: "number" } }, required: ["a"] });
    expect(object('\u201c{\\"a\\": 1}\u201d')).toMatchObject({ ok: true, value: { a: 1 } });
    expect(object('```json\n\u201c{\\"a\\": 1}\u201d\n```')).toMatchObject({ ok: true, value: { a: 1 } });
    // In ‘…’, a straight " is a character and \\ an escaped backslash (seed 20261132, ×10, path 20373:1:0:2:3:3:6).
    const typed = salvage({ type: "object", properties: { text: { type: "string" } }, required: ["text"] });
    expect(typed('\u2018{"text":"\\\\""}\u2019')).toMatchObject({ ok: true, value: { text: '"' } });
    expect(text("\u2018it\\u2019s\u2019")).toMatchObject({ ok: true, value: "it\u2019s" });
    expect(text("\u2018don\u2019t\u2019").ok).toBe(false);
  });
  it("reads a backtick inside a typographic single-quoted string as text, not as a quote", () => {
    const record = salvage({ type: "object", properties: { s: { type: "string" } }, required: ["s"] });
    expect(record("{\u2018s\u2019: \u2018a]`\u2019}")).toMatchObject({ ok: true, value: { s: "a]`" } });
    expect(record("{\u2018s\u2019: \u2018`{\u2019}")).toMatchObject({ ok: true, value: { s: "`{" } });
  });
  it("never takes a line that is part of a JSON object, or prose", () => {
    expect(click('{\n  "selector": "img[alt=\\"logo\\"]"').ok).toBe(false);
    expect(click("I can only describe it:\n```json\n{\n  \"title\": \"click\"\n}\n```").ok).toBe(false);
    expect(click("Sorry, no.").ok).toBe(false);
  });
});
