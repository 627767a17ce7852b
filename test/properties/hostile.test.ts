/**
 * Totality against hostile objects (issue 33): every value a caller, a client or a user piece hands to salvage at a
 * public entry point (options, tool definitions, a reader's or a rule's answer, a client's response or answer) may
 * be `null`, have throwing getters, be a Proxy whose traps throw or whose answers change between reads, or be a
 * revoked Proxy. Each entry returns a typed outcome (or a value that holds one) and never throws or rejects.
 */
import * as fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import {
  coerce, compileGuide, createIncrementalParser, describeStep, describeSteps, describeTrace, extract, findReactSteps, formatInstructions,
  fromToolDefinitions, generate, parseCorpus, parseTolerant, providerSchema, reaskMessage, reaskPrompt, readToolDefinition, repair,
  responseFormat, salvage, toJsonSchema, toolset, validate, validateAsync, type Failure, type GuideNode, type Reader, type Rule,
} from "../../src/index.js";
import { repairText, repairToolCall } from "../../src/adapters/ai-sdk/index.js";
import { salvage as zodSalvage, toolset as zodToolset } from "../../src/adapters/zod/index.js";
import { salvage as valibotSalvage } from "../../src/adapters/valibot/index.js";
import { parseCompletion, parseToolCalls, readCompletion, readResponse } from "../../src/adapters/openai/index.js";
import { parseMessage, parseToolUse, readMessage } from "../../src/adapters/anthropic/index.js";
import { count, expectOutcome, params, report, TIMEOUT } from "./budget.js";

const PROPERTY = "hostile";
const boom = (): never => {
  throw new Error("hostile");
};

/**
 * A recipe of a hostile stand-in for any object (plain data, so fast-check can show and shrink it); `build` makes
 * the object itself inside the property, where nothing but salvage reads it.
 */
type Recipe =
  | { readonly kind: "plain"; readonly value: null | undefined | number | string | boolean }
  | { readonly kind: "getter"; readonly fields: Readonly<Record<string, Recipe>> }
  | { readonly kind: "array"; readonly items: readonly Recipe[] }
  | { readonly kind: "trap"; readonly trap: "get" | "ownKeys" | "has" | "getOwnPropertyDescriptor" | "getPrototypeOf" }
  | { readonly kind: "revoked" }
  | { readonly kind: "changing" };

const FIELDS = [
  "text", "content", "choices", "message", "rules", "readers", "maxSize", "schema", "call", "prompt", "output", "value", "refuse", "repairs",
  "failEarly", "type", "input", "extractors", "maxDepth", "onLeaf", "strict", "name", "code", "stage", "issues", "tools", "toolCall", "reported",
] as const;

const recipe: fc.Arbitrary<Recipe> = fc.letrec<{ recipe: Recipe }>((tie) => ({
  recipe: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom(null, undefined, 0, "", "text", true).map((value): Recipe => ({ kind: "plain", value })),
    fc.dictionary(fc.constantFrom(...FIELDS), tie("recipe"), { maxKeys: 3 }).map((fields): Recipe => ({ kind: "getter", fields })),
    fc.array(tie("recipe"), { maxLength: 2 }).map((items): Recipe => ({ kind: "array", items })),
    fc.constantFrom("get", "ownKeys", "has", "getOwnPropertyDescriptor", "getPrototypeOf").map((trap): Recipe => ({ kind: "trap", trap })),
    fc.constant<Recipe>({ kind: "revoked" }),
    fc.constant<Recipe>({ kind: "changing" }),
  ),
})).recipe;

