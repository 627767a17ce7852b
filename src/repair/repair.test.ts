import { describe, expect, it } from "vitest";
import { growth } from "../../test/helpers/timing.js";
import type { Outcome, Step } from "../outcome/types.js";
import { repair } from "./repair.js";
import { repairDefaults } from "./options.js";
import {
  bareWordsMessage,
  emptyMessage,
  syntaxRepairMessage,
  tooDeepMessage,
  truncatedMessage,
  truncatedStepMessage,
} from "./messages.js";

function value(outcome: Outcome<unknown>): unknown {
  expect(outcome.ok, outcome.ok ? "" : outcome.error.message).toBe(true);
  return outcome.ok ? outcome.value : undefined;
}

function repairSteps(outcome: Outcome<unknown>): Step[] {
  return outcome.steps.filter((step) => step.stage === "repair");
}

describe("repair: valid JSON", () => {
  it.each([
    ['{"selector": "#btn"}', { selector: "#btn" }],
    ['"#btn"', "#btn"],
    ["[1, 2.5, -3e2]", [1, 2.5, -300]],
    ["  null  ", null],
    ['{"quote": "He said “hi”, it\'s fine"}', { quote: "He said “hi”, it's fine" }],
  ])("parses %s untouched, with no steps", (text, expected) => {
    const outcome = repair(text);
    expect(value(outcome)).toEqual(expected);
    expect(outcome.steps).toEqual([]);
  });
});

describe("repair: syntax families", () => {
  it.each([
    ["single quotes", "{'selector': '#btn'}", { selector: "#btn" }],
    ["trailing commas", '{"a": [1, 2,],}', { a: [1, 2] }],
    ["comments", '{\n  // the button\n  "selector": "#btn" /* css */\n}', { selector: "#btn" }],
    ["Python literals True/False/None", '{"a": True, "b": False, "c": None}', { a: true, b: false, c: null }],
    ["unquoted keys", '{selector: "#btn", count: 2}', { selector: "#btn", count: 2 }],
    ["smart quotes", "{“selector”: “#btn”}", { selector: "#btn" }],
    ["missing closers", '{"a": [1, 2}', { a: [1, 2] }],
    ["missing commas", '{"a": 1 "b": 2}', { a: 1, b: 2 }],
    ["missing colons", '{"a" 1}', { a: 1 }],
    ["unquoted strings", '{"url": https://example.com/a?b=1}', { url: "https://example.com/a?b=1" }],
    ["extra closers", '{"a": 1}}', { a: 1 }],
    ["string concatenation", '{"a": "x" + "y"}', { a: "xy" }],
    ["escaped quotes", '{\\"a\\": \\"b\\"}', { a: "b" }],
    ["JavaScript undefined", '{"a": undefined}', { a: null }],
    ["unusual whitespace", '\uFEFF{"a":\u00a01}', { a: 1 }],
    ["raw control characters in strings", '{"a": "line\nbreak"}', { a: "line\nbreak" }],
    ["several top-level values", '{"a": 1}\n{"b": 2}', [{ a: 1 }, { b: 2 }]],
  ])("%s: repaired, with a syntax step naming it", (family, text, expected) => {
    const outcome = repair(text, { candidate: 3 });
    expect(value(outcome)).toEqual(expected);
    const steps = repairSteps(outcome);
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ stage: "repair", candidate: 3, kind: "syntax" });
    expect(steps[0]?.stage === "repair" && steps[0].message).toContain(family);
  });

  it("names every family it saw, in one message", () => {
    const outcome = repair("{'a': True, b: [1, 2,], // c\n}");
    expect(value(outcome)).toEqual({ a: true, b: [1, 2] });
    expect(outcome.steps).toEqual([
      {
        stage: "repair",
        candidate: 0,
        kind: "syntax",
        reader: "tolerant",
        repairs: ["single quotes", "comments", "trailing commas", "Python literals True/False/None", "unquoted keys"],
        message: syntaxRepairMessage(["single quotes", "comments", "trailing commas", "Python literals True/False/None", "unquoted keys"]),
      },
    ]);
  });

  it("keeps an apostrophe inside a single-quoted string (jsonrepair alone turns it into a double quote)", () => {
    expect(value(repair("{'text': 'it's fine', 'b': 'don’t'}"))).toEqual({ text: "it's fine", b: "don’t" });
    expect(value(repair("{'a': ‘it’s’}"))).toEqual({ a: "it’s" });
  });

  it("keeps unescaped double quotes inside a string", () => {
    expect(value(repair('{"a": "He said "hi" to me"}'))).toEqual({ a: 'He said "hi" to me' });
    expect(value(repair("{'a': 'x\\\\\"y'}"))).toEqual({ a: 'x\\"y' });
  });

  it("ends a string before a closer even when it holds an opening bracket", () => {
    expect(value(repair("['[']"))).toEqual(["["]);
    expect(value(repair("{'a': '{' }"))).toEqual({ a: "{" });
  });
});

