// Categories for the readings of issue 12, written from each class (not from any outside suite): each case
// is a text a model could write, with the value it determines or ABSENT where reading it would be a guess.
import type { JsonSchema } from "../../../src/fuzz/index.js";
import { ABSENT, type Collector } from "./case.js";

const flag: JsonSchema = { type: "boolean" };
const amount: JsonSchema = { type: "number" };
const count: JsonSchema = { type: "integer" };
const level: JsonSchema = { enum: ["LOW", "MEDIUM", "HIGH"] };
const nothing: JsonSchema = { type: "null" };
const title: JsonSchema = { type: "string" };
const events: JsonSchema = {
  type: "array",
  items: { type: "object", properties: { event: { type: "string" }, at: { type: "integer" } }, required: ["event", "at"] },
};
const ids: JsonSchema = { type: "array", items: { type: "integer" } };

type Row = readonly [string, unknown, JsonSchema | null];

function addAll(col: Collector, category: string, rows: readonly Row[]): void {
  for (const [input, expected, schema] of rows) col.add(category, input, expected, schema);
}

/** Class 1: one scalar answer in prose where the schema asks for a scalar. */
export function scalarAnswers(col: Collector): void {
  addAll(col, "scalar-answer", [
    ["Yes — the file exists, so the check is **true**.", true, flag],
    ["Result: false; the user never logged in.", false, flag],
    ["FALSE", false, flag],
    ["No", false, flag],
    ["The order weighs 3.25 kilograms in total.", 3.25, amount],
    ["Answer: 17\n\nI counted the rows twice.", 17, count],
    ["I'd rate it **medium** overall.", "MEDIUM", level],
    ["HIGH: the outage affects every region", "HIGH", level],
    ["low", "LOW", level],
    ["None", null, nothing],
    ["Quarterly report on water usage", "Quarterly report on water usage", title],
    ["  A title with spaces around it  \n", "A title with spaces around it", title],
    ["```\nRelease notes, version 2\n```", "Release notes, version 2", title],
    // must fail: negations, questions, refusals and hedges, two candidates, nothing of the kind
    ["It is not true that the file exists.", ABSENT, flag],
    ["Should I answer true?", ABSENT, flag],
    ["I can't determine whether that is true.", ABSENT, flag],
    ["Probably false, but I have not checked.", ABSENT, flag],
    ["true for the first user, false for the second", ABSENT, flag],
    ["Between 4 and 6 items, depending on the filter.", ABSENT, count],
    ["It is either LOW or HIGH.", ABSENT, level],
    ["The severity isn't high.", ABSENT, level],
    ["There are several rows.", ABSENT, count],
    ["I cannot rate this.", ABSENT, level],
    ["The answer is yes and no.", ABSENT, flag],
  ]);
}

/** Class 2: numbers with thousands groups or a sentence period; other notations fail. */
export function numberNotation(col: Collector): void {
  addAll(col, "number-notation", [
    ["The invoice total is 48,250 euros.", 48250, amount],
    ["-1,500.75", -1500.75, amount],
    ["It comes to 19.99.", 19.99, amount],
    ["Total: 1,000,000", 1000000, count],
    ["about 2e3 requests", 2000, amount],
    // must fail: a decimal comma, a fraction, a percentage, a date, a range
    ["Der Betrag ist 1.234,56 Euro.", ABSENT, amount],
    ["Roughly 3/4 of the budget.", ABSENT, amount],
    ["Growth was 12% this year.", ABSENT, amount],
    ["Due on 2025-03-01.", ABSENT, count],
    ["Between 10-20 units.", ABSENT, count],
  ]);
}

/** Class 3: several values where the schema asks for an array (JSON Lines, one value per line). */
export function severalValues(col: Collector): void {
  addAll(col, "several-values", [
    ['{"event": "login", "at": 1}\n{"event": "upload", "at": 2}\n{"event": "logout", "at": 3}', [{ event: "login", at: 1 }, { event: "upload", at: 2 }, { event: "logout", at: 3 }], events],
    ['```jsonl\n{"event": "start", "at": 10}\n{"event": "stop", "at": 20}\n```', [{ event: "start", at: 10 }, { event: "stop", at: 20 }], events],
    ["4\n8\n15", [4, 8, 15], ids],
    // values side by side on one line are the array the schema asks for (issue 29)
    ['{"event": "a", "at": 1} {"event": "b", "at": 2}', [{ event: "a", at: 1 }, { event: "b", at: 2 }], events],
    // must fail: no array to hold them
    ['{"event": "a", "at": 1}\n{"event": "b", "at": 2}', ABSENT, null],
    ["[1, 2]\n[3, 4]", ABSENT, ids],
    ['false {"event": "a", "at": 1}', ABSENT, null],
    ['"note" {"event": "a", "at": 1}', ABSENT, null],
  ]);
}