function build(recipe: Recipe): unknown {
  switch (recipe.kind) {
    case "plain":
      return recipe.value;
    case "getter": {
      // Its fields, and one more whose getter throws.
      const object: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(recipe.fields)) object[key] = build(inner);
      return Object.defineProperty(object, "getter", { get: boom, enumerable: true });
    }
    case "array":
      return Object.defineProperty(recipe.items.map(build), 0, { get: boom, enumerable: true });
    case "trap":
      return new Proxy({ text: "{}", choices: [], content: [], output: [] }, { [recipe.trap]: boom });
    case "revoked": {
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      return proxy;
    }
    case "changing": {
      // A value that answers differently at every read.
      let reads = 0;
      return new Proxy(
        {},
        {
          get: () => (reads++ % 2 === 0 ? "{}" : boom()),
          ownKeys: () => ["text", "value"],
          getOwnPropertyDescriptor: () => ({ value: "x", enumerable: true, configurable: true }),
        },
      );
    }
  }
}

const schema = { type: "object", properties: { x: { type: "number" } }, required: ["x"] };
const text = '{"x": 1}';

/** Runs one entry; a throw or a rejection fails the property, an outcome is checked to be typed. */
async function entry(name: string, run: () => unknown): Promise<void> {
  let result: unknown;
  try {
    result = await run();
  } catch (error) {
    throw new Error(`${name} threw: ${String(error)}`);
  }
  expectOutcome(result as never, name);
  count(PROPERTY, "entry-point calls");
}

const entries: readonly [string, (value: unknown) => unknown][] = [
  ["salvage(schema, options)", (value) => salvage(schema, value as never)(text)],
  ["salvage(schema, options).parseAsync", (value) => salvage(schema, value as never).parseAsync(text)],
  ["salvage(schema).stream(chunks, options).result", (value) => salvage(schema).stream(["{\"x\"", ": 1}"], value as never).result],
  ["salvage(schema).streamer(options).end()", (value) => {
    const streamer = salvage(schema).streamer(value as never);
    streamer.push(text);
    return streamer.end();
  }],
  ["repair(text, options)", (value) => repair(text, value as never)],
  ["toolset(defs, options).parse", (value) => toolset({ click: schema }, value as never).parse('{"name": "click", "arguments": {"x": 1}}')],
  ["toolset(defs).parse", (value) => toolset(value as never).parse('{"name": "click", "arguments": {"x": 1}}')],
  ["toolset({ click: def }).parse", (value) => toolset({ click: value } as never).parse('{"name": "click", "arguments": {"x": 1}}')],
  ["a reader's answer (sync)", (value) => salvage(schema, { readers: [{ name: "hostile", read: () => value } as Reader] })("{x: 1}")],
  ["a reader's answer (async)", (value) => salvage(schema, { readers: [{ name: "hostile", read: () => value } as Reader] }).parseAsync("{x: 1}")],
  ["a reader's value", (value) => salvage(schema, { readers: [{ name: "hostile", read: () => ({ value }) } as Reader] })("{x: 1}")],
  ["a reader's value in a toolset", (value) => toolset({ click: schema }, { readers: [{ name: "hostile", read: () => ({ value: { name: "click", arguments: value } }) } as Reader] }).parse("{x: 1}")],
  ["a rule's answer", (value) => salvage(schema, { rules: [{ name: "hostile", cost: 1, apply: () => value } as Rule] })('{"x": "one"}')],
  ["a rule's value", (value) => salvage(schema, { rules: [{ name: "hostile", cost: 1, apply: () => ({ value }) } as Rule] }).parseAsync('{"x": "one"}')],
  ["openai parseCompletion", (value) => parseCompletion(schema, value as never)],
  ["openai parseCompletion (message)", (value) => parseCompletion(schema, { choices: [{ index: 0, finish_reason: "stop", message: value }] } as never)],
  ["openai parseToolCalls (tool call)", (value) => parseToolCalls(toolset({ click: schema }), { choices: [{ index: 0, finish_reason: "tool_calls", message: { role: "assistant", content: null, tool_calls: [value] } }] } as never)],
  ["openai readCompletion", (value) => readCompletion(value)],
  ["openai readResponse", (value) => readResponse(value)],
  ["openai readResponse (item)", (value) => readResponse({ status: "completed", output: [value] })],
  ["anthropic parseMessage", (value) => parseMessage(schema, value as never)],
  ["anthropic parseMessage (block)", (value) => parseMessage(schema, { role: "assistant", stop_reason: "end_turn", content: [value] } as never)],
  ["anthropic parseToolUse (input)", (value) => parseToolUse(toolset({ click: schema }), { role: "assistant", stop_reason: "tool_use", content: [{ type: "tool_use", id: "1", name: "click", input: value }] } as never)],
  ["anthropic readMessage", (value) => readMessage(value)],
  ["generate(request)", (value) => generate(value as never)],
  ["generate: call answers it", (value) => generate({ schema, prompt: "x", attempts: 1, call: async () => value as never })],
  ["generate: options", (value) => generate({ schema, prompt: "x", attempts: 1, options: value as never, call: async () => text })],
  ["generate: messages", (value) => generate({ schema, messages: [value as never], attempts: 1, call: async () => text })],
];