describe("repair: truncation", () => {
  const cases = [
    ['{"selector": "#b', { selector: "#b" }, "string"],
    ['{"a": [1, 2', { a: [1, 2] }, "open"],
    // A key cut off before its value is dropped: inventing `null` for it would be a wrong value.
    ['{"a":', {}, "colon"],
    ['{"a": 1,', { a: 1 }, "comma"],
    ['{"a": {"b": "c"}', { a: { b: "c" } }, "open"],
    ['["x", "y', ["x", "y"], "string"],
    ["{'a': True, 'b': ", { a: true }, "colon"],
  ] as const;

  it.each(cases)("%s fails with code truncated and the partial value, by default", (text, partial, at) => {
    const outcome = repair(text);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error).toMatchObject({ code: "truncated", stage: "repair", position: text.length, text });
    expect(outcome.error.value).toEqual(partial);
    expect(outcome.error.message).toBe(truncatedMessage(at));
    expect(outcome.error.message).toContain("cut off");
    expect(outcome.error.message).toContain("output limit");
    expect(repairSteps(outcome).some((step) => step.stage === "repair" && step.kind === "truncated")).toBe(true);
  });

  it.each(cases)("%s is ok with a truncated step when allowed", (text, partial, at) => {
    const outcome = repair(text, { allowTruncated: true, candidate: 1 });
    expect(value(outcome)).toEqual(partial);
    expect(repairSteps(outcome)).toContainEqual(
      expect.objectContaining({ stage: "repair", candidate: 1, kind: "truncated", reader: "tolerant", message: truncatedStepMessage(at) }),
    );
  });

  it("records a pure truncation with one truncated step and no syntax step", () => {
    const outcome = repair('{"a": [1, 2', { allowTruncated: true });
    expect(outcome.steps.map((step) => step.stage === "repair" && step.kind)).toEqual(["truncated"]);
  });

  it("records syntax and truncation as two steps when both happened", () => {
    const outcome = repair("{'a': 1, 'b': [", { allowTruncated: true });
    expect(outcome.steps.map((step) => step.stage === "repair" && step.kind)).toEqual(["syntax", "truncated"]);
  });

  it("does not call a complete text with a trailing comment truncated", () => {
    expect(value(repair('{"a": 1} // done'))).toEqual({ a: 1 });
  });

  it("defaults to refusing truncated output", () => {
    expect(repairDefaults.allowTruncated).toBe(false);
    expect(Object.isFrozen(repairDefaults)).toBe(true);
  });
});