/** Class 4: Python's triple-quoted strings. */
export function pythonStrings(col: Collector): void {
  addAll(col, "python-strings", [
    ['{"language": "python", "source": """def add(a, b):\n    return a + b"""}', { language: "python", source: "def add(a, b):\n    return a + b" }, null],
    ["{'doc': '''Returns the \"best\" match.'''}", { doc: 'Returns the "best" match.' }, null],
    ['["""one""", """two"""]', ["one", "two"], null],
    // must fail: a triple quote left open is never an empty string plus a stray key
    ['{"source": """def f():\n    pass', ABSENT, null],
  ]);
}

/**
 * Class 5: the last string misses its closing quote right before the closers. A plain string (one line, no
 * quote, backslash or bracket) closed exactly by the closers reads; anything else stays a cut-off text (the
 * same text is what a cut right after a `}` inside a string leaves). More guards: `breadth.unclosedStringGuards`.
 */
export function unclosedStrings(col: Collector): void {
  addAll(col, "unclosed-string", [
    ['{"city": "Oslo}', { city: "Oslo" }, null],
    ['["alpha", "beta]', ["alpha", "beta"], null],
    ['{"user": {"name": "Ada Lovelace}}', { user: { name: "Ada Lovelace" } }, null],
    // must fail: the closer may belong to the string, or nothing closes the structure
    ['{"snippet": "if (x) { y(); }', ABSENT, null],
    ['{"city": "Oslo', ABSENT, null],
  ]);
}

/** Class 6: quote and escape damage whose extent is clear. */
export function quoteDamage(col: Collector): void {
  addAll(col, "quote-damage", [
    ['{"quote": "she wrote "done" at noon", "page": 4}', { quote: 'she wrote "done" at noon', page: 4 }, null],
    ['{"pattern": "^\\w+@\\w+$", "flags": "i"}', { pattern: "^\\w+@\\w+$", flags: "i" }, null],
    ['{"dir": "C:\\Temp\\logs"}', { dir: "C:\\Temp\\logs" }, null],
  ]);
}

/** Class 7: the whole text is the value though it does not start like JSON. */
export function oddStarts(col: Collector): void {
  addAll(col, "odd-start", [
    ['{, "id": 7}', { id: 7 }, null],
    ["[undefined, 1]", [null, 1], null],
    ['{1: "first", 2: "second"}', { 1: "first", 2: "second" }, null],
    ['{"done": true},', { done: true }, null],
  ]);
}

/** Class 8 and the precision classes: local damage read where clear, garbled repairs refused. */
export function localDamage(col: Collector): void {
  addAll(col, "local-damage", [
    ['{"name" "Ravi", "team": "core"}', { name: "Ravi", team: "core" }, null],
    ['{"ok": true}}', { ok: true }, null],
    // one reading keeps every character (issue 29: other literal spellings, number-like tokens and bare words as
    // strings, their end the next , } ] the structure expects)
    ['{"flag": TRUE, "n": 1}', { flag: true, n: 1 }, null],
    ['{"v": 1.2.3}', { v: "1.2.3" }, null],
    ["{odd!key: [x, {y: call()now}]}", { "odd!key": ["x", { y: "call()now" }] }, null],
    // must fail: each reading would garble or drop data
    ["[10: 20, 30: 40]", ABSENT, null],
    ['{"x": 5; "y": 6}', ABSENT, null],
    ['{"id": 0x1F}', ABSENT, null],
    ['{"items": [1, }, 2]}', ABSENT, null],
    ["{[]: 1}", ABSENT, null],
    ['{"k": @}', ABSENT, null],
    ['["a", <!-- note -->, "b"]', ABSENT, null],
    ['{"label": ab"cd"}', ABSENT, null],
  ]);
}

// Generated variations, so that each category holds at least 50 cases (test/corpus-format.test.ts): each
// template writes one value the way a model might, or writes what must fail.
const subjects = ["the invoice", "the backup", "the user", "the build", "the payment"];
const amounts: readonly (readonly [string, number])[] = [
  ["7", 7], ["42", 42], ["1,250", 1250], ["3.5", 3.5], ["-12", -12], ["98,765.25", 98765.25], ["0.75", 0.75], ["12,000,000", 12000000],
];

function generatedScalarAnswers(col: Collector): void {
  const c = "scalar-answer";
  subjects.forEach((subject, i) => {
    const value = i % 2 === 0;
    col.add(c, `Checked ${subject}: the flag is **${value}**.`, value, flag);
    col.add(c, `Answer: ${String(!value).toUpperCase()}\n\nReason: ${subject} was looked at.`, !value, flag);
    col.add(c, `Is ${subject} ready? Maybe ${value}.`, ABSENT, flag);
    col.add(c, `${subject} is not ${value}.`, ABSENT, flag);
  });
  amounts.forEach(([written, value], i) => {
    if (Number.isInteger(value)) col.add(c, `Count: ${written}`, value, count);
    col.add(c, `The amount for ${subjects[i % subjects.length]} is ${written} dollars.`, value, amount);
  });
  for (const choice of ["LOW", "MEDIUM", "HIGH"]) {
    col.add(c, `Severity: ${choice.toLowerCase()} — see the log`, choice, level);
    col.add(c, `Not ${choice.toLowerCase()}, I think.`, ABSENT, level);
  }
}

