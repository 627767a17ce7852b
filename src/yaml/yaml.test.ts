import { describe, expect, it } from "vitest";
import * as z from "zod";
import type { Candidate } from "../outcome/types.js";
import { defaultReaders } from "../repair/defaults.js";
import type { ReaderContext } from "../repair/reader.js";
import { salvage } from "../salvage/index.js";
import { compileGuide } from "../schema/compile-guide.js";
import {
  yamlCommentValueMessage,
  yamlComplexKeyMessage,
  yamlEmptyMessage,
  yamlNotJsonMessage,
  yamlPlainTextMessage,
  yamlReadMessage,
  yamlSeveralDocumentsMessage,
  yamlTooDeepMessage,
  yamlTooLargeMessage,
  yamlTooManyAliasesMessage,
} from "./messages.js";
import { yaml } from "./yaml.js";

const Click = z.object({ selector: z.string(), double: z.boolean().optional(), tags: z.array(z.string()).optional(), note: z.string().nullable().optional() });
const parse = salvage(Click, { readers: [...defaultReaders, yaml()] });
const fenced = (body: string, label = "yaml") => `Here you go:\n\`\`\`${label}\n${body}\n\`\`\`\nHope this helps.`;

/** The reader's own answer for a fenced block's content. */
function read(body: string, options: { label?: string; source?: string; schema?: Record<string, unknown>; unterminated?: boolean; maxDepth?: number; maxRepairSize?: number } = {}) {
  const candidate: Candidate = { text: body, start: 0, end: body.length, source: options.source ?? "fence", label: options.label ?? "yaml", ...(options.unterminated ? { unterminated: true } : {}) };
  const guide = options.schema === undefined ? undefined : compileGuide(options.schema);
  const context: ReaderContext = { candidate, input: body, maxDepth: options.maxDepth ?? 512, maxRepairSize: options.maxRepairSize ?? 1 << 20, guide: guide?.ok ? guide.value : undefined, refused: undefined };
  return yaml().read(body, context);
}

describe("yaml: what it reads", () => {
  it.each([
    ["a mapping", "selector: '#btn'\ndouble: true", { selector: "#btn", double: true }],
    ["a block list", "selector: a\ntags:\n  - x\n  - y", { selector: "a", tags: ["x", "y"] }],
    ["flow style", "{selector: a, tags: [x, y]}", { selector: "a", tags: ["x", "y"] }],
    ["YAML 1.2 booleans only (yes stays a string)", "selector: yes", { selector: "yes" }],
    ["a null", "selector: a\nnote: ~", { selector: "a", note: null }],
    ["a block scalar", "selector: |\n  line one\n  line two", { selector: "line one\nline two\n" }],
    ["JSON, which is YAML", '{"selector": "#btn"}', { selector: "#btn" }],
    ["comments", "# the button\nselector: '#btn' # quoted", { selector: "#btn" }],
  ])("%s", (_, body, expected) => {
    expect(read(body)).toEqual({ value: expected, repairs: ["YAML"], message: yamlReadMessage() });
    expect(parse(fenced(body))).toMatchObject({ ok: true, value: expected });
  });

  it("reads ```yml, and names itself in the trace", () => {
    const outcome = parse(fenced("selector: '#x'", "yml"));
    expect(outcome).toMatchObject({ ok: true, value: { selector: "#x" } });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ stage: "repair", reader: "yaml", message: yamlReadMessage() }));
  });

  it("reads several documents only where the schema wants a list", () => {
    const list = { type: "array", items: { type: "object" } };
    expect(read("a: 1\n---\na: 2", { schema: list })).toMatchObject({ value: [{ a: 1 }, { a: 2 }] });
    expect(read("a: 1\n---\na: 2", { schema: { type: "object" } })).toMatchObject({ refuse: yamlSeveralDocumentsMessage(2) });
  });

  it("copies aliases within the limit into a plain tree", () => {
    const result = read("base: &b {x: 1}\nother: *b") as { value: { base: unknown; other: unknown } };
    expect(result.value).toEqual({ base: { x: 1 }, other: { x: 1 } });
    expect(result.value.base).not.toBe(result.value.other);
  });

  it("reports a fence left open as cut off (a failure unless allowTruncated)", () => {
    expect(read("selector: a", { unterminated: true })).toMatchObject({ value: { selector: "a" }, truncated: true });
    expect(parse("```yaml\nselector: a\n")).toMatchObject({ ok: false, error: { code: "truncated" } });
    expect(salvage(Click, { readers: [...defaultReaders, yaml()], allowTruncated: true })("```yaml\nselector: a\n")).toMatchObject({ ok: true, value: { selector: "a" } });
  });
});

