import { describe, expect, it } from "vitest";
import { CHAR, COMMENT, END, INNER_QUOTE, LINE_ENDED, SPACE, STRING, TRIPLE, Tokenizer, UNCLOSED, WORD, type Grammar } from "./tokens.js";

/** Every token of `text` as `[kind, text, notes]`. */
function tokens(text: string, grammar: Grammar, from = 0): [number, string, number][] {
  const cursor = new Tokenizer(text, from, grammar);
  const out: [number, string, number][] = [];
  for (let kind = cursor.next(); kind !== END; kind = cursor.next()) out.push([kind, text.slice(cursor.start, cursor.end), cursor.notes]);
  return out;
}

describe("Tokenizer, span grammar", () => {
  it("reads strings, words, punctuation, spaces and comments with their positions", () => {
    expect(tokens('{"a": [1, true]} // x', "span")).toEqual([
      [CHAR, "{", 0], [STRING, '"a"', 0], [WORD, ":", 0], [SPACE, " ", 0], [CHAR, "[", 0], [WORD, "1,", 0], [SPACE, " ", 0],
      [WORD, "true", 0], [CHAR, "]", 0], [CHAR, "}", 0], [SPACE, " ", 0], [COMMENT, "// x", 0],
    ]);
  });

  it("notes each tolerance it reads", () => {
    expect(tokens('"he said "stop" twice"', "span")).toEqual([[STRING, '"he said "stop" twice"', INNER_QUOTE]]);
    expect(tokens("['it\n", "span")[1]).toEqual([STRING, "'it\n", LINE_ENDED]);
    expect(tokens('["""a "b" c"""]', "span")[1]).toEqual([STRING, '"""a "b" c"""', TRIPLE]);
    expect(tokens('["abc', "span")[1]).toEqual([STRING, '"abc', UNCLOSED]);
  });

  it("opens no string at an apostrophe, and no comment in a URL", () => {
    expect(tokens("{note: it's}", "span").map(([kind]) => kind)).not.toContain(STRING);
    expect(tokens("{u: http://x}", "span").map(([kind]) => kind)).not.toContain(COMMENT);
    // A quote before a comma or closer ends its string (not an inner quote).
    expect(tokens('["a", "b"]', "span").filter(([kind]) => kind === STRING).map(([, t]) => t)).toEqual(['"a"', '"b"']);
  });

  it("resumes a string the text ran out in when more text is fed", () => {
    const cursor = new Tokenizer('["ab', 0, "span");
    expect([cursor.next(), cursor.next(), cursor.notes]).toEqual([CHAR, STRING, UNCLOSED]);
    expect(cursor.next()).toBe(END);
    cursor.feed('["ab, c" ]');
    expect([cursor.next(), cursor.start, cursor.end, cursor.notes]).toEqual([STRING, 4, 8, 0]);
    expect([cursor.next(), cursor.next(), cursor.code, cursor.next()]).toEqual([SPACE, CHAR, 0x5d, END]);
  });

  it("jumps over hidden ranges, inside strings too", () => {
    const text = '["a<h>"</h>b"]';
    const hidden = (pos: number): number => (pos >= 3 && pos < 11 ? 11 : pos);
    const cursor = new Tokenizer(text, 0, "span", hidden);
    const read: string[] = [];
    for (let kind = cursor.next(); kind !== END; kind = cursor.next()) read.push(text.slice(cursor.start, cursor.end));
    expect(read).toEqual(["[", '"a<h>"</h>b"', "]"]);
  });
});

describe("Tokenizer, delimit grammar", () => {
  it("ends a string at its first closing quote and reads every other character alone", () => {
    expect(tokens('{"a": "x"y"}', "delimit")).toEqual([
      [CHAR, "{", 0], [STRING, '"a"', 0], [CHAR, ":", 0], [SPACE, " ", 0], [STRING, '"x"', 0], [CHAR, "y", 0], [STRING, '"}', UNCLOSED],
    ]);
  });

  it("reads a comment anywhere, and tells what came before a token", () => {
    const cursor = new Tokenizer("a//b\n,", 0, "delimit");
    expect([cursor.next(), cursor.next(), cursor.next(), cursor.next(), cursor.before]).toEqual([CHAR, COMMENT, SPACE, CHAR, 0x61]);
    expect(tokens("{it's}", "delimit").map(([kind]) => kind)).not.toContain(STRING);
  });
});
