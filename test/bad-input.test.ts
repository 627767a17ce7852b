import { describe, expect, it } from "vitest";
import * as z from "zod";
import { salvage } from "../src/index.js";

// Hostile input through the whole parser: an outcome every time, never a throw, never a touched prototype.
const click = salvage(z.object({ selector: z.string() }));
const open = salvage({});

const hostile: [string, string][] = [
  ["empty", ""],
  ["whitespace", " \n\t ".repeat(1000)],
  ["50 MB", "a".repeat(50 * 1024 * 1024)],
  ["binary junk", Array.from({ length: 100_000 }, (_, i) => String.fromCharCode((i * 7919) % 65536)).join("")],
  ["100,000 nested [", "[".repeat(100_000)],
  ["100,000 nested [ closed", `${"[".repeat(100_000)}${"]".repeat(100_000)}`],
  ["100,000 nested {\"a\":", '{"a":'.repeat(100_000)],
  ["an unclosed fence", "Here:\n```json\n{\"selector\": \"#b\"}"],
  ["an unclosed <think>", "<think>\nthe answer is {\"selector\": \"#b\"}"],
  ["a million backticks", "`".repeat(1_000_000)],
  ["lone surrogates", "\ud800{\"selector\": \"\udc00\"}\udfff"],
  ["__proto__ keys", '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "selector": "#b"}'],
  ["__proto__ in near-JSON", "{'__proto__': {'polluted': True}, selector: '#b',}"],
];

describe.each(hostile)("the parser on %s", (_name, text) => {
  it("returns an outcome without throwing and leaves prototypes alone", async () => {
    for (const parse of [click, open]) {
      const outcome = parse(text);
      expect(typeof outcome.ok).toBe("boolean");
      expect(Array.isArray(outcome.steps)).toBe(true);
      if (!outcome.ok) expect(outcome.error.message.length).toBeGreaterThan(0);
      const asyncOutcome = await parse.parseAsync(text);
      expect(asyncOutcome.ok).toBe(outcome.ok);
    }
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
  });
});

describe("the limits give typed failures", () => {
  it("50 MB is too-large; 100,000 nested brackets are a typed failure unless the schema takes them", () => {
    expect(click("a".repeat(50 * 1024 * 1024))).toMatchObject({ ok: false, error: { code: "too-large" } });
    const deep = open("[".repeat(100_000));
    expect(deep.ok).toBe(false);
    expect(!deep.ok && ["too-deep", "truncated"]).toContain(!deep.ok && deep.error.code);
    // Valid JSON that the schema rejects is coerced within the depth limit: a typed failure.
    const closed = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    const rejected = click(closed);
    expect(rejected.ok).toBe(false);
    expect(["too-deep", "schema-mismatch"]).toContain(rejected.error?.code);
    // Valid JSON that the schema accepts takes the fast path: JSON.parse (iterative in V8) and the schema.
    expect(open(closed).ok).toBe(true);
  });

  it("an unusable schema fails every call with invalid-schema, never a throw", () => {
    const broken = salvage({ type: "nonsense" });
    expect(broken("{}")).toMatchObject({ ok: false, error: { code: "invalid-schema" } });
    expect(() => broken.orThrow("{}")).toThrow(/nonsense/);
  });

  it("non-string input is a typed failure", () => {
    expect(click(undefined as unknown as string)).toMatchObject({ ok: false, error: { code: "no-json-found" } });
  });
});
