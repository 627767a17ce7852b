import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyText } from "../../test/properties/texts.js";
import { balanced } from "./balanced.js";
import { defaultExtractors } from "./defaults.js";
import { extract } from "./extract.js";
import type { Extractor } from "./extractor.js";
import { line } from "./lines.js";

// The same extractors as copies: extract cannot tell them for the built-in `balanced` and `line`, so it runs them
// on every text, as it did before it skipped them where the whole text is one structure.
const copies: readonly Extractor[] = defaultExtractors.map((e) => (e === balanced || e === line ? { ...e } : e));

const fragment = fc.constantFrom(
  "{", "}", "[", "]", '"', "'", ":", ",", " ", "\n", "\n\n", "a", "1", '"x"', "'y'", "42", "true", "```", "```json\n", "~~~",
  "<think>", "</think>", "<json>", "</json>", "Final Answer: ", '{"a": 1}', "['x']", "{a: 1}", "[see]", "\u00a0", "“z”",
);
const structured = fc.array(fragment, { maxLength: 40 }).map((parts) => `{${parts.join("")}}`);

describe("extract skips `balanced` and `line` where they cannot add a candidate", () => {
  it.each([
    '{"a": 1}',
    '  [1, 2]\n',
    '{"note": "```json\\n{\\"b\\": 2}\\n```", "a": 1}',
    '{"a": "<json>{\\"b\\": 2}</json>"}',
    '{\n"a": "x"\n\n"b"\n\n}',
    "[see] {\"a\": 1}",
  ])("finds the candidates of %j it found running them", (text) => {
    expect(extract(text)).toEqual(extract(text, { extractors: copies }));
  });

  it("keeps a fence inside the whole structure as a candidate of its own", () => {
    const text = '{"note": "see\n```json\n{\\"b\\": 2}\n```\n", "a": 1}';
    expect(extract(text).value?.map((c) => c.source)).toEqual(["whole", "fence"]);
  });

  it("finds on any text what it found running them", () => {
    fc.assert(
      fc.property(fc.oneof(structured, anyText), (text) => {
        expect(extract(text)).toEqual(extract(text, { extractors: copies }));
        expect(extract(text, { scalarWanted: true, arrayWanted: true })).toEqual(extract(text, { extractors: copies, scalarWanted: true, arrayWanted: true }));
      }),
      { numRuns: 3000 },
    );
  });
});
