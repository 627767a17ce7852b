import { describe, expect, test } from "vitest";
import type { Candidate } from "../outcome/types.js";
import { DEFAULT_MAX_CANDIDATES, extract } from "./extract.js";
import { tag } from "./tags.js";
import type { Extractor, Span } from "./extractor.js";
import { noJsonFoundMessage, nonStringTextMessage } from "./messages.js";

/** The candidates of a successful extraction, failing the test otherwise. */
function candidates(text: string, options?: Parameters<typeof extract>[1]): readonly Candidate[] {
  const outcome = extract(text, options);
  if (!outcome.ok) throw new Error(`expected candidates, got ${outcome.error.message}`);
  for (const c of outcome.value) expect(text.slice(c.start, c.end)).toBe(c.text);
  return outcome.value;
}

describe("extract", () => {
  test("the motivating case: the fence first, the balanced span inside it deduplicated", () => {
    const text = "Sure! Here it is:\n```json\n{'element': '#btn',}\n```\nLet me know";
    const outcome = extract(text);
    expect(outcome).toEqual({
      ok: true,
      value: [{ text: "{'element': '#btn',}", start: 26, end: 46, source: "fence", kind: "container", label: "json" }],
      steps: [],
    });
  });

  test("a refusal is no-json-found, with the raw text and an actionable message", () => {
    const text = "I cannot help with that.";
    const outcome = extract(text);
    expect(outcome.ok).toBe(false);
    expect(outcome.error).toEqual({
      code: "no-json-found",
      stage: "extract",
      message: noJsonFoundMessage(text),
      text,
      issues: [],
    });
    expect(outcome.error?.message).toContain("I cannot help with that.");
    expect(outcome.error?.message).toContain("Expected a JSON value");
  });

  test("a bare #btn is no-json-found; a quoted one is a whole candidate", () => {
    expect(extract("#btn").error?.code).toBe("no-json-found");
    expect(candidates('"#btn"')).toEqual([{ text: '"#btn"', start: 0, end: 6, source: "whole", kind: "whole" }]);
  });

  test("the failure carries the whole text, however long", () => {
    const text = "no json here. ".repeat(10_000);
    const outcome = extract(text);
    expect(outcome.error?.text).toBe(text);
    expect(outcome.error?.message.length).toBeLessThan(400);
  });

  test("candidate order: whole, fence, tag, react, balanced", () => {
    const text = [
      "<answer>[3]</answer>",
      "Action Input: [4]",
      "```",
      "[2]",
      "```",
      "and [5]",
    ].join("\n");
    expect(candidates(text).map((c) => [c.source, c.text])).toEqual([
      ["fence", "[2]"],
      ["tag", "[3]"],
      ["react", "[4]"],
      ["balanced", "[5]"],
    ]);
  });

  test("a whole JSON text is first, and its duplicates are dropped", () => {
    expect(candidates('{"a": [1]}')).toEqual([{ text: '{"a": [1]}', start: 0, end: 10, source: "whole", kind: "whole" }]);
  });

  test("an example block then an answer block gives both in order", () => {
    const text =
      'The format is:\n```json\n{"selector": "<css>"}\n```\nAnswer:\n```json\n{"selector": "#btn"}\n```';
    expect(candidates(text).map((c) => c.text)).toEqual(['{"selector": "<css>"}', '{"selector": "#btn"}']);
  });

  test("think blocks hide the JSON inside them", () => {
    const text = '<think>\nMaybe {"selector": "wrong"}?\n```json\n{"x": 0}\n```\n</think>\n{"selector": "#btn"}';
    expect(candidates(text)).toEqual([
      { text: '{"selector": "#btn"}', start: text.lastIndexOf("{"), end: text.length, source: "whole", kind: "whole" },
    ]);
  });

  test("an unclosed think hides everything after it", () => {
    const outcome = extract('<think>\nI will answer {"a": 1}');
    expect(outcome.error?.code).toBe("no-json-found");
    expect(outcome.error?.message).toContain("reasoning");
  });

  test("a closing think without an opener hides the text before it", () => {
    expect(candidates('so {"a": 0} is wrong\n</think>\n\n{"a": 1}').map((c) => c.text)).toEqual(['{"a": 1}']);
  });

  test("an unclosed fence is an unterminated candidate", () => {
    expect(candidates('Here:\n```json\n{"a": [1, 2')).toEqual([
      { text: '{"a": [1, 2', start: 14, end: 25, source: "fence", kind: "container", label: "json", unterminated: true },
    ]);
  });

  test("empty and whitespace-only text", () => {
    for (const text of ["", "  \n\t "]) {
      const outcome = extract(text);
      expect(outcome.error?.code).toBe("no-json-found");
      expect(outcome.error?.text).toBe(text);
      expect(outcome.error?.message).toContain("empty");
    }
  });

  test("binary junk does not throw", () => {
    let junk = "";
    for (let i = 0; i < 4096; i++) junk += String.fromCharCode((i * 7919) % 65536);
    const outcome = extract(junk);
    if (outcome.ok) for (const c of outcome.value) expect(junk.slice(c.start, c.end)).toBe(c.text);
    else expect(outcome.error.code).toBe("no-json-found");
  });

  test("maxCandidates keeps the first candidates", () => {
    const text = Array.from({ length: 50 }, (_, i) => `[${i}]`).join(" ");
    expect(candidates(text)).toHaveLength(DEFAULT_MAX_CANDIDATES);
    // the first candidate is the whole text as a sequence of values
    expect(candidates(text, { maxCandidates: 3 }).map((c) => c.text)).toEqual([text, "[0]", "[1]"]);
    expect(candidates(text, { maxCandidates: Infinity })).toHaveLength(51);
    expect(candidates(text, { maxCandidates: 0 })).toHaveLength(1);
    expect(candidates(text, { maxCandidates: Number.NaN })).toHaveLength(DEFAULT_MAX_CANDIDATES);
  });

  test("a tag([...]) extractor replaces the default tag list", () => {
    expect(candidates("<call>x</call> <json>y</json>", { extractors: [tag(["call"])] }).map((c) => c.text)).toEqual(["x"]);
  });

  test("untyped callers: a non-string input fails, never throws", () => {
    const loose = extract as (text: unknown, options?: unknown) => ReturnType<typeof extract>;
    expect(loose(undefined).error).toMatchObject({ code: "no-json-found", message: nonStringTextMessage(undefined) });
    expect(loose(42).error?.message).toBe("Expected the model's text as a string, received number.");
    expect(loose("[1]", null).ok).toBe(true);
    expect(loose("<x>[1]</x>", { tags: "x" }).ok).toBe(true);
  });
});