/** Runs one entry whose answer is not an outcome; a throw or a rejection fails the property, the answer is checked by `check`. */
async function other(name: string, run: () => unknown, check: (result: unknown) => boolean): Promise<void> {
  let result: unknown;
  try {
    result = await run();
  } catch (error) {
    throw new Error(`${name} threw: ${String(error)}`);
  }
  expect(check(result), name).toBe(true);
  count(PROPERTY, "entry-point calls");
}

const guide = compileGuide(schema).value as GuideNode;
const mismatch = salvage(schema)('{"x": "a"}');
const failed = (mismatch.ok ? undefined : mismatch.error) as Failure;
const isStreamResult = (result: unknown): boolean => {
  const read = result as { ok: unknown; message?: unknown; reason?: unknown };
  return read.ok === true || (read.ok === false && typeof read.message === "string" && typeof read.reason === "string");
};
const isText = (result: unknown): boolean => typeof result === "string";
const isTextOrNull = (result: unknown): boolean => typeof result === "string" || result === null;
const isList = (result: unknown): boolean => Array.isArray(result);
const sdkCall = { toolCall: { type: "tool-call", toolCallId: "1", toolName: "click", input: '{"x": 1}' }, tools: { click: { inputSchema: schema } }, inputSchema: async () => schema };

// Entry points (issue 33, second pass) whose answer is an outcome, given a hostile value in each place.
const moreEntries: readonly [string, (value: unknown) => unknown][] = [
  ["validate(value, schema)", (value) => validate(value, schema)],
  ["validate(value, hostile schema)", (value) => validate({ x: 1 }, value as never)],
  ["validateAsync(value, hostile schema)", (value) => validateAsync({ x: 1 }, value as never)],
  ["salvage(hostile schema)", (value) => salvage(value as never)(text)],
  ["salvage(schema)(hostile text)", (value) => salvage(schema)(value as never)],
  ["extract(text, options)", (value) => extract(text, value as never)],
  ["extract(hostile text)", (value) => extract(value as never)],
  ["coerce(value, guide)", (value) => coerce(value, guide)],
  ["coerce(value, guide, rules)", (value) => coerce({ x: "1" }, guide, value as never)],
  ["coerce(value, guide, rules, options)", (value) => coerce({ x: "1" }, guide, undefined, value as never)],
  ["compileGuide(schema)", (value) => compileGuide(value as never)],
  ["toJsonSchema(schema)", (value) => toJsonSchema(value as never)],
  ["responseFormat(schema)", (value) => responseFormat(value as never)],
  ["responseFormat(schema, options)", (value) => responseFormat(schema, value as never)],
  ["providerSchema(schema, options)", (value) => providerSchema(schema, value as never)],
  ["formatInstructions(schema)", (value) => formatInstructions(value as never)],
  ["fromToolDefinitions(list)", (value) => fromToolDefinitions(value as never)],
  ["fromToolDefinitions([definition])", (value) => fromToolDefinitions([value] as never)],
  ["zod salvage(schema)", (value) => zodSalvage(value as never)(text)],
  ["zod toolset(defs)", (value) => zodToolset(value as never).parse('{"name": "click", "arguments": {"x": 1}}')],
  ["valibot salvage(schema)", (value) => valibotSalvage(value as never)(text)],
];