describe("yaml: what it refuses", () => {
  it.each([
    ["prose", "Click the button with id btn."],
    ["a refusal", "I cannot help with that."],
    ["a mapping in prose", "selector: '#btn'"],
  ])("%s outside a yaml fence is never read", (_, text) => {
    expect(read(text, { source: "whole", label: "" })).toBeUndefined();
    expect(read(text, { label: "json" })).toBeUndefined();
    expect(read(text, { source: "tag", label: "yaml" })).toBeUndefined();
    expect(parse(text).ok).toBe(false);
  });

  it.each([
    ["prose in a fence", "Click the button with id btn.", yamlPlainTextMessage()],
    ["a refusal in a fence", "I cannot help with that.", yamlPlainTextMessage()],
    ["a comment where the value should be", "selector: #btn", yamlCommentValueMessage(10)],
    ["a list item that is a comment", "- #a\n- b", yamlCommentValueMessage(2)],
    ["only comments", "# nothing here", yamlEmptyMessage()],
    ["a key that is a list", "? [a, b]\n: 1", yamlComplexKeyMessage()],
    ["NaN", "selector: a\nratio: .nan", yamlNotJsonMessage()],
    ["a binary", "selector: !!binary aGVsbG8=", yamlNotJsonMessage()],
  ])("%s", (_, body, message) => {
    expect(read(body)).toMatchObject({ refuse: message });
    expect(parse(fenced(body)).ok).toBe(false);
  });

  it("its refusal is the failure's message through salvage(), not the JSON readers' 'not JSON'", () => {
    expect(parse(fenced("selector: #btn"))).toMatchObject({ ok: false, error: { code: "unrepairable", message: yamlCommentValueMessage(10) } });
  });

  it.each([
    ["a duplicate key", "selector: a\nselector: b"],
    ["an unknown tag", "selector: !shout a"],
    ["bad indentation", "selector: a\n  tags: b\n x: 1"],
  ])("refuses the parser's errors and warnings: %s", (_, body) => {
    expect(read(body)).toMatchObject({ refuse: expect.stringContaining("The YAML block could not be read") });
    expect(parse(fenced(body)).ok).toBe(false);
  });

  it("an element not in the schema is left to validation (YAML names its own keys)", () => {
    expect(parse(fenced("color: red"))).toMatchObject({ ok: false, error: { code: "schema-mismatch" } });
  });

  it("refuses a recursive alias and an alias bomb, in bounded time", () => {
    expect(read("a: &a [*a]")).toMatchObject({ code: "too-deep" });
    const bomb = ["a: &a [x, x, x, x, x, x, x, x, x, x]", ..."bcdefghi".split("").map((name, i) => `${name}: &${name} [${Array(10).fill(`*${"abcdefghi"[i]}`).join(", ")}]`)].join("\n");
    expect(read(bomb)).toMatchObject({ refuse: yamlTooManyAliasesMessage(), code: "too-large" });
  });

  it("refuses what is too deep or too large before parsing", () => {
    expect(read(`${"[".repeat(600)}${"]".repeat(600)}`)).toMatchObject({ refuse: yamlTooDeepMessage(512), code: "too-deep" });
    expect(read("selector: abcdef", { maxRepairSize: 4 })).toMatchObject({ refuse: yamlTooLargeMessage(16, 4), code: "too-large" });
    expect(read(`a:\n${"  ".repeat(1)}b: 1`, { maxDepth: 1 })).toMatchObject({ refuse: yamlTooDeepMessage(1), code: "too-deep" });
  });

  it("never throws on hostile text", () => {
    for (const body of ["[".repeat(400), "{a: ".repeat(300), "- ".repeat(5000), "&a ".repeat(1000), "!!".repeat(1000), "\u0000\uffff\ud800", "%YAML 9.9\n---\na"]) {
      expect(() => read(body)).not.toThrow();
    }
  });
});
