// Categories for the readings and precision guards added in the second pass of issue 12, written from each
// class (not from any outside suite): Python tuples and sets, unquoted words and the schema, values led in by
// data or a cut comment, and values encoded as JSON strings more than once. ABSENT where reading is a guess.
import type { JsonSchema } from "../../../src/fuzz/index.js";
import { ABSENT, type Collector } from "./case.js";

const words = ["amber", "basalt", "cedar", "dune", "ember", "fjord", "granite", "harbor", "iris", "juniper"];
const point: JsonSchema = { type: "array", items: { type: "number" } };
const shape: JsonSchema = {
  type: "object",
  properties: { name: { type: "string" }, corner: { type: "array", items: { type: "integer" } }, tags: { type: "array", items: { type: "string" } } },
  required: ["name", "corner"],
};
const labelled: JsonSchema = {
  type: "object",
  properties: { id: { type: "integer" }, label: { type: "string" }, state: { type: "string", enum: ["open", "closed"] } },
  required: ["id", "label"],
};
const typed = (property: JsonSchema): JsonSchema => ({ type: "object", properties: { v: property }, required: ["v"], additionalProperties: false });

/** Class 4 (rest): tuples and sets as arrays; `(1)` and `{"x"}` fail. */
export function pythonCollections(col: Collector): void {
  const c = "python-collections";
  for (let i = 0; i < 10; i++) {
    const word = words[i] as string;
    const other = words[(i + 3) % 10] as string;
    col.add(c, `(${i}, ${i + 2})`, [i, i + 2], null);
    col.add(c, `(${i}.5, -${i})`, [i + 0.5, -i], point);
    col.add(c, `{"name": "${word}", "corner": (${i}, ${i * 2}), "tags": {"${word}", "${other}"}}`, { name: word, corner: [i, i * 2], tags: [word, other] }, shape);
    col.add(c, `{'name': '${word}', 'corner': (${i},), 'tags': ()}`, { name: word, corner: [i], tags: [] }, shape);
    col.add(c, `[(${i}, '${word}'), (${i + 1}, '${other}')]`, [[i, word], [i + 1, other]], null);
    col.add(c, `{${i}, ${i + 1}, ${i + 2}}`, [i, i + 1, i + 2], point);
    col.add(c, `((${i}, ${i + 1}), (${i + 2}, ${i + 3}))`, [[i, i + 1], [i + 2, i + 3]], null);
    // must fail: one value in parentheses, an object missing its value
    col.add(c, `{"name": "${word}", "corner": (${i})}`, ABSENT, shape);
    col.add(c, `{"${word}"}`, ABSENT, null);
  }
}

/** Precision: an unquoted word is a string only where the schema says what the value is. */
export function unquotedWords(col: Collector): void {
  const c = "unquoted-words";
  for (let i = 0; i < 10; i++) {
    const word = words[i] as string;
    col.add(c, `{"id": ${i}, "label": ${word}}`, { id: i, label: word }, labelled);
    col.add(c, `{id: ${i}, label: ${word}_${i}, state: open}`, { id: i, label: `${word}_${i}`, state: "open" }, labelled);
    // with no schema too: a bare word has one reading that keeps every character, a string (issue 29, and what
    // jsonrepair reads); a word that only starts like a literal is that word
    col.add(c, `{"id": ${i}, "label": ${word}}`, { id: i, label: word }, null);
    col.add(c, `{"id": ${i}, "label": "${word}", "extra": ${word}ish}`, { id: i, label: word, extra: `${word}ish` }, labelled);
    const flag = `tru${"e".repeat(i % 2)}ish`;
    col.add(c, `{"id": ${i}, "label": "${word}", "flag": ${flag}}`, { id: i, label: word, flag }, null);
    // must fail: a key that starts with digits runs a number into a word
    if (i % 2 === 0) col.add(c, `{${i}${word}: "${word}"}`, ABSENT, null);
  }
}

