// Categories for the third pass of issue 12, written from the classes (not from any outside suite): the
// forms each class takes beyond the first ones (inside fences, after prose, with CRLF line ends, unicode), and the
// precision guards added with them. ABSENT where reading would be a guess.
import type { JsonSchema } from "../../../src/fuzz/index.js";
import { ABSENT, type Collector } from "./case.js";

const words = ["amber", "basalt", "cedar", "dune", "ember", "fjord", "granite", "harbor", "iris", "juniper"];
const accents = ["é", "ß", "ø", "ñ", "ü", "日本", "–", "ç", "å", "ž"];
const row: JsonSchema = { type: "object", properties: { id: { type: "integer" }, name: { type: "string" } }, required: ["id", "name"] };
const rows: JsonSchema = { type: "array", items: row };
const levels: JsonSchema = { type: "array", items: { enum: ["LOW", "MEDIUM", "HIGH"] } };
const flags: JsonSchema = { type: "array", items: { type: "boolean" } };
const amounts: JsonSchema = { type: "array", items: { type: "number" } };
const level = ["LOW", "MEDIUM", "HIGH"] as const;

/** Class 6/7: backtick strings that hold quotes, brackets and line breaks; inline code in prose is no value. */
export function backtickStrings(col: Collector): void {
  const c = "backtick-strings";
  for (let i = 0; i < 10; i++) {
    const word = words[i] as string;
    col.add(c, `[\n  \`say "${word}"\`,\n  \`it's ${i}\`\n]`, [`say "${word}"`, `it's ${i}`], null);
    col.add(c, `{"id": ${i}, "name": \`${word} [${i}] {x}\`}`, { id: i, name: `${word} [${i}] {x}` }, row);
    col.add(c, `\`\`\`js\n[\`${word}\`, \`"${accents[i]}"\`]\r\n\`\`\``, [word, `"${accents[i]}"`], null);
    col.add(c, `Here you go:\n{\`id\`: ${i}, \`name\`: \`${word}\\\` ok\`}`, { id: i, name: `${word}\` ok` }, row);
    col.add(c, `{"id": ${i}, "name": \`line one\nline "two"\`}`, { id: i, name: 'line one\nline "two"' }, row);
    // must fail: inline code in prose, and a markdown link with code text, are no JSON
    if (i % 2 === 0) col.add(c, `Run \`${word}\` and see [\`${word}\`](https://x.test/${i}).`, ABSENT, null);
  }
}

/** Class 1 for lists: one scalar named in prose where the schema is a list of such scalars. */
export function scalarLists(col: Collector): void {
  const c = "scalar-lists";
  for (let i = 0; i < 10; i++) {
    const pick = level[i % 3] as string;
    col.add(c, `Answer: ${pick}.`, [pick], levels);
    col.add(c, `The risk here is **${pick.toLowerCase()}**, given ${words[i]}.`, [pick], levels);
    col.add(c, `\`\`\`\r\n${i % 2 === 0 ? "true" : "false"}\r\n\`\`\``, [i % 2 === 0], flags);
    col.add(c, `It comes to ${i + 1},${String(i * 111).padStart(3, "0")}.50 in total.`, [(i + 1) * 1000 + i * 111 + 0.5], amounts);
    // must fail: two values named (a list's extent in prose is a guess), a question
    if (i % 2 === 0) col.add(c, `Answer: ${pick}, ${level[(i + 1) % 3]}`, ABSENT, levels);
    else col.add(c, `Is it ${pick}?`, ABSENT, levels);
  }
}

/** Extraction: a value named in quotes in prose is a mention, not the answer given beside it. */
export function quotedMentions(col: Collector): void {
  const c = "quoted-mentions";
  for (let i = 0; i < 10; i++) {
    const word = words[i] as string;
    col.add(c, `Rows "[${i}]" and "[${i + 1}]" hold: [${i * 10}, ${i * 10 + 1}]`, [i * 10, i * 10 + 1], null);
    col.add(c, `Use \`{}\` for none; here: {"id": ${i}, "name": "${word}"}`, { id: i, name: word }, row);
    col.add(c, `The result is \u201c[${i}, ${i + 1}]\u201d.`, [i, i + 1], null);
    col.add(c, `Keys like 'id' or "{}" aside, the row is:\r\n\`\`\`json\r\n{"id": ${i}, "name": "${accents[i]}"}\r\n\`\`\``, { id: i, name: accents[i] }, row);
    // must fail: two mentions and no bare value, or two bare values
    if (i % 2 === 0) col.add(c, `Either "[${i}]" or "[${i + 1}]"`, ABSENT, null);
    else col.add(c, `"[${i}]" then [${i}] and [${i + 1}]`, ABSENT, null);
  }
}

