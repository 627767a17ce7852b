import { describe, expect, it } from "vitest";
import { bool, clickGuide, int, node, num, str } from "../../test/helpers/guide.js";
import { coerce } from "./engine.js";
import { notAPieceMessage, pieceThrewMessage } from "../outcome/pieces.js";
import type { Rule } from "./rule.js";
import { allRules } from "./rules/index.js";
import { compileGuide } from "../schema/compile-guide.js";
import type { GuideNode } from "../schema/guide-types.js";

const rulesOf = (outcome: ReturnType<typeof coerce>) =>
  outcome.steps.flatMap((step) => (step.stage === "coerce" ? [`${step.rule}@${step.path.join(".")}`] : []));

describe("coerce engine", () => {
  it("leaves a fitting value untouched, same reference, no steps", () => {
    const value = { selector: "#btn" };
    const outcome = coerce(value, clickGuide());
    expect(outcome.ok && outcome.value).toBe(value);
    expect(outcome.steps).toEqual([]);
  });

  it("records rule, path, before and after", () => {
    const outcome = coerce({ element: "#btn" }, clickGuide());
    expect(outcome.ok && outcome.value).toEqual({ selector: "#btn" });
    expect(outcome.steps).toEqual([
      { stage: "coerce", candidate: 0, rule: "rename-key", path: [], before: { element: "#btn" }, after: { selector: "#btn" } },
    ]);
  });

  it("chains rules on one value and keeps them only when the result fits", () => {
    const outcome = coerce('{"element": "#btn", "note": 1}', clickGuide(true));
    expect(outcome.ok && outcome.value).toEqual({ selector: "#btn" });
    expect(rulesOf(outcome)).toEqual(["parse-json-string@", "rename-key@", "drop-unknown-keys@"]);
  });

  it("discards a chain that does not end in a fitting value", () => {
    // Dropping `note` alone leaves `selector` missing: no step may be recorded for a fix that did not help.
    const outcome = coerce({ note: "x", other: 2 }, clickGuide(true));
    expect(outcome.ok && outcome.value).toEqual({ note: "x", other: 2 });
    expect(outcome.steps).toEqual([]);
  });

  it("fixes nested values at their own paths without touching fitting siblings", () => {
    const guide = node({
      types: ["object"],
      properties: {
        items: { node: node({ types: ["array"], items: node({ types: ["object"], properties: { price: { node: num, required: true } } }) }), required: true },
        done: { node: bool, required: true },
      },
    });
    const input = { items: [{ price: 1 }, { price: "2.5" }], done: "true" };
    const outcome = coerce(input, guide);
    expect(outcome.ok && outcome.value).toEqual({ items: [{ price: 1 }, { price: 2.5 }], done: true });
    expect(rulesOf(outcome)).toEqual(["string-to-number@items.1.price", "string-to-boolean@done"]);
    expect(input.items[1]).toEqual({ price: "2.5" });
  });

  it("removes optional nulls and keeps required ones for validation to report", () => {
    const guide = node({ types: ["object"], properties: { a: { node: str, required: true }, b: { node: int } } });
    const outcome = coerce({ a: null, b: null }, guide);
    expect(outcome.ok && outcome.value).toEqual({ a: null });
    expect(rulesOf(outcome)).toEqual(["null-to-absent@b"]);
  });

  it("picks the anyOf branch the value already fits, else the cheapest one", () => {
    const guide = node({ anyOf: [num, node({ types: ["object"], properties: { n: { node: num, required: true } } })] });
    expect(coerce(3, guide).steps).toEqual([]);
    const outcome = coerce("3", guide);
    expect(outcome.ok && outcome.value).toBe(3);
    expect(rulesOf(outcome)).toEqual(["string-to-number@"]);
  });

  it("returns a value that fits all the way down as it is: the same object, no step, no cost", () => {
    const guide = node({ types: ["array"], items: node({ types: ["object"], properties: { n: { node: num, required: true } } }) });
    const fitting = Array.from({ length: 50 }, (_, n) => ({ n }));
    const outcome = coerce(fitting, guide);
    expect(outcome).toEqual({ ok: true, value: fitting, steps: [], cost: 0 });
    expect(outcome.ok && outcome.value).toBe(fitting);
    // One misfit deep inside is still found and fixed, in a copy.
    const misfit = [...fitting.slice(0, 49), { n: "49" }];
    const fixed = coerce(misfit, guide);
    expect(fixed.ok && fixed.value).toEqual(fitting);
    expect(rulesOf(fixed)).toEqual(["string-to-number@49.n"]);
    expect(misfit[49]).toEqual({ n: "49" });
  });

  it("gives a typed too-deep failure instead of overflowing the stack", () => {
    const deep: { items?: unknown } = {};
    let cursor = deep;
    const recursive = node({ types: ["object"], properties: {} });
    (recursive.properties as Map<string, unknown>).set("items", { node: recursive, required: false, aliases: [] });
    for (let i = 0; i < 100_000; i++) {
      const next = {};
      cursor.items = next;
      cursor = next;
    }
    const outcome = coerce({ items: "x", deep }, recursive, allRules, { maxDepth: 64 });
    expect(outcome.ok).toBe(true);
    const tooDeep = coerce(deep, recursive, allRules, { maxDepth: 64 });
    expect(tooDeep.ok).toBe(false);
    expect(!tooDeep.ok && tooDeep.error.code).toBe("too-deep");
    // A limit past what the engine's stack holds: the read-only fit check runs out of stack first, and that too
    // is a typed too-deep failure, not a throw.
    const pastTheStack = coerce(deep, recursive, allRules, { maxDepth: 1_000_000 });
    expect(!pastTheStack.ok && pastTheStack.error.code).toBe("too-deep");
  });

  it("never writes through __proto__", () => {
    const value = JSON.parse('{"element": "#btn", "__proto__": {"polluted": true}}') as unknown;
    const outcome = coerce(value, clickGuide());
    expect(outcome.ok && Object.prototype.hasOwnProperty.call(outcome.value, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
    expect(Object.getPrototypeOf(outcome.ok && outcome.value)).toBe(Object.prototype);
  });

  it("treats a throwing user rule as not applying", () => {
    const outcome = coerce({ element: "#btn" }, clickGuide(), [
      { name: "boom", cost: 1, apply: () => { throw new Error("boom"); } },
      ...allRules,
    ]);
    expect(outcome.ok && outcome.value).toEqual({ selector: "#btn" });
  });

  it("lets rules fix paths a validator reported although the guide says they fit", () => {
    const trim = { name: "trim", cost: 1, apply: (v: unknown) => (typeof v === "string" && v.trim() !== v ? { value: v.trim() } : undefined) };
    const outcome = coerce({ selector: " #btn " }, clickGuide(), [trim], { reported: [["selector"]] });
    expect(outcome.ok && outcome.value).toEqual({ selector: "#btn" });
    expect(coerce({ selector: " #btn " }, clickGuide(), [trim]).steps).toEqual([]);
  });

  it("stays within a budget on hostile alternatives", () => {
    let guide = node({ types: ["string"] });
    for (let i = 0; i < 30; i++) guide = node({ anyOf: [node({ types: ["object"], properties: { a: { node: guide, required: true } } }), node({ types: ["array"], items: guide })] });
    let value: unknown = 5;
    for (let i = 0; i < 30; i++) value = { a: [value] };
    const outcome = coerce(value, guide);
    expect(outcome.ok).toBe(true);
  });

  describe("a user rule is never trusted blindly", () => {
    const skipsOf = (outcome: ReturnType<typeof coerce>) =>
      outcome.steps.flatMap((step) => (step.stage === "skip" ? [`${step.kind}:${step.piece}`] : []));

    it("a rule that throws is skipped once, recorded, and the next rule still applies", () => {
      const boom: Rule = { name: "boom", cost: 1, apply: () => { throw new Error("boom"); } };
      const items = node({ types: ["array"], items: clickGuide() });
      const outcome = coerce({ items: [{ element: "#a" }, { element: "#b" }] }, node({ types: ["object"], properties: { items: { node: items } } }), [boom, ...allRules]);
      expect(outcome.ok && outcome.value).toEqual({ items: [{ selector: "#a" }, { selector: "#b" }] });
      expect(skipsOf(outcome)).toEqual(["rule:boom"]);
      const skip = outcome.steps.find((step) => step.stage === "skip");
      expect(skip?.stage === "skip" && skip.message).toBe(pieceThrewMessage(new Error("boom")));
    });

    it("a rule that returns a function, a cycle or a non-finite number is skipped, never applied", () => {
      const cyclic: Record<string, unknown> = {};
      cyclic["self"] = cyclic;
      for (const [name, bad] of [["fn", () => 1], ["cycle", cyclic], ["nan", Number.NaN], ["date", new Date(0)]] as const) {
        const rule: Rule = { name, cost: 0, apply: () => ({ value: bad }) };
        const outcome = coerce("x", clickGuide(), [rule]);
        expect(outcome.ok && outcome.value, name).toBe("x");
        expect(skipsOf(outcome), name).toEqual([`rule:${name}`]);
      }
    });

    it("something that is not a rule is skipped with a message that says what a rule needs", () => {
      const outcome = coerce(1, str, [{ name: "", cost: 0 } as unknown as Rule, ...allRules]);
      expect(outcome.ok && outcome.value).toBe("1");
      expect(outcome.steps[0]).toMatchObject({ stage: "skip", kind: "rule", message: notAPieceMessage("rule") });
    });
  });
});

describe("what a rule declares, not its name, decides how the engine treats it", () => {
  // A user's own pair of rules for `type: ["array", "boolean"]`: a string into a one-item list, or read as a boolean.
  const compiled = compileGuide({ type: ["array", "boolean"], items: { type: "string" } });
  const guide = (compiled.ok ? compiled.value : undefined) as GuideNode;
  const wrap = (reshapes: boolean): Rule => ({
    name: "my-wrap",
    cost: 1,
    ...(reshapes ? { reshapes: true } : {}),
    apply: (value) => (typeof value === "string" ? { value: [value] } : undefined),
  });
  const asBoolean: Rule = { name: "my-boolean", cost: 1, apply: (value) => (value === "false" ? { value: false } : undefined) };

  it("a rule that declares `reshapes` ties with another rule's different reading that fits: ambiguous", () => {
    expect(coerce("false", guide, [wrap(true), asBoolean])).toMatchObject({ ok: false, error: { code: "ambiguous" } });
  });

  it("the same rule without the declaration is a plain rule: the first that fits wins", () => {
    expect(coerce("false", guide, [wrap(false), asBoolean])).toMatchObject({ ok: true, value: ["false"] });
  });

  it("a reshaping rule with no rival reading stands", () => {
    expect(coerce("vector", guide, [wrap(true), asBoolean])).toMatchObject({ ok: true, value: ["vector"] });
  });
});