/** Precision: a value whose lead-in makes it part of something larger is no candidate. */
export function leadIns(col: Collector): void {
  const c = "lead-in";
  for (let i = 0; i < 10; i++) {
    const word = words[i] as string;
    col.add(c, `/* draft ${word}\n{"id": ${i}, "label": "${word}"}`, ABSENT, null);
    col.add(c, `-{"id": ${i}, "label": "${word}"}`, ABSENT, null);
    col.add(c, `name: "${word}"\nsize: ${i}\nresult {\n  id: ${i},\n  label: "${word}"\n}`, ABSENT, null);
    col.add(c, `owner: "${word}"\nresult: {"id": ${i}, "label": "${word}"}`, ABSENT, labelled);
    // read: prose or a label before the value, a comment that closes, a list bullet
    col.add(c, `/* draft */ {"id": ${i}, "label": "${word}"}`, { id: i, label: word }, labelled);
    col.add(c, `- {"id": ${i}, "label": "${word}"}`, { id: i, label: word }, labelled);
    col.add(c, `Result: {"id": ${i}, "label": "${word}"}`, { id: i, label: word }, labelled);
    col.add(c, `Here it is:\n\n{"id": ${i}, "label": "${word}"}\n\nLet me know if you need more.`, { id: i, label: word }, labelled);
  }
  // A value inside a string whose quote opens before it and never closes is that string's text, cut off.
  const quotes = ["'", '"', "`", "'''", '"""', "\u201c"];
  for (let i = 0; i < 10; i++) {
    const word = words[i] as string;
    const q = quotes[i % quotes.length] as string;
    if (i % 3 === 0) col.add(c, `${q}{"id": ${i}, "label": "${word}"}`, ABSENT, i % 2 === 0 ? null : labelled);
    else if (i % 3 === 1) col.add(c, `The record is ${q}[${i}, ${i + 1}]`, ABSENT, null);
    else col.add(c, `${q}{"id": ${i}, "label": "${word}"}`, ABSENT, { type: "string" });
    // read: the quote closes before the value, or after it (the quoted string), or it is an apostrophe
    col.add(c, `'Sure,' I said: {"id": ${i}, "label": "${word}"}`, { id: i, label: word }, labelled);
    col.add(c, `'{"id": ${i}, "label": "${word}"}'`, { id: i, label: word }, labelled);
    col.add(c, `Here's the ${word} record: {"id": ${i}, "label": "${word}"}`, { id: i, label: word }, labelled);
  }
}

/** Values encoded as a JSON string once more or several times, where the schema does not take a string. */
export function encodedValues(col: Collector): void {
  const c = "encoded-values";
  for (let i = 0; i < 10; i++) {
    const word = words[i] as string;
    const twice = (value: unknown): string => JSON.stringify(JSON.stringify(JSON.stringify(value)));
    col.add(c, `{"v": ${twice(i * 7)}}`, { v: i * 7 }, typed({ type: "integer" }));
    col.add(c, `{"v": ${JSON.stringify(JSON.stringify(String(i % 2 === 0)))}}`, { v: i % 2 === 0 }, typed({ type: "boolean" }));
    col.add(c, `{"v": ${twice([i, i + 1])}}`, { v: [i, i + 1] }, typed({ type: "array", items: { type: "integer" } }));
    col.add(c, `{"v": "null"}`, { v: null }, typed({ type: "null" }));
    col.add(c, `{"v": ${JSON.stringify(JSON.stringify(String(i * 1.5)))}}`, { v: i * 1.5 }, typed({ type: "number" }));
    col.add(c, `{"v": ${JSON.stringify(JSON.stringify(word))}}`, { v: JSON.stringify(word) }, typed({ type: "string" }));
    // must fail: the quotes hold no value of the wanted type
    col.add(c, `{"v": ${JSON.stringify(JSON.stringify(word))}}`, ABSENT, typed({ type: "integer" }));
  }
}

/** Several fenced blocks, each an item, where the schema asks for an array; examples and alternatives are not items. */
export function fencedLists(col: Collector): void {
  const c = "fenced-list";
  const item: JsonSchema = { type: "object", properties: { city: { type: "string" }, rank: { type: "integer" } }, required: ["city", "rank"], additionalProperties: false };
  const list: JsonSchema = { type: "array", items: item };
  const block = (value: unknown): string => "```json\n" + JSON.stringify(value, null, 2) + "\n```";
  for (let i = 0; i < 10; i++) {
    const a = { city: words[i] as string, rank: i + 1 };
    const b = { city: words[(i + 4) % 10] as string, rank: i + 2 };
    col.add(c, `${block(a)}\n\n${block(b)}`, [a, b], list);
    col.add(c, `Here are the two cities:\n\n${block(a)}\n\n${block(b)}\n`, [a, b], list);
    col.add(c, `1.\n${block(a)}\n2.\n${block(b)}\n3.\n${block({ city: "oslo", rank: i })}`, [a, b, { city: "oslo", rank: i }], list);
    // not a list: alternatives, an example first (the example fits too: ambiguous)
    col.add(c, `${block(a)}\n\nor, if you prefer:\n\n${block(b)}`, ABSENT, list);
    col.add(c, `For example:\n${block(a)}\n\nThe actual answer:\n${block(b)}`, ABSENT, list);
    // a correction chooses its block (issue 29), the one item of the list asked for
    col.add(c, `${block(a)}\n\nCorrected:\n${block(b)}`, [b], list);
  }
}

