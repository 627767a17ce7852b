import { describe, expect, it } from "vitest";
import { examples } from "../../site/src/examples.js";
import { segments } from "../../site/src/highlight.js";
import { replayStream, runPlayground } from "../../site/src/run.js";
import { evaluateSchemaCode } from "../../site/src/schema-code.js";
import { decodeState, encodeState, type PageState } from "../../site/src/share.js";

interface More {
  allowTruncated?: boolean;
  optIn?: string[];
  readers?: string[];
  proseOk?: boolean;
  maxCalls?: number;
  formatsOff?: string[];
  formatsOn?: string[];
}
const run = (text: string, schema: unknown, more: More = {}) =>
  runPlayground({
    text,
    schema: typeof schema === "string" ? schema : JSON.stringify(schema),
    allowTruncated: more.allowTruncated ?? false,
    optIn: more.optIn ?? [],
    ...(more.readers === undefined ? {} : { readers: more.readers }),
    ...(more.proseOk === undefined ? {} : { proseOk: more.proseOk }),
    ...(more.maxCalls === undefined ? {} : { maxCalls: more.maxCalls }),
    ...(more.formatsOff === undefined ? {} : { formatsOff: more.formatsOff }),
    ...(more.formatsOn === undefined ? {} : { formatsOn: more.formatsOn }),
  });

describe("the playground's logic", () => {
  it("recovers every bundled example", () => {
    for (const ex of examples) expect(run(ex.text, ex.schema, ex.options), ex.name).toMatchObject({ ok: true });
  });

  it("shows tool calls as tool and input, open-model markup included", () => {
    const toolset = examples.find((ex) => ex.name === "a toolset");
    expect(JSON.parse(run(toolset?.text ?? "", toolset?.schema).body)).toEqual([{ tool: "click", input: { selector: "#submit" } }]);
    const qwen = examples.find((ex) => ex.name.startsWith("open-model tool markup"));
    expect(JSON.parse(run(qwen?.text ?? "", qwen?.schema).body)).toEqual([{ tool: "type_text", input: { selector: "#name", text: "Ada Lovelace" } }]);
  });

  it("reports a schema that is not JSON nor zod code, or not an object, instead of parsing", () => {
    expect(run("{}", "{nope")).toMatchObject({ ok: false, headline: "schema is not JSON" });
    expect(run("{}", "42")).toMatchObject({ ok: false, headline: "schema is not JSON, nor a zod schema" });
    expect(run("{}", "null")).toMatchObject({ ok: false, headline: "schema is not JSON, nor a zod schema" });
  });

  it("passes the toggles through: truncated output, the opt-in rules and readers, the toolset's options", () => {
    const schema = { type: "object", properties: { a: { type: "number" }, b: { type: "number", default: 3 } }, required: ["a", "b"] };
    expect(run('{"a": 1', schema)).toMatchObject({ ok: false, headline: "truncated" });
    expect(run('{"a": 1, "b": 2', schema, { allowTruncated: true })).toMatchObject({ ok: true });
    expect(run('{"a": 1}', schema)).toMatchObject({ ok: false });
    expect(run('{"a": 1}', schema, { optIn: ["fill-default"] })).toMatchObject({ ok: true, body: '{\n  "a": 1,\n  "b": 3\n}' });
    expect(run("1/4", { type: "number" })).toMatchObject({ ok: false });
    expect(run("1/4", { type: "number" }, { readers: ["fraction"] })).toMatchObject({ ok: true, body: "0.25" });
    const click = { type: "object", properties: { selector: { type: "string" } }, required: ["selector"] };
    expect(run("Sure: <selector>#a</selector>", click, { readers: ["xml-elements"] })).toMatchObject({ ok: true });
    expect(run("```yaml\nselector: '#a'\n```", click, { readers: ["yaml"] })).toMatchObject({ ok: true });
    const tools = [{ name: "click", input_schema: click }];
    expect(run("The page is already saved.", tools)).toMatchObject({ ok: false });
    expect(run("The page is already saved.", tools, { proseOk: true })).toMatchObject({ ok: true, body: "[]" });
    const twoCalls = '[{"name": "click", "arguments": {"selector": "#a"}}, {"name": "click", "arguments": {"selector": "#b"}}]';
    expect(run(twoCalls, tools)).toMatchObject({ ok: true });
    expect(run(twoCalls, tools, { maxCalls: 1 })).toMatchObject({ ok: false, headline: "too-large" });
    const react = examples.find((ex) => ex.name === "a toolset");
    expect(run(react?.text ?? "", react?.schema, { formatsOff: ["react"] })).toMatchObject({ ok: false });
    // Flat key: value lines are read by default (yaml-lines); a comment after a value needs the YAML parser of yaml-xml.
    expect(JSON.parse(run("<click>\nselector: '#a'\n</click>", tools).body)).toEqual([{ tool: "click", input: { selector: "#a" } }]);
    const yamlCall = "<click>\nselector: '#a' # the button\n</click>";
    expect(run(yamlCall, tools)).toMatchObject({ ok: false });
    expect(JSON.parse(run(yamlCall, tools, { formatsOn: ["yaml-xml"] }).body)).toEqual([{ tool: "click", input: { selector: "#a" } }]);
  });

  it("marks where the text was repaired: each kind at its first place, with its count", () => {
    const text = "Sure: {'a': 1, 'b': True,}";
    const shown = run(text, {});
    expect(shown.repairs.map((fix) => fix.kind).sort()).toEqual(["python-literal", "single-quotes", "trailing-comma"]);
    const quotes = shown.repairs.find((fix) => fix.kind === "single-quotes");
    expect(quotes).toMatchObject({ at: text.indexOf("'"), count: 2 });
    expect(text[shown.repairs.find((fix) => fix.kind === "python-literal")?.at ?? -1]).toBe("T");
    expect(run('{"a": 1}', {}).repairs).toEqual([]);
    expect(run("no json here", {}).repairs).toEqual([]);
  });

  it("marks the chosen span over the candidates it lies in, and each repaired character", () => {
    const text = "ab {x} cd";
    expect(segments(text, [{ start: 0, end: 9, chosen: false }, { start: 3, end: 6, chosen: true }])).toEqual([
      { text: "ab ", mark: "candidate" },
      { text: "{x}", mark: "chosen" },
      { text: " cd", mark: "candidate" },
    ]);
    expect(segments(text, [{ start: 5, end: 99, chosen: true }])).toEqual([{ text, mark: "none" }]);
    expect(segments(text, [], [{ at: 4, kind: "unquoted-key", count: 1 }, { at: 9, kind: "missing-closer", count: 1 }])).toEqual([
      { text: "ab {", mark: "none" },
      { text: "x", mark: "none", fix: "unquoted-key" },
      { text: "} cd", mark: "none" },
    ]);
  });
});

