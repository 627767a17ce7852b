/**
 * Every failure the properties found, kept as a fixed case: the text, what salvage must return, and where it
 * was found (property, seed, SALVAGE_FUZZ_RUNS). Each was fixed in the file named.
 */
import { describe, expect, it } from "vitest";
import { salvage } from "../../src/index.js";
import { schemas } from "../../src/fuzz/schemas.fixture.js";

const parser = (name: string) => salvage(schemas[name] as Record<string, unknown>);

const cases: readonly { name: string; schema: string; text: string; value?: unknown; fails?: true }[] = [
  {
    // Was a wrong value: the comment became the selector. src/extract/react.ts (soundness, seed 1, explore run).
    name: "a comment before a ReAct input",
    schema: "click",
    text: 'Thought: ok.\nAction: click\nAction Input: // updated\n{\n  "selector": "ap"\n}',
    value: { selector: "ap" },
  },
  {
    name: "a fenced scalar as a ReAct input",
    schema: "click",
    text: 'Thought: ok.\nAction: click\nAction Input: ~~~json\n"n"\n~~~',
    value: { selector: "n" },
  },
  {
    // Was truncated: the balanced scan ended at `'}'` after a comment. src/extract/span.ts.
    name: "a comment, then a single-quoted string holding a closer",
    schema: "profile",
    text: "{\n  'id': 5, // as requested\n  'display_name': 'A',\n  'email': null,\n  'verified': true,\n  'interests': [\n    'a',\n    // from the page\n    '}'\n  ]\n}",
    value: { id: 5, display_name: "A", email: null, verified: true, interests: ["a", "}"] },
  },
  {
    // Was truncated (and, with a nested object, a wrong value): ‘…’ strings were not tracked. src/extract/span.ts.
    name: "typographic single quotes holding a closer",
    schema: "navigate",
    text: "{\n  ‘url’: ‘→%,ßo}v1R✓’,\n  ‘new_tab’: true\n}",
    value: { url: "→%,ßo}v1R✓", new_tab: true },
  },
  {
    // Was a wrong value (one backslash level lost): the span inside the quotes was read. src/extract/balanced.ts.
    name: "a single-quoted JSON string with escapes, in prose",
    schema: "navigate",
    text: `'{"url":"a\\\\\\\\b"}'\n\nFeel free to ask for changes.`,
    value: { url: "a\\b" },
  },
  {
    name: "a wrapper around a double-encoded object",
    schema: "navigate",
    text: '{"navigate": "{\\"url\\":\\"z^\\",\\"new_tab\\":false}"}',
    value: { url: "z^", new_tab: false },
  },
  {
    name: "a bare value after a lead-in line ending in a colon",
    schema: "scroll",
    text: 'Example:\n```json\n{"direction": "up | down", "amount": "<integer>"}\n```\n\nAnswer:\n"up"',
    value: { direction: "up" },
  },
  {
    name: "a single-quoted bare value on a line of its own",
    schema: "click",
    text: "My output:\n\n'#btn'",
    value: { selector: "#btn" },
  },
  {
    name: "one object double-encoded where a list is expected",
    schema: "tree",
    text: '{"name": "a", "children": "{\\"name\\":\\"b\\",\\"count\\":1}"}',
    value: { name: "a", children: [{ name: "b", count: 1 }] },
  },
  {
    // Was no-json-found: an unquoted key with a line break before its colon. src/extract/opener.ts
    // (order independence, seed 20261152, SALVAGE_FUZZ_RUNS=5).
    name: "a line break between an unquoted key and its colon",
    schema: "type",
    text: '{\ntext\r\n: "", selector\n: "#a"}',
    value: { text: "", selector: "#a" },
  },
  {
    // Was a wrong value: jsonrepair read the string-escaped document one level short ("\\n" for a line break).
    // src/repair/repair.ts (soundness, seed 20261132, SALVAGE_FUZZ_RUNS=50, path 142409:2:1:3:1:3:17). Since the
    // open-quote lead-in (src/extract/open-quote.ts) it fails `truncated`: the string never closes, so what it
    // holds may go on after the object.
    name: "a string-escaped document holding escapes, its closing quote cut off",
    schema: "click",
    text: '"{\\"selector\\":\\"\\\\n \\"}',
    fails: true,
  },
  {
    // Was a wrong value ({"name": "\\n "}, one escape level short): the object inside a single-quoted string cut
    // off before its closing quote was read as the answer. src/extract/open-quote.ts (soundness, seed 20261132,
    // SALVAGE_FUZZ_RUNS=50, path 270143:3:0:0:1:2:1:1:16).
    name: "a single-quoted string holding JSON, its closing quote cut off",
    schema: "tree",
    text: `'{"name":"\\\\n "}`,
    fails: true,
  },
  {
    name: "a string-escaped document holding an escaped quote",
    schema: "click",
    text: '{\\"selector\\":\\"a\\\\\\"b\\"}',
    value: { selector: 'a"b' },
  },
  {
    // Was a wrong value: the cut-off input read as plain text and wrapped. src/coerce/rules/wrap-bare-value.ts
    // (soundness, explore seed 99).
    name: "a ReAct input cut off inside an object",
    schema: "click",
    text: "Thought: go.\nAction: click\nAction Input: {sel",
    fails: true,
  },
  {
    // Was a wrong value: {"selector": "“{\"selector\":…}”"}. src/coerce/rules/wrap-bare-value.ts (no longer
    // wrapped), then src/parse/attempt.ts (the typographic string read without its quotes, and decoded).
    name: "a double-encoded object in typographic quotes as a ReAct input",
    schema: "click",
    text: 'Thought: go.\nAction: click\nAction Input: “{\\"selector\\":\\"#a\\"}”',
    value: { selector: "#a" },
  },
  {
    // Was a wrong value: {"selector": "“ ”"}. src/parse/attempt.ts (soundness, seed 20261132, SALVAGE_FUZZ_RUNS=10,
    // path 24480:1:0:3).
    name: "a bare value in typographic quotes as a ReAct input",
    schema: "click",
    text: "Thought: go.\nAction: click\nAction Input: “ ”",
    value: { selector: " " },
  },
  {
    // Was a failure on a recoverable output (the string and the prose after it were one candidate, read as two
    // top-level values): src/extract/react.ts (soundness on notes, json-in-string + react + prose-around, seed
    // 20261133, SALVAGE_FUZZ_RUNS=10).
    name: "a double-encoded Final Answer alone on its line, prose after it",
    schema: "click",
    text: 'Thought: done.\nFinal Answer: "{\\"selector\\": \\"#a\\"}"\n\nThis should do what you asked.',
    value: { selector: "#a" },
  },
  {
    // Was a failure on a recoverable output: the string "+7" counted as a second way of writing 7, so number-to-string
    // left the number 7 beside it. src/text/number-forms.ts (soundness, string-as-number + smart-quotes, seed
    // 20261142 = 20261132 + 10, SALVAGE_FUZZ_RUNS=50, path 136600:1:3:1:1:3:2:2:2:5:4:3:3:3:14:19:20:20).
    name: "a number beside a string that writes it with a sign",
    schema: "tree",
    text: "{\n  “name”: “ ”,\n  “children”: [\n    {\n      “name”: “+7”\n    },\n    {\n      “name”: 7\n    }\n  ]\n}",
    value: { name: " ", children: [{ name: "+7" }, { name: "7" }] },
  },
];

describe("regressions found by the properties", () => {
  it.each(cases)("$name", ({ schema, text, value, fails }) => {
    const outcome = parser(schema)(text);
    if (fails) {
      expect(outcome.ok, JSON.stringify(outcome.ok && outcome.value)).toBe(false);
      return;
    }
    expect(outcome.ok ? outcome.value : outcome.error.message).toEqual(value);
  });
});