function generatedNumbers(col: Collector): void {
  const c = "number-notation";
  amounts.forEach(([written, value], i) => {
    col.add(c, `${written}.`, value, amount);
    col.add(c, `Final answer: ${written}`, value, amount);
    col.add(c, `It is ${written} in total, as computed above.`, value, amount);
    col.add(c, `It is ${i + 1},${i + 5} in total.`, ABSENT, amount);
    col.add(c, `**Result:** ${written} (rounded)`, value, amount);
  });
}

function generatedSequences(col: Collector): void {
  const c = "several-values";
  const names = ["open", "edit", "save", "close", "share", "print"];
  for (let n = 2; n <= 6; n++) {
    const items = names.slice(0, n).map((event, at) => ({ event, at }));
    const lines = items.map((item) => JSON.stringify(item));
    col.add(c, lines.join("\n"), items, events);
    col.add(c, `\`\`\`json\n${lines.join("\n")}\n\`\`\``, items, events);
    col.add(c, lines.join("\r\n") + "\n", items, events);
    col.add(c, `Here are the events:\n\n\`\`\`\n${lines.join("\n")}\n\`\`\`\n`, items, events);
    col.add(c, lines.join("\n"), ABSENT, null);
    col.add(c, lines.join(" "), items, events);
    col.add(c, items.map((item) => item.at * 3).join("\n"), items.map((item) => item.at * 3), ids);
    col.add(c, `${n} ${lines[0]}`, ABSENT, null);
    col.add(c, lines.join("\n"), ABSENT, { type: "object" });
  }
}

const words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet"];

function generatedSyntax(col: Collector): void {
  words.forEach((word, i) => {
    col.add("python-strings", `{"id": ${i}, "body": """${word} line one\n${word} line two"""}`, { id: i, body: `${word} line one\n${word} line two` }, null);
    col.add("python-strings", `{'id': ${i}, 'note': '''said "${word}" twice'''}`, { id: i, note: `said "${word}" twice` }, null);
    col.add("python-strings", `{"id": ${i}, "body": """${word} left open`, ABSENT, null);
    col.add("python-strings", `["""${word}""", ${i}, '''${word}!''']`, [word, i, `${word}!`], null);
    col.add("python-strings", `{"id": ${i}, "empty": "", "next": "${word}"}`, { id: i, empty: "", next: word }, null);
    col.add("unclosed-string", `{"id": ${i}, "name": "${word}}`, { id: i, name: word }, null);
    col.add("unclosed-string", `["${word}", "${words[(i + 1) % 10]}]`, [word, words[(i + 1) % 10]], null);
    col.add("unclosed-string", `{"outer": {"name": "${word} ${i}}}`, { outer: { name: `${word} ${i}` } }, null);
    col.add("unclosed-string", `{"code": "if (${word}) { run(${i}); }`, ABSENT, null);
    col.add("unclosed-string", `{"id": ${i}, "name": "${word}`, ABSENT, null);
    col.add("quote-damage", `{"said": "${word} said "no" twice", "n": ${i}}`, { said: `${word} said "no" twice`, n: i }, null);
    col.add("quote-damage", `{"re": "\\d{${i + 1}}-${word}"}`, { re: `\\d{${i + 1}}-${word}` }, null);
    // \T and \x start no JSON escape (a \b or \f would: those are JSON's backspace and form feed)
    col.add("quote-damage", `{"path": "C:\\Temp\\x${word}${i}.txt"}`, { path: `C:\\Temp\\x${word}${i}.txt` }, null);
    col.add("quote-damage", `{"u": "\\u00e9${word}", "k": ${i},}`, { u: `é${word}`, k: i }, null);
    col.add("quote-damage", `{"bad": "\\uZZZ${i}${word}"}`, { bad: `\\uZZZ${i}${word}` }, null);
    col.add("odd-start", `{, "${word}": ${i}}`, { [word]: i }, null);
    col.add("odd-start", `[undefined, "${word}"]`, [null, word], null);
    col.add("odd-start", `{${i}: "${word}"}`, { [String(i)]: word }, null);
    col.add("odd-start", `{"${word}": [${i}]},`, { [word]: [i] }, null);
    col.add("odd-start", `{,"${word}": ${i},}`, { [word]: i }, null);
    col.add("local-damage", `{"name" "${word}", "n": ${i}}`, { name: word, n: i }, null);
    col.add("local-damage", `{"${word}": ${i}}}`, { [word]: i }, null);
    col.add("local-damage", `{"${word}": 0${i + 1}${i}}`, ABSENT, null);
    col.add("local-damage", `[${i}: "${word}"]`, ABSENT, null);
  });
}

/** The generated variations of every reading category. */
export function generatedReadings(col: Collector): void {
  generatedScalarAnswers(col);
  generatedNumbers(col);
  generatedSequences(col);
  generatedSyntax(col);
}