describe("a zod schema typed in TypeScript", () => {
  it("is evaluated from calls, literals and the usual declaration around them", () => {
    const zod = examples.find((ex) => ex.name === "zod schema");
    expect(JSON.parse(run(zod?.text ?? "", zod?.schema).body)).toEqual({ name: "Desk lamp", price: 24.9, tags: ["lighting"], inStock: true });
    const code = 'z.object({ selector: z.string().meta({ aliases: ["element"] }), count: z.number().int().min(-1).optional(), kind: z.enum(["a", "b"]) })';
    expect(run("{'element': '#x', kind: 'a'}", code)).toMatchObject({ ok: true, body: '{\n  "selector": "#x",\n  "kind": "a"\n}' });
    expect(evaluateSchemaCode("export const Click: z.ZodType = z.object({ /* a comment */ s: z.string() }); // done")).toMatchObject({ ok: true });
  });

  it("calls nothing outside the whitelist: no globals, no other properties, no template code", () => {
    for (const code of [
      "fetch('https://example.com')",
      "z.constructor",
      "z.string().constructor('return 1')()",
      "z.object({}).__proto__",
      "globalThis.alert(1)",
      "z.string().parse('x')",
      "`${alert(1)}`",
      "z['string']()",
      "z.string(); alert(1)",
      "new z.ZodString()",
      "(() => 1)()",
      "z.lazy(() => z.string())",
    ]) {
      const read = evaluateSchemaCode(code);
      expect(read.ok, code).toBe(false);
    }
    expect(evaluateSchemaCode("z.object({ __proto__: z.string() })")).toMatchObject({ ok: true });
    expect(evaluateSchemaCode("42")).toMatchObject({ ok: false, message: "the code is not a zod schema" });
  });
});

describe("a streamed answer replayed", () => {
  it("grows the partial value chunk by chunk and ends with the one-shot outcome", () => {
    const streamed = examples.find((ex) => ex.stream === true);
    const input = { text: streamed?.text ?? "", schema: JSON.stringify(streamed?.schema), allowTruncated: false, optIn: [] };
    const replay = replayStream(input, 8);
    expect(replay?.chunks.join("")).toBe(input.text);
    const partials = (replay?.partials ?? []).filter((partial): partial is string => partial !== undefined);
    expect(new Set(partials).size).toBeGreaterThan(10);
    const lines = partials.map((partial) => (JSON.parse(partial) as { lines?: unknown[] }).lines?.length ?? 0);
    expect(lines.at(-1)).toBe(3);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
    expect(replay?.final).toEqual(runPlayground(input));
    expect(replayStream({ ...input, schema: "[]" })).toBeUndefined();
  });
});

describe("the share link", () => {
  it("round-trips the whole state, and ignores damaged or foreign fragments", async () => {
    const state: PageState = { text: "Sure: {'a': 1} ✓", schema: "z.object({ a: z.number() })", allowTruncated: true, optIn: ["fill-default"], readers: ["yaml"], proseOk: true, maxCalls: 3, formatsOff: ["react"], formatsOn: ["yaml-xml"] };
    const fragment = await encodeState(state);
    expect(fragment).toMatch(/^[zj]=[A-Za-z0-9_-]+$/);
    expect(await decodeState(`#${fragment}`)).toEqual(state);
    expect(await decodeState("#z=not-deflate")).toBeUndefined();
    expect(await decodeState("#section-2")).toBeUndefined();
    expect(await decodeState(`#j=${Buffer.from(JSON.stringify({ text: 5, schema: "{}", optIn: ["a", 1] })).toString("base64url")}`)).toEqual({ schema: "{}", optIn: ["a"] });
  });
});