// Entry points whose answer is something else: a stream result, a text, a list, a definition or `null`.
const otherEntries: readonly [string, (value: unknown) => unknown, (result: unknown) => boolean][] = [
  ["parseTolerant(text, options)", (value) => parseTolerant(text, value as never), isStreamResult],
  ["createIncrementalParser(options)", (value) => {
    const parser = createIncrementalParser(value as never);
    parser.push(text);
    parser.snapshot();
    return parser.end();
  }, isStreamResult],
  ["readToolDefinition(value)", (value) => readToolDefinition(value), (result) => result === undefined || typeof result === "object"],
  ["reaskPrompt(failure)", (value) => reaskPrompt(value as never), isText],
  ["reaskPrompt(failure, options)", (value) => reaskPrompt(failed, value as never), isText],
  ["reaskMessage(failure)", (value) => reaskMessage(value as never), isText],
  ["reaskMessage(failure, call)", (value) => reaskMessage(failed, value as never), isText],
  ["describeStep(step)", (value) => describeStep(value as never), isText],
  ["describeSteps(steps)", (value) => describeSteps(value as never), isList],
  ["describeTrace([step])", (value) => describeTrace([value] as never), isText],
  ["parseCorpus(text)", (value) => parseCorpus(value as never), (result) => isList((result as { cases: unknown }).cases)],
  ["findReactSteps(text)", (value) => findReactSteps(value as never), isList],
  ["ai-sdk repairText(schema, options)", (value) => repairText(schema, value as never)({ text } as never), isTextOrNull],
  ["ai-sdk repairText(schema)(args)", (value) => repairText(schema)(value as never), isTextOrNull],
  ["ai-sdk repairToolCall(options)", (value) => repairToolCall(value as never)(sdkCall as never), (result) => result === null || typeof result === "object"],
  ["ai-sdk repairToolCall()(args)", (value) => repairToolCall()(value as never), (result) => result === null || typeof result === "object"],
];

describe("totality against hostile objects", () => {
  it(
    "every other public entry point answers hostile values in its own type, never a throw",
    async () => {
      await fc.assert(
        fc.asyncProperty(recipe, async (made) => {
          count(PROPERTY);
          for (const [name, run] of moreEntries) await entry(name, () => run(build(made)));
          for (const [name, run, check] of otherEntries) await other(name, () => run(build(made)), check);
        }),
        params(3301, 150),
      );
    },
    TIMEOUT,
  );

  it(
    "every public entry point answers hostile values with a typed outcome",
    async () => {
      await fc.assert(
        fc.asyncProperty(recipe, async (made) => {
          count(PROPERTY);
          for (const [name, run] of entries) await entry(name, () => run(build(made)));
        }),
        params(3300, 150),
      );
    },
    TIMEOUT,
  );

  it("the examples of the issue", async () => {
    const throwingText = Object.defineProperty({}, "text", { get: boom, enumerable: true });
    expect(salvage(schema, null as never)(text)).toMatchObject({ ok: true, value: { x: 1 } });
    expect(repair("{a: 1}", null as never)).toMatchObject({ ok: true, value: { a: 1 } });
    expect(toolset({ click: schema }, null as never).parse('{"name": "click", "arguments": {"x": 1}}')).toMatchObject({ ok: true });
    const generated = await generate({ schema, prompt: "x", call: async () => throwingText as never });
    expect(generated).toMatchObject({ ok: false, error: { code: "call-failed" } });
    const getterOptions = Object.defineProperty({}, "rules", { get: boom, enumerable: true });
    expect(salvage(schema, getterOptions)(text)).toMatchObject({ ok: false, error: { code: "invalid-schema", message: expect.stringContaining("could not be read") } });
  });
});

afterAll(() => {
  console.log(report("hostile"));
});