/** Class 9: unquoted values over several lines, one string each where the schema says string; else they fail. */
export function unquotedLines(col: Collector): void {
  const c = "unquoted-lines";
  const memo: JsonSchema = {
    type: "object",
    properties: { title: { type: "string" }, body: { type: "string" }, tags: { type: "array", items: { type: "string" } }, count: { type: "integer" } },
    required: ["title", "body"],
    additionalProperties: false,
  };
  const counted: JsonSchema = { type: "object", properties: { title: { type: "string" }, count: { type: "number" } }, required: ["title", "count"] };
  for (let i = 0; i < 10; i++) {
    const word = words[i] as string;
    const other = words[(i + 5) % 10] as string;
    col.add(c, `{ title: ${word} notes, body: first ${word}\n  then ${other}, tags: [${word}, ${other}] }`, { title: `${word} notes`, body: `first ${word}\n  then ${other}`, tags: [word, other] }, memo);
    col.add(c, `{\n  title: ${word},\n  body: one\n        two\n        three,\n  count: ${i}\n}`, { title: word, body: "one\n        two\n        three", count: i }, memo);
    col.add(c, `{"title": "${word}", "body": ${other} and\n ${word}}`, { title: word, body: `${other} and\n ${word}` }, memo);
    col.add(c, `[{title: ${word}, body: a\n b}, {title: ${other}, body: c}]`, [{ title: word, body: "a\n b" }, { title: other, body: "c" }], { type: "array", items: memo });
    col.add(c, `{title: ${word}\n   ${other},\n body: x}`, { title: `${word}\n   ${other}`, body: "x" }, memo);
    // must fail: no schema, a continuation that is a declared key or holds a colon, a number schema
    if (i % 2 === 0) col.add(c, `{ title: ${word}, body: first\n  then ${other} }`, ABSENT, null);
    else col.add(c, `{ title: ${word}\n  body, body: x }`, ABSENT, memo);
    if (i % 2 === 0) col.add(c, `{ title: ${word}, body: first\n  see: ${other} }`, ABSENT, memo);
    else col.add(c, `{ title: ${word}, count: ${i}\n  more }`, ABSENT, counted);
  }
}

/** Comments that open the text are no part of the value, and the brackets inside them are no values. */
export function leadingComments(col: Collector): void {
  const c = "leading-comments";
  for (let i = 0; i < 10; i++) {
    const word = words[i] as string;
    col.add(c, `// the count of ${word}\n${i * 3}`, i * 3, { type: "integer" });
    col.add(c, `/* the ${word} label */ "${word}"`, word, null);
    col.add(c, `// items [0] and [${i}] are examples\n[${i}, ${i + 1}]`, [i, i + 1], null);
    col.add(c, `/* draft */\n// checked {"id": 0}\n{"id": ${i}, "label": "${word}"}`, { id: i, label: word }, labelled);
    // must fail: a comment never closed, prose after the comment
    if (i % 2 === 0) col.add(c, `/* ${word} [${i}]`, ABSENT, null);
    else col.add(c, `// ${word}\nno answer for ${word}`, ABSENT, null);
  }
}

/** An object's extra commas stand for no member; an array's empty element is a hole and fails. */
export function strayCommas(col: Collector): void {
  const c = "stray-commas";
  for (let i = 0; i < 10; i++) {
    const word = words[i] as string;
    col.add(c, `{"id": ${i},, "label": "${word}"}`, { id: i, label: word }, labelled);
    col.add(c, `{,, id: ${i}, label: '${word}',,}`, { id: i, label: word }, labelled);
    col.add(c, `{"id": ${i}, "label": "${word},,${word}",,, "state": "open"}`, { id: i, label: `${word},,${word}`, state: "open" }, labelled);
    col.add(c, `{"p": {"x": ${i},, "y": ${i + 1}},, "q": [${i}, ${i + 2}]}`, { p: { x: i, y: i + 1 }, q: [i, i + 2] }, null);
    // must fail: an array's empty element is a hole
    if (i % 2 === 0) col.add(c, `{"id": ${i},, "tags": [${i},, ${i + 1}]}`, ABSENT, null);
    else col.add(c, `[${i},, ${i + 1}]`, ABSENT, null);
  }
}
