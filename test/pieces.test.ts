// User pieces through salvage(): a delimiter extractor and a reader that do their job, and hostile pieces
// (they throw, return garbage, flood, return cyclic or absurdly deep values) that must each end in a typed
// outcome, in bounded time (the suite's timeout bounds it), with the piece named in a skip step.
import { describe, expect, it } from "vitest";
import * as z from "zod";
import * as api from "../src/index.js";
import {
  defaultExtractors,
  defaultFormats,
  defaultReaders,
  defaultRules,
  extract,
  salvage,
  type Extractor,
  type Outcome,
  type Reader,
  type Rule,
  type Step,
} from "../src/index.js";
import { notAPieceMessage, notJsonDataMessage, pieceThrewMessage } from "../src/messages.js";

const Click = z.object({ selector: z.string() });
const skips = (outcome: Outcome<unknown>) => outcome.steps.filter((step): step is Extract<Step, { stage: "skip" }> => step.stage === "skip");

/** `<<<` … `>>>` spans. */
const chevrons: Extractor = {
  name: "chevrons",
  likelihood: "high",
  *find(text) {
    let from = 0;
    for (let open = text.indexOf("<<<"); open !== -1; open = text.indexOf("<<<", from)) {
      const close = text.indexOf(">>>", open + 3);
      if (close === -1) return;
      yield { start: open + 3, end: close };
      from = close + 3;
    }
  },
};

/** `selector=#btn`: a user notation, read only where the whole candidate is one such pair. */
const keyEquals: Reader = {
  name: "key-equals",
  read: (text) => {
    const match = /^([a-z]+)=(\S+)$/.exec(text.trim());
    return match === null ? undefined : { value: { [match[1] as string]: match[2] }, repairs: ["key=value"] };
  },
};

describe("the defaults are public pieces", () => {
  it("every default extractor, reader, rule and call format is exported (a factory's pieces by their factory)", () => {
    const exported = new Set<unknown>(Object.values(api));
    const factories = new Map<string, unknown>([["fence", api.fence], ["tag", api.tag]]);
    for (const piece of [...defaultExtractors, ...defaultReaders, ...defaultRules, ...defaultFormats]) {
      expect(exported.has(piece) || exported.has(factories.get(piece.name)), piece.name).toBe(true);
    }
  });
});

describe("user pieces through salvage()", () => {
  it("a <<< >>> extractor gives its candidate, named in the trace, with the default readers", () => {
    const parse = salvage(Click, { extractors: [...defaultExtractors, chevrons] });
    const outcome = parse("Answer: <<<{'selector': '#go'}>>>");
    expect(outcome).toMatchObject({ ok: true, value: { selector: "#go" } });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ stage: "extract", source: "chevrons" }));
    expect(outcome.steps).toContainEqual(expect.objectContaining({ stage: "repair", reader: "tolerant" }));
    // Without it, the delimiters are prose around a balanced span: found, but as a fragment of prose.
    expect(salvage(Click)("Answer: <<<{'selector': '#go'}>>>").steps).toContainEqual(expect.objectContaining({ stage: "extract", source: "balanced" }));
  });

  it("a likelier extractor listed after the defaults owns a text the defaults also found", () => {
    const found = extract('<<<{"a": 1}>>>', { extractors: [...defaultExtractors, chevrons] });
    expect(found).toMatchObject({ ok: true, value: [{ text: '{"a": 1}', source: "chevrons" }] });
    expect(found.ok && found.value[0]?.likelihood).toBeUndefined();
  });

  it("a user reader reads what no default reader does, with a repair step naming it", () => {
    const parse = salvage(Click, { extractors: [...defaultExtractors, chevrons], readers: [...defaultReaders, keyEquals] });
    const outcome = parse("<<<selector=#btn>>>");
    expect(outcome).toMatchObject({ ok: true, value: { selector: "#btn" } });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ stage: "repair", reader: "key-equals", repairs: ["key=value"] }));
    expect(salvage(Click, { extractors: [...defaultExtractors, chevrons] })("<<<selector=#btn>>>").ok).toBe(false);
  });
});