describe("noJsonFoundMessage", () => {
  test("quotes a bounded preview of the visible text", () => {
    const message = noJsonFoundMessage(`<think>a</think>\n${"b".repeat(500)}`);
    expect(message).toContain(`"${"b".repeat(60)}…"`);
    expect(message).not.toContain("<think>");
    expect(message).toContain("517 characters");
  });
});

describe("an extractor's needs", () => {
  /** A user's piece that finds `<<<…>>>`, counting its runs; `needs` as given. */
  function chevrons(needs?: unknown): { extractor: Extractor; runs: () => number } {
    let runs = 0;
    const find = (text: string): Span[] => {
      runs++;
      const open = text.indexOf("<<<");
      const close = text.indexOf(">>>", open + 3);
      return open >= 0 && close > open ? [{ start: open + 3, end: close }] : [];
    };
    const extractor = (needs === undefined ? { name: "chevrons", likelihood: "high", find } : { name: "chevrons", likelihood: "high", needs, find }) as Extractor;
    return { extractor, runs: () => runs };
  }

  test("a piece that declares them is not run on a text that holds none, and finds as before on one that does", () => {
    const { extractor, runs } = chevrons(["<<<"]);
    expect(extract("no chevrons here", { extractors: [extractor] }).ok).toBe(false);
    expect(runs()).toBe(0);
    expect(candidates('say <<<{"a": 1}>>>', { extractors: [extractor] }).map((c) => c.text)).toEqual(['{"a": 1}']);
    expect(runs()).toBe(1);
  });

  test("one of several strings is enough", () => {
    const { extractor, runs } = chevrons(["[[[", "<<<"]);
    expect(candidates('<<<{"a": 1}>>>', { extractors: [extractor] }).map((c) => c.text)).toEqual(['{"a": 1}']);
    expect(runs()).toBe(1);
  });

  test("a piece without them, or with an unusable declaration, always runs", () => {
    for (const needs of [undefined, "<<<", [/<<</], [42], null]) {
      const { extractor, runs } = chevrons(needs);
      expect(extract("no chevrons here", { extractors: [extractor] }).ok).toBe(false);
      expect(runs()).toBe(1);
    }
  });

  test("the built-in fence and tag finders declare theirs, and find the same candidates", () => {
    const text = 'Here:\n```json\n{"a": 1}\n```\nand <json>{"b": 2}</json>';
    expect(candidates(text).map((c) => c.source)).toEqual(["fence", "tag"]);
    expect(extract("plain prose, no fence and no tag").ok).toBe(false);
  });
});