/** Class 7/8: HTML comments between entries are left out; one never closed fails. */
export function htmlComments(col: Collector): void {
  const c = "html-comments";
  for (let i = 0; i < 10; i++) {
    const word = words[i] as string;
    col.add(c, `[\n  "${word}", <!-- first -->\n  "${accents[i]}"\n]`, [word, accents[i]], null);
    col.add(c, `{"id": ${i}, <!-- the name -->\r\n"name": "${word}"}`, { id: i, name: word }, row);
    col.add(c, `{"id": ${i}, "name": "<!-- ${word} -->"}`, { id: i, name: `<!-- ${word} -->` }, row);
    col.add(c, `\`\`\`json\n{"id": ${i}, "name": "${word}", <!-- ${accents[i]} -->}\n\`\`\``, { id: i, name: word }, row);
    col.add(c, `[${i}, <!-- a -->${i + 1}, <!-- b -->\n${i + 2}]`, [i, i + 1, i + 2], null);
    // must fail: a comment never closed hides the rest
    if (i % 2 === 0) col.add(c, `{"id": ${i}, <!-- never closed "name": "${word}"}`, ABSENT, row);
  }
}

/** Precision: a value that is one of several in the text is not returned alone. */
export function fragmentsOfSeveral(col: Collector): void {
  const c = "fragments-of-several";
  for (let i = 0; i < 10; i++) {
    const word = words[i] as string;
    col.add(c, `{"id": ${i}, "name": "${word}"}\r\n{"id": ${i + 1}, "name": "${accents[i]}"}`, [{ id: i, name: word }, { id: i + 1, name: accents[i] }], rows);
    col.add(c, `Not this: {"id": "x"}. This: {"id": ${i}, "name": "${word}"}`, { id: i, name: word }, row);
    col.add(c, `{"id": ${i}, "name": "${word}"}\n{"id": ${i + 1}, "name": "${word}"}\n{"id": ${i + 2}, "name": "${accents[i]}"}\n`, [{ id: i, name: word }, { id: i + 1, name: word }, { id: i + 2, name: accents[i] }], rows);
    col.add(c, `\`\`\`json\n{"id": ${i}, "name": "${word}"}\n\`\`\`\n\`\`\`json\n{"id": ${i + 1}, "name": "${word}"}\n\`\`\``, [{ id: i, name: word }, { id: i + 1, name: word }], rows);
    // must fail: a line that does not fit the list, a value cut off after another
    if (i % 2 === 0) col.add(c, `{"id": ${i}, "name": "${word}"}\n{"id": ${i + 1}}`, ABSENT, rows);
    else col.add(c, `{"id": ${i}, "name": "${word}"}\n{"id": ${i + 1}, "name": "${word}`, ABSENT, rows);
  }
}

const tagged: JsonSchema = { type: "object", properties: { id: { type: "integer" }, name: { type: "string" }, tags: { type: "array" } }, required: ["id", "name", "tags"] };

/**
 * Class 5 by default, and its guards: a plain last string closed exactly by the closers reads (pretty-printed,
 * CRLF, in a closed fence with prose after it, after prose, single quotes, unicode); the shapes where the
 * closers may be the string's, or the text goes on, stay cut off.
 */
export function unclosedStringGuards(col: Collector): void {
  const c = "unclosed-string";
  for (let i = 0; i < 10; i++) {
    const word = words[i] as string;
    const next = words[(i + 3) % 10] as string;
    col.add(c, `{\n  "id": ${i},\n  "name": "${word}\n}`, { id: i, name: word }, row);
    col.add(c, `\`\`\`json\r\n{"id": ${i}, "name": "${word} ${accents[i]}}\r\n\`\`\`\r\nDone.`, { id: i, name: `${word} ${accents[i]}` }, row);
    col.add(c, `Result: ["${word}", "${next}]`, [word, next], null);
    col.add(c, `{'id': ${i}, 'name': '${word}}`, { id: i, name: word }, row);
    // must fail: a space that may be the string's, a brace in code, text after the closer, two unclosed
    // strings, an escaped quote, a closed reading the schema does not accept (a required key missing)
    if (i % 2 === 0) col.add(c, `{"id": ${i}, "name": "${word} }`, ABSENT, row);
    if (i % 2 === 1) col.add(c, `{"id": ${i}, "code": "f(${word}) {return ${i};}`, ABSENT, null);
    if (i % 2 === 0) col.add(c, `{"id": ${i}, "name": "${word}} and the model went on`, ABSENT, null);
    if (i % 2 === 1) col.add(c, `{"a": "${word}, "b": "${next}}`, ABSENT, null);
    if (i % 2 === 0) col.add(c, `{"id": ${i}, "name": "say \\"${word}\\"}`, ABSENT, row);
    if (i % 2 === 1) col.add(c, `{"id": ${i}, "name": "${word}}`, ABSENT, tagged);
  }
}
