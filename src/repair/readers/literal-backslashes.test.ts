import { describe, expect, it } from "vitest";
import { salvage } from "../../salvage/index.js";
import { repair } from "../repair.js";
import { readBackslashes } from "../../text/backslashes.js";

describe("literal-backslashes: backslashes read one way per string", () => {
  it("a backslash that cannot be an escape makes every backslash of its string literal", () => {
    const outcome = salvage({}).parse('{"path": "C:\\Users\\new\\table.txt"}');
    expect(outcome).toMatchObject({ ok: true, value: { path: "C:\\Users\\new\\table.txt" } });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ reader: "literal-backslashes" }));
    expect(repair("{'path': 'C:\\Users\\new',}")).toMatchObject({ ok: true, value: { path: "C:\\Users\\new" } });
    expect(salvage({}).parse('["\\a\\b\\c"]')).toMatchObject({ ok: true, value: ["\\a\\b\\c"] });
  });

  it("other strings keep their escapes; strings whose backslashes are all escapes are decoded", () => {
    expect(salvage({}).parse('{"p": "C:\\Users\\new", "q": "x\\ny"}')).toMatchObject({ ok: true, value: { p: "C:\\Users\\new", q: "x\ny" } });
    expect(salvage({}).parse('{"path": "a\\nb\\tc"}')).toMatchObject({ ok: true, value: { path: "a\nb\tc" } });
    expect(salvage({}).parse('{"p": "it\\\'s\\nfine"}')).toMatchObject({ ok: true, value: { p: "it's\nfine" } });
    expect(salvage({}).parse('{"u": "\\u00e9\\n"}')).toMatchObject({ ok: true, value: { u: "é\n" } });
  });

  it("never mixes the two readings in one string", () => {
    // `\"` in such a string: it ends there read literally, goes on read as an escape
    expect(salvage({}).parse('{"p": "C:\\Users\\"x", "q": 1}').ok).toBe(false);
    // repairs beyond the tolerant parser's: jsonrepair would decode `\n` and keep `\U`
    const mixed = salvage({}).parse('{"p": "C:\\Users\\new", note: hello world}');
    expect(mixed.ok && mixed.value).not.toEqual({ p: "C:\\Users\nnew", note: "hello world" });
    if (mixed.ok) expect(mixed.value).toEqual({ p: "C:\\Users\\new", note: "hello world" });
  });

  it("readBackslashes finds nothing to decide where every backslash is an escape", () => {
    expect(readBackslashes('{"a": "x\\n\\t\\"\\\\\\/\\u0041"}')).toBeUndefined();
    expect(readBackslashes("{note: don't, x: 1}")).toBeUndefined();
    expect(readBackslashes('{"a": "\\U"}')).toMatchObject({ strings: 1, mixed: false, unsettledAt: -1 });
    expect(readBackslashes('{"a": "\\U\\n"}')).toMatchObject({ strings: 1, mixed: true });
  });
});