describe("an extractor's wants", () => {
  /** A user's piece that takes the whole text, counting its runs; `wants` as given (a getter that throws for "throws"). */
  function whole(wants?: unknown): { extractor: Extractor; runs: () => number } {
    let runs = 0;
    const find = (text: string): Span[] => {
      runs++;
      return [{ start: 0, end: text.length }];
    };
    const extractor = { name: "all", likelihood: "high", find } as Record<string, unknown>;
    if (wants === "throws") {
      Object.defineProperty(extractor, "wants", { get: () => { throw new Error("no wants"); } });
    } else if (wants !== undefined) extractor["wants"] = wants;
    return { extractor: extractor as unknown as Extractor, runs: () => runs };
  }

  test("a piece that declares them is not run under a schema that asks for none of them", () => {
    const { extractor, runs } = whole(["array"]);
    expect(extract("[1, 2]", { extractors: [extractor], scalarWanted: true }).ok).toBe(false);
    expect(runs()).toBe(0);
    expect(candidates("[1, 2]", { extractors: [extractor], arrayWanted: true }).map((c) => c.text)).toEqual(["[1, 2]"]);
    expect(runs()).toBe(1);
  });

  test("one of them asked for is enough, each in the context's terms", () => {
    for (const wanted of [{ scalarWanted: true }, { arrayWanted: true }, { wordsWanted: true }]) {
      const { extractor, runs } = whole(["scalar", "array", "words"]);
      expect(candidates("42", { extractors: [extractor], ...wanted }).map((c) => c.text)).toEqual(["42"]);
      expect(runs()).toBe(1);
    }
    const { extractor, runs } = whole([]);
    expect(extract("42", { extractors: [extractor], scalarWanted: true, arrayWanted: true, wordsWanted: true }).ok).toBe(false);
    expect(runs()).toBe(0);
  });

  test("a piece without them, or with an unusable declaration, always runs", () => {
    for (const wants of [undefined, "array", ["object"], [42], null]) {
      const { extractor, runs } = whole(wants);
      expect(candidates("42", { extractors: [extractor] }).map((c) => c.text)).toEqual(["42"]);
      expect(runs()).toBe(1);
    }
  });

  test("a declaration that throws skips the piece with a step, never a throw", () => {
    const { extractor, runs } = whole("throws");
    const outcome = extract("42", { extractors: [extractor] });
    expect(outcome.ok).toBe(false);
    expect(outcome.steps).toEqual([{ stage: "skip", piece: "all", kind: "extractor", message: "It threw Error: no wants; skipped." }]);
    expect(runs()).toBe(0);
  });

  test("the built-in fence-list and answer finders declare theirs, and find the same candidates", () => {
    const text = '```json\n{"a": 1}\n```\n\n```json\n{"b": 2}\n```';
    expect(candidates(text).map((c) => c.source)).toEqual(["fence", "fence"]);
    expect(candidates(text, { arrayWanted: true }).map((c) => c.source)).toEqual(["fence", "fence", "fence-list"]);
    expect(extract("The answer is yes.").ok).toBe(false);
    expect(candidates("The answer is yes.", { scalarWanted: true }).map((c) => c.source)).toEqual(["answer"]);
  });
});
