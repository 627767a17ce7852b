import { describe, expect, it } from "vitest";
import * as z from "zod";
import { growth, timeRatio } from "../../test/helpers/timing.js";
import { toolset } from "./toolset.js";

const tools = toolset({ click: z.object({ selector: z.string() }) });

const validCall = '{"name": "click", "arguments": {"selector": "#a"}}';

/**
 * Runs a parse, asserting it returns (never throws) in about the time `floor` takes (a valid call by default): bad
 * input costs no more than good input of its size.
 */
function quickly<T>(run: () => T, floor: () => unknown = () => tools.parse(validCall)): T {
  const result = run();
  expect(timeRatio(run, floor)).toBeLessThan(50);
  return result;
}

/** How many times longer parsing `large` takes than parsing `small` (best of five, interleaved; `minMs` floors the small). */
const parseGrowth = (large: string, small: string, minMs: number): number => growth((text: string) => tools.parse(text), small, large, { minMs });

describe("bad input gives a typed outcome, quickly, and nothing is thrown", () => {
  it("arguments that are not JSON", () => {
    expect(quickly(() => tools.parseCall({ name: "click", arguments: "please click the blue button" }))).toMatchObject({
      ok: false,
      error: { code: "no-json-found", tool: "click", rawInput: "please click the blue button" },
    });
    expect(quickly(() => tools.parse('{"name": "click", "arguments": "{selector: "}'))).toMatchObject({ ok: false });
  });

  it("a JSON string inside a JSON string is decoded, and the fix recorded", () => {
    const twice = JSON.stringify(JSON.stringify({ selector: "#b" }));
    const outcome = quickly(() => tools.parseCall({ name: "click", arguments: twice }));
    expect(outcome).toMatchObject({ ok: true, value: { input: { selector: "#b" }, raw: twice } });
    expect(outcome.value?.fixes.map((step) => step.stage === "coerce" && step.rule)).toContain("parse-json-string");
    // The whole answer encoded as a string, too.
    expect(tools.parse(JSON.stringify(JSON.stringify({ name: "click", arguments: { selector: "#b" } })))).toMatchObject({ ok: true });
  });

  it("an empty, blank, non-string or missing name", () => {
    for (const text of ['{"name": "", "arguments": {}}', '{"name": "   ", "arguments": {}}', '{"name": 7, "arguments": {}}', '{"name": null, "arguments": {}}']) {
      // No call to a declared tool was made: no call, the attempt kept.
      expect(quickly(() => tools.parse(text))).toMatchObject({ ok: false, error: { code: "unknown-tool", stage: "tool" }, attempted: [{ code: "unknown-tool", stage: "tool" }] });
    }
    expect(tools.parseCall({ name: undefined })).toMatchObject({ ok: false, error: { code: "unknown-tool" } });
    expect(tools.parseCall(null as never)).toMatchObject({ ok: false, error: { code: "unknown-tool" } });
  });

  it("__proto__, constructor and other Object.prototype names", () => {
    for (const name of ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf"]) {
      const outcome = quickly(() => tools.parse(`{"name": ${JSON.stringify(name)}, "arguments": {}}`));
      expect(outcome).toMatchObject({ ok: false, error: { code: "unknown-tool", stage: "tool" }, attempted: [{ code: "unknown-tool", stage: "tool" }] });
      expect(tools.parseCall({ name, arguments: {} })).toMatchObject({ ok: false, error: { code: "unknown-tool" } });
    }
    // A __proto__ key in the arguments stays data and pollutes nothing.
    const outcome = tools.parse('{"name": "click", "arguments": {"selector": "#a", "__proto__": {"polluted": true}}}');
    expect(outcome.ok).toBe(true);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it("10,000 calls in one answer, in every format, fail with too-large, in time linear in the answer", () => {
    const call = { name: "click", arguments: { selector: "#a" } };
    const builders: readonly ((n: number) => string)[] = [
      (n) => JSON.stringify(Array.from({ length: n }, () => call)),
      (n) => JSON.stringify({ role: "assistant", tool_calls: Array.from({ length: n }, (_, i) => ({ id: `c${i}`, type: "function", function: { name: "click", arguments: "{}" } })) }),
      (n) => JSON.stringify({ role: "assistant", content: Array.from({ length: n }, () => ({ type: "tool_use", name: "click", input: {} })) }),
      (n) => Array.from({ length: n }, () => `<tool_call>${JSON.stringify(call)}</tool_call>`).join("\n"),
      (n) => Array.from({ length: n }, () => "Action: click\nAction Input: #a").join("\n"),
      (n) => Array.from({ length: n }, () => "```json\n" + JSON.stringify(call) + "\n```").join("\nand\n"),
    ];
    for (const build of builders) {
      const text = build(10_000);
      const outcome = tools.parse(text);
      expect(outcome).toMatchObject({ ok: false, error: { code: "too-large", stage: "tool" } });
      expect(outcome.error?.message).toMatch(/over the limit of 128; raise maxCalls/);
      // 8× the calls: about 8× the time on a linear path, 64× on a quadratic one.
      expect(parseGrowth(text, build(1_250), 0.5)).toBeLessThan(24);
    }
    const raised = toolset({ click: z.object({ selector: z.string() }) }, { maxCalls: 20_000 });
    expect(raised.parse(builders[0]?.(10_000) as string).value).toHaveLength(10_000);
  });

  it("stays linear on many reasoning blocks and fences: each marker is searched once, hidden ranges by binary search", () => {
    const shapes: readonly ((n: number) => string)[] = [
      (n) => "<think>a<tool_call>".repeat(n), // reasoning never closed, a call token after each
      (n) => "<think>a</think>click\n{}\n".repeat(n), // name-json lines between reasoning blocks
      (n) => "x ```\n".repeat(n), // fence markers not at a line start
      (n) => "```\n{}\n```\n<tool_call>{}</tool_call>\n".repeat(n), // calls beside fences
    ];
    for (const shape of shapes) {
      const large = shape(40_000);
      expect(tools.parse(large).ok).toBe(false);
      // 8× the text: about 8× the time on a linear path, 64× on a quadratic one (several were: 80× at 4×).
      expect(parseGrowth(large, shape(5_000), 1)).toBeLessThan(24);
    }
  });

  it("text that is not a string, empty, prose, or over the size limit", () => {
    for (const input of [42, null, undefined, { name: "click" }]) {
      expect(tools.parse(input as never)).toMatchObject({ ok: false, error: { code: "no-json-found" } });
    }
    expect(tools.parse("")).toMatchObject({ ok: false, error: { code: "no-json-found" } });
    expect(tools.parse("I'm sorry, I can't help with that.")).toMatchObject({ ok: false, error: { code: "no-json-found" } });
    const small = toolset({ click: z.object({ selector: z.string() }) }, { maxSize: 100 });
    expect(small.parse("x".repeat(101))).toMatchObject({ ok: false, error: { code: "too-large" } });
  });

  it("JSON that holds no call names none", () => {
    expect(tools.parse('{"selector": "#btn"}')).toMatchObject({ ok: false, error: { code: "unknown-tool", value: { selector: "#btn" } } });
    expect(tools.parseValue({ role: "user", content: "hi" })).toMatchObject({ ok: false, error: { code: "unknown-tool" } });
  });

  it("deeply nested arguments fail with too-deep, without a stack overflow", () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    // About what as long an argument costs when it is flat: the depth limit stops the descent early.
    const flat = "[" + "[],".repeat(66_666) + "[]]";
    expect(quickly(() => tools.parse(`{"name": "click", "arguments": {"selector": ${deep}}}`), () => tools.parse(`{"name": "click", "arguments": {"selector": ${flat}}}`))).toMatchObject({ ok: false });
    expect(quickly(() => tools.parseCall({ name: "click", arguments: `{"selector": ${deep}` }), () => tools.parseCall({ name: "click", arguments: `{"selector": ${flat}` }))).toMatchObject({ ok: false });
  });

  it("a broken <tool_call> block fails the answer instead of being skipped", () => {
    const text = '<tool_call>{"name": "click", "arguments": {"selector": "#a"}}</tool_call>\n<tool_call>not a call</tool_call>';
    expect(tools.parse(text)).toMatchObject({ ok: false });
  });

  it("an answer cut off inside a call is not run", () => {
    const outcome = tools.parse('Sure: {"name": "click", "arguments": {"selector": "#subm');
    expect(outcome).toMatchObject({ ok: false, error: { code: "truncated" }, attempted: [{ code: "truncated", stage: "repair" }] });
    expect(() => tools.parseOrThrow('Sure: {"name": "click", "arguments": {"selector": "#subm')).toThrow(/cut off/);
    const allowed = toolset({ click: z.object({ selector: z.string() }) }, { allowTruncated: true });
    expect(allowed.parse('Sure: {"name": "click", "arguments": {"selector": "#subm')).toMatchObject({ ok: true });
  });

  it("a value with a throwing getter from an untyped caller", () => {
    const hostile = Object.defineProperty({}, "tool_calls", { enumerable: true, get: () => { throw new Error("boom"); } });
    expect(() => tools.parseValue(hostile)).not.toThrow();
    expect(tools.parseValue(hostile).ok).toBe(false);
  });
});