describe("repair: limits", () => {
  it("fails too-deep on 100,000 nested [ without throwing", () => {
    const text = "[".repeat(100_000);
    const outcome = repair(text);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error).toMatchObject({ code: "too-deep", stage: "repair", position: 512 });
    expect(outcome.error.message).toBe(tooDeepMessage(513, 512));
  });

  it("fails too-deep on deep malformed objects, and honours maxDepth", () => {
    const text = "{a: ".repeat(20) + "1";
    expect(repair(text, { maxDepth: 10 })).toMatchObject({ ok: false, error: { code: "too-deep", position: 40 } });
    expect(repair(text, { maxDepth: 30, allowTruncated: true }).ok).toBe(true);
  });

  it("fails too-large on a 20 MB string before reading it", () => {
    const text = "x".repeat(20 * 1024 * 1024);
    expect(repair(text)).toMatchObject({ ok: false, error: { code: "too-large", stage: "repair" } });
    // Four times the text over a limit, the same time: the size is checked before a character is read.
    expect(growth((over: string) => repair(over, { maxSize: 1024 * 1024 }), text.slice(0, 5 * 1024 * 1024), text)).toBeLessThan(2);
  });

  it("repairs 2 MB of malformed JSON on the linear path (speed is measured in bench/, not here)", () => {
    const text = "[" + "{'a': True, b: 1,},\n".repeat(110_000) + "]";
    expect(text.length).toBeGreaterThan(2_000_000);
    const outcome = repair(text);
    expect(outcome.ok).toBe(true);
    expect(Array.isArray(outcome.value) && outcome.value.length).toBe(110_000);
    expect((outcome.value as unknown[])[0]).toEqual({ a: true, b: 1 });
  });

  it("fails too-large on a large text only jsonrepair could read", () => {
    // String concatenation is left to jsonrepair, which is guarded by maxRepairSize.
    const text = "[" + '{a: "some" + "words"},\n'.repeat(70_000) + "]";
    expect(text.length).toBeGreaterThan(1024 * 1024);
    const outcome = repair(text);
    expect(outcome).toMatchObject({ ok: false, error: { code: "too-large", stage: "repair" } });
    if (!outcome.ok) expect(outcome.error.message).toContain("too large to repair");
  });

  it("parses valid JSON larger than maxRepairSize", () => {
    const text = JSON.stringify(Array.from({ length: 200_000 }, (_, i) => ({ i })));
    expect(text.length).toBeGreaterThan(repairDefaults.maxRepairSize);
    expect(value(repair(text))).toHaveLength(200_000);
  });

  it("fails too-large when the repairs jsonrepair would rebuild its output for are too many for the size", () => {
    // 200 KB with 50,000 missing commas: jsonrepair alone takes seconds on this
    const missingCommas = (count: number): string => "[" + "1 ".repeat(count) + "]";
    const text = missingCommas(100_000);
    expect(repair(text)).toMatchObject({ ok: false, error: { code: "too-large" } });
    expect(repair(missingCommas(25_000))).toMatchObject({ ok: false, error: { code: "too-large" } });
    // Four times the text: about four times the time, where jsonrepair's rebuilt output would take sixteen.
    expect(growth(repair, missingCommas(25_000), text, { runs: 3 })).toBeLessThan(10);
  });

  it("honours maxSize and maxRepairSize", () => {
    expect(repair('{"a": 1}', { maxSize: 4 })).toMatchObject({ ok: false, error: { code: "too-large" } });
    expect(repair('{a: "b" + "c"}', { maxRepairSize: 4 })).toMatchObject({ ok: false, error: { code: "too-large" } });
    expect(repair("{'a': 1}", { maxRepairSize: 4 }).ok).toBe(true);
    expect(repair('{"a": 1}', { maxRepairSize: 4 }).ok).toBe(true);
  });
});

describe("repair: precision guards", () => {
  it.each([
    ["hello"],
    ["hello world"],
    ["I cannot help with that."],
    ["Sure! Here is the JSON: {\"a\": 1}"],
    ["NaN"],
    ["undefined"],
    ["callback({\"a\": 1})"],
    ["“quoted prose” is not a string"],
    ["trueish"],
    ["-"],
  ])("refuses prose %j instead of inventing a string", (text) => {
    const outcome = repair(text);
    expect(outcome).toMatchObject({ ok: false, error: { code: "unrepairable", stage: "repair" } });
  });

  it("reads a whole text of bare words in a list as the strings it spells (one reading)", () => {
    expect(value(repair("[see above]"))).toEqual(["see above"]);
    expect(value(repair("[Submit, Cancel]"))).toEqual(["Submit", "Cancel"]);
  });

  it.each([["{curly braces}", 1]])("refuses bare words %j", (text, position) => {
    const outcome = repair(text);
    expect(outcome).toMatchObject({ ok: false, error: { code: "unrepairable", position, message: bareWordsMessage(text, position) } });
  });

  it("repairs unquoted words where JSON is around them", () => {
    expect(value(repair('["see above", ok]'))).toEqual(["see above", "ok"]);
    expect(value(repair("{note: fine}"))).toEqual({ note: "fine" });
  });

  it.each([
    ["[1, 2, 3, ...]", 10, "ellipsis"],
    ['{"a": 1, ..., "z": 26}', 9, "ellipsis"],
    ["[1,,2]", 3, "missing between commas"],
    ["[,1]", 1, "missing between commas"],
    ['{"a": , "b": 1}', 6, "no value"],
    ['{"a": }', 6, "no value"],
    ['{"a": -}', 6, "no value"],
  ])("refuses %j: data left out cannot be repaired", (text, position, words) => {
    const outcome = repair(text);
    expect(outcome).toMatchObject({ ok: false, error: { code: "unrepairable", position } });
    if (!outcome.ok) expect(outcome.error.message).toContain(words);
  });

  it("refuses prose that starts with a quoted string", () => {
    expect(repair('"Hello," she said.')).toMatchObject({ ok: false, error: { code: "unrepairable" } });
    expect(repair('{"a": "x"} and then some prose').ok).toBe(false);
  });

  it("refuses binary junk", () => {
    const junk = String.fromCharCode(0, 1, 2, 0xff, 0xfe, 7, 0x1b) + "PK\u0003\u0004";
    expect(repair(junk)).toMatchObject({ ok: false, error: { code: "unrepairable" } });
    expect(repair("[1, \u0000\u0001]")).toMatchObject({ ok: false, error: { code: "unrepairable", position: 4 } });
  });

  it.each([[""], ["   \n\t"], ["// only a comment"], ["/* nothing */"]])("refuses an empty text %j", (text) => {
    const outcome = repair(text);
    expect(outcome).toMatchObject({ ok: false, error: { code: "unrepairable", message: emptyMessage() } });
  });

  it("reports where jsonrepair gave up, with an excerpt", () => {
    const outcome = repair('{"a": "b" "c"}');
    expect(outcome).toMatchObject({ ok: false, error: { code: "unrepairable", position: 13 } });
    if (!outcome.ok) {
      expect(outcome.error.message).toContain("Colon expected");
      expect(outcome.error.message).toContain("⟨here⟩");
    }
  });

  it("maps jsonrepair's position back through the inserted escapes", () => {
    // one backslash is inserted before the apostrophe; the error is after it
    const text = "{'a': 'it's', 'b': \"x\" \"c\"}";
    const outcome = repair(text);
    expect(outcome).toMatchObject({ ok: false, error: { code: "unrepairable", position: text.length - 1 } });
  });

  it("keeps a backslash that starts no JSON escape as written, instead of dropping it", () => {
    expect(value(repair('{"re": "\\d+", "u": "\\uGGGG"}'))).toEqual({ re: "\\d+", u: "\\uGGGG" });
    expect(value(repair('{"path": "C:\\Users\\x",}'))).toEqual({ path: "C:\\Users\\x" });
    expect(value(repair("{'a': 'it\\'s',}"))).toEqual({ a: "it's" });
    expect(value(repair('{"a": "foo\\\nbar",}'))).toEqual({ a: "foo\nbar" });
  });

  it("accepts Python and JSON literals at the top level", () => {
    expect(value(repair("True"))).toBe(true);
    expect(value(repair("None"))).toBe(null);
    expect(value(repair("-.5"))).toBe(-0.5);
  });
});