describe("hostile extractors", () => {
  const answer = '{"selector": "#btn"}';

  it.each<[string, Extractor | Record<string, unknown>]>([
    ["throws", { name: "boom", likelihood: "high", find: () => { throw new Error("boom"); } }],
    ["throws part-way through its spans", { name: "boom", likelihood: "high", *find() { yield { start: 0, end: 1 }; throw new Error("boom"); } }],
    ["returns a span outside the text", { name: "boom", likelihood: "high", find: () => [{ start: 0, end: 10_000 }] }],
    ["returns a negative or fractional span", { name: "boom", likelihood: "high", find: () => [{ start: -1, end: 0.5 }] }],
    ["returns things that are not spans", { name: "boom", likelihood: "high", find: () => ["a", null, 3] }],
    ["returns something that is not iterable", { name: "boom", likelihood: "high", find: () => 42 }],
    ["has no find", { name: "boom", likelihood: "high" }],
    ["has no name", { likelihood: "high", find: () => [] }],
  ])("one that %s is skipped with a step; the others still read the answer", (_, hostile) => {
    const outcome = salvage(Click, { extractors: [hostile as Extractor, ...defaultExtractors] })(`Here: ${answer}`);
    expect(outcome).toMatchObject({ ok: true, value: { selector: "#btn" } });
    expect(skips(outcome)).toEqual([expect.objectContaining({ stage: "skip", kind: "extractor" })]);
  });

  it("names the piece and what it threw", () => {
    const boom: Extractor = { name: "boom", likelihood: "high", find: () => { throw new Error("no"); } };
    expect(skips(salvage(Click, { extractors: [boom, ...defaultExtractors] })(answer))).toEqual([
      { stage: "skip", piece: "boom", kind: "extractor", message: pieceThrewMessage(new Error("no")) },
    ]);
    expect(skips(salvage(Click, { extractors: [{} as Extractor, ...defaultExtractors] })(answer))).toEqual([
      { stage: "skip", piece: "(unnamed)", kind: "extractor", message: notAPieceMessage("extractor") },
    ]);
  });

  it("alone, it ends in a typed failure, never a throw", () => {
    const boom: Extractor = { name: "boom", likelihood: "high", find: () => { throw new Error("boom"); } };
    expect(salvage(Click, { extractors: [boom] })(answer)).toMatchObject({ ok: false, error: { code: "no-json-found" } });
  });

  it("10^6 spans, or spans without end, are cut at the candidate bound", () => {
    const flood: Extractor = { name: "flood", likelihood: "high", find: (text) => Array.from({ length: 1_000_000 }, (_, i) => ({ start: i % text.length, end: text.length })) };
    const endless: Extractor = { name: "endless", likelihood: "high", *find(text) { for (;;) yield { start: 0, end: text.length }; } };
    for (const hostile of [flood, endless]) {
      const outcome = salvage(Click, { extractors: [hostile] })(`x ${answer}`);
      expect(outcome).toHaveProperty("ok");
      const found = extract(`x ${answer}`, { extractors: [hostile] });
      expect(found.ok && found.value.length).toBeLessThanOrEqual(32);
    }
  });
});

/** A cyclic object and an array nested 10^6 deep, built without recursion. */
function cyclic(): unknown {
  const value: Record<string, unknown> = { selector: "#btn" };
  value["self"] = value;
  return value;
}
function deep(levels: number): unknown {
  let value: unknown = "#btn";
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

describe("hostile readers", () => {
  const reading = (value: () => unknown): Reader => ({ name: "garbage", read: () => ({ value: value() }) });

  it.each<[string, Reader | Record<string, unknown>, string]>([
    ["throws", { name: "garbage", read: () => { throw new TypeError("bad"); } }, pieceThrewMessage(new TypeError("bad"))],
    ["returns a function", reading(() => () => 1), notJsonDataMessage()],
    ["returns a cyclic value", reading(cyclic), notJsonDataMessage()],
    ["returns a value 10^6 deep", reading(() => deep(1_000_000)), notJsonDataMessage()],
    ["returns NaN", reading(() => ({ selector: Number.NaN })), notJsonDataMessage()],
    ["returns a class instance", reading(() => new Map([["selector", "#btn"]])), notJsonDataMessage()],
    ["returns a value behind a throwing getter", reading(() => Object.defineProperty({}, "selector", { enumerable: true, get: () => { throw new Error("get"); } })), notJsonDataMessage()],
    ["has no read", { name: "garbage" }, notAPieceMessage("reader")],
  ])("one that %s is skipped with a step; the default readers still read", (_, hostile, message) => {
    const outcome = salvage(Click, { readers: [hostile as Reader, ...defaultReaders] })("```json\n{'selector': '#btn'}\n```");
    expect(outcome).toMatchObject({ ok: true, value: { selector: "#btn" } });
    expect(skips(outcome)).toEqual([{ stage: "skip", piece: expect.any(String), kind: "reader", message, candidate: 0 }]);
  });

  it("alone, each ends in a typed failure, never a throw and never its garbage", () => {
    for (const value of [cyclic, () => deep(1_000_000), () => () => 1]) {
      const outcome = salvage(Click, { readers: [reading(value)] })('{"selector": 1}');
      expect(outcome).toMatchObject({ ok: false });
    }
  });

  it("answers that are not results (a string, a number, a refusal without words) read as nothing", () => {
    for (const result of ["yes", 42, { refuse: 42 }, [], true]) {
      const odd = { name: "odd", read: () => result } as unknown as Reader;
      expect(salvage(Click, { readers: [odd] })("```\n#btn\n```")).toMatchObject({ ok: false, error: { code: "unrepairable" } });
    }
  });
});

describe("hostile rules", () => {
  it.each<[string, Rule]>([
    ["throws", { name: "boom", cost: 1, apply: () => { throw new Error("boom"); } }],
    ["returns a cyclic value", { name: "boom", cost: 1, apply: () => ({ value: cyclic() }) }],
    ["returns a value 10^6 deep", { name: "boom", cost: 1, apply: () => ({ value: deep(1_000_000) }) }],
    ["returns something that is not a result", { name: "boom", cost: 1, apply: () => 42 as unknown as undefined }],
  ])("one that %s leaves a typed outcome, and the default rules still apply", (_, hostile) => {
    const parse = salvage(Click, { rules: [hostile, ...defaultRules] });
    expect(parse('{"element": "#btn"}'.replace("element", "Selector"))).toMatchObject({ ok: true, value: { selector: "#btn" } });
    expect(parse('{"selector": 42, "x": [1]}')).toHaveProperty("ok");
  });
});
