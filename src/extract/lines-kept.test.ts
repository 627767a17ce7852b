import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultExtractors } from "./defaults.js";
import type { Extractor } from "./extractor.js";
import { extract } from "./extract.js";
import { findLineScalars, line } from "./lines.js";

// The `line` extractor as it was before it was told the kept candidates: every line read.
const everyLine: Extractor = { name: "line", likelihood: "low", kind: "prose", find: (text, context) => findLineScalars(text, context.hidden) };
const withEveryLine = defaultExtractors.map((extractor) => (extractor === line ? everyLine : extractor));

// Paragraph pieces as models write them: prose, lead-ins, bare scalars, fences and brackets holding bare lines.
const piece = fc.constantFrom(
  "Here is the answer:",
  "Sure.",
  "",
  "   ",
  "42",
  '"#btn"',
  "'x'",
  "“y”",
  "-1.5",
  "```json",
  "```",
  "~~~",
  "{",
  "}",
  "[",
  "]",
  '  "a": 1,',
  "<think>",
  "</think>",
  "Answer:",
  '{"a": 1}',
  "[1, 2]",
);
const texts = fc.array(piece, { maxLength: 24 }).map((lines) => lines.join("\n"));

describe("line: the kept candidates' insides", () => {
  it("passes over lines inside a kept candidate without changing what extraction finds", () => {
    let passed = 0;
    fc.assert(
      fc.property(texts, (text) => {
        const told = extract(text);
        expect(told).toStrictEqual(extract(text, { extractors: withEveryLine }));
        const kept = told.ok ? told.value.filter((c) => c.source !== "line") : [];
        if (kept.some((c) => text.slice(c.start, c.end).split("\n").length > 3)) passed++;
      }),
      { numRuns: 3000 },
    );
    // Texts whose kept candidates span lines enough to be passed over, so that the comparison means something.
    expect(passed).toBeGreaterThan(300);
  });

  it("finds, for any kept spans, the scalars outside them that it finds with none kept", () => {
    const withSpans = texts.chain((text) =>
      fc.tuple(
        fc.constant(text),
        fc.array(
          fc.tuple(fc.nat({ max: text.length }), fc.nat({ max: text.length })).map(([a, b]) => ({ start: Math.min(a, b), end: Math.max(a, b) })),
          { maxLength: 3 },
        ),
      ),
    );
    fc.assert(
      fc.property(withSpans, ([text, kept]) => {
        const inside = (c: { start: number; end: number }) => kept.some((r) => r.start <= c.start && c.end <= r.end);
        // Those inside (which `extract` drops) may be found or not; every other one is found as before.
        expect(findLineScalars(text, [], kept).filter((c) => !inside(c))).toStrictEqual(findLineScalars(text, []).filter((c) => !inside(c)));
      }),
      { numRuns: 3000 },
    );
  });

  it("reads the lines outside a kept candidate as before: a bare scalar after a fence", () => {
    const text = 'Here:\n\n```json\n{\n\n  "a": 1\n\n}\n```\n\n42\n\nThanks';
    const sources = extract(text).value?.map((c) => [c.source, c.text]);
    expect(sources).toStrictEqual([
      ["fence", '{\n\n  "a": 1\n\n}'],
      ["line", "42"],
    ]);
  });

  it("takes a span inside a kept candidate as before when nothing was kept (findCandidates' reading)", () => {
    const text = "[\n\n42\n\n]";
    expect(findLineScalars(text, []).map((c) => c.text)).toStrictEqual(["42"]);
    expect(findLineScalars(text, [], [{ start: 0, end: text.length }])).toStrictEqual([]);
  });

  it("reads the last line inside a kept candidate, which says whether the line holding its end stands after a blank", () => {
    // A span that ends inside a line (a tag's content, say): that line's scalar runs past it and is no piece of it.
    const text = 'x\ny\n\n"abc</answer>"\n\nbye';
    const kept = [{ start: 0, end: text.indexOf("<") }];
    expect(findLineScalars(text, [], kept).map((c) => c.text)).toStrictEqual(['"abc</answer>"']);
    expect(findLineScalars(text, []).map((c) => c.text)).toStrictEqual(['"abc</answer>"']);
  });
});