describe("repair: hostile keys and inputs", () => {
  it("keeps __proto__ as an own key and pollutes nothing", () => {
    for (const text of ['{"__proto__": {"polluted": 1}}', "{'__proto__': {'polluted': 1}, constructor: {prototype: {polluted: 2}}}"]) {
      const result = value(repair(text)) as Record<string, unknown>;
      expect(Object.prototype.hasOwnProperty.call(result, "__proto__")).toBe(true);
      expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
      expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
      expect((result["__proto__"] as Record<string, unknown>)["polluted"]).toBe(1);
    }
  });

  it("never throws, whatever it is given", () => {
    const inputs: unknown[] = [undefined, null, 42, {}, "\uD800", "[\uD800'", "{'a': '\\", "\\", "\\\"", "'", "“", "/*", "[/", "{\"a\": /x"];
    for (const input of inputs) {
      expect(() => repair(input as string)).not.toThrow();
    }
  });
});

describe("repair: # comments", () => {
  it("drops a Python/YAML comment inside a structure and names the repair", () => {
    const outcome = repair('{\n  "sentiment": "positive",  # clearly happy\n  "confidence": 0.95\n}');
    expect(outcome).toMatchObject({ ok: true, value: { sentiment: "positive", confidence: 0.95 } });
    expect(outcome.steps[0]).toMatchObject({ kind: "syntax", message: expect.stringContaining("comments") });
  });
  it("keeps # inside strings and # words such as colours", () => {
    expect(repair('{\n  # the URL\n  "url": "http://x/#a"\n}')).toMatchObject({ ok: true, value: { url: "http://x/#a" } });
    expect(repair('{"color": "#fff", a: #fff}')).toMatchObject({ ok: true, value: { color: "#fff", a: "#fff" } });
  });
});

describe("repair: unescaped inner quotes", () => {
  it("reads a string whose one inner quote stands before a letter: it can end nothing", () => {
    expect(value(repair('{"key": "<div class="wide>text</div>"}'))).toEqual({ key: '<div class="wide>text</div>' });
    expect(value(repair('{"host": "A"A", "port": 1}'))).toEqual({ host: 'A"A', port: 1 });
  });

  it("reads a string whose inner quotes pair", () => {
    expect(value(repair('{"content": "He said "hello" to me", "path": "/tmp/a"}'))).toEqual({ content: 'He said "hello" to me', path: "/tmp/a" });
  });

  it("ends a string at a quote followed by a delimiter, the one rule for where a string ends", () => {
    // The quote before ` ,` ends the string and `"debug"` is a member; a tool whose schema does not declare it
    // drops it with a recorded step, never silently.
    expect(value(repair('{"content": "before "quoted" ,"debug": "inside after", "path": "/tmp/a"}'))).toEqual({
      content: 'before "quoted',
      debug: "inside after",
      path: "/tmp/a",
    });
  });
});

