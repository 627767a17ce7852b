import { describe, expect, test } from "vitest";
import { salvage } from "../../salvage/index.js";
import { repair } from "../repair.js";
import { pythonCollections } from "./python-collections.js";

const read = (text: string) => repair(text, { readers: [pythonCollections] });

describe("python-collections", () => {
  test.each([
    ["(1, 2)", [1, 2]],
    ["(1,)", [1]],
    ["()", []],
    ["{1, 2, 3}", [1, 2, 3]],
    ["{'a', 'b'}", ["a", "b"]],
    ['{"point": (1, 2), "tags": {"x", "y"}}', { point: [1, 2], tags: ["x", "y"] }],
    ["[(1, 'a'), (2, 'b')]", [[1, "a"], [2, "b"]]],
    ['{"s": "(not, a tuple)", "t": (True, None)}', { s: "(not, a tuple)", t: [true, null] }],
  ])("%j reads as arrays", (text, value) => {
    const outcome = read(text);
    expect(outcome).toMatchObject({ ok: true, value });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ reader: "python-collections" }));
  });

  test.each([
    ["(1)", "Python reads (1) as 1, a model may mean a list of one"],
    ['{"a": (1)}', "the same inside an object"],
    ["(see above)", "prose in parentheses"],
    ["{}", "an empty object, not a set"],
    ['{"value"}', "an object missing its value, not a set of one"],
    ['{"a": 1}', "an object"],
    ["(1, 2", "cut off"],
    ["(1, 2]", "unpaired"],
    ['{“a”: (1, 2)}', "typographic quotes: strings this reader cannot delimit"],
    ["{'a': (1, 2)} // (x, y)", "a comment"],
    ["{'s': 'it's (1, 2)'}", "quotes of unclear extent"],
  ])("%j is not read: %s", (text) => {
    expect(read(text)).toMatchObject({ ok: false });
  });

  test("through salvage, with and without a schema", () => {
    expect(salvage({}).parse("(1, 2)")).toMatchObject({ ok: true, value: [1, 2] });
    expect(salvage({ type: "array", items: { type: "integer" } }).parse("{3, 4}")).toMatchObject({ ok: true, value: [3, 4] });
    expect(salvage({}).parse("(1)")).toMatchObject({ ok: false });
    expect(salvage({}).parse("I think (maybe) not")).toMatchObject({ ok: false });
  });
});

describe("the empty tuple as the whole answer", () => {
  test("`()` is the empty list, with or without a schema", () => {
    expect(salvage({})("()")).toMatchObject({ ok: true, value: [] });
    expect(salvage({})("( )")).toMatchObject({ ok: true, value: [] });
    expect(salvage({ type: "array", items: { type: "integer" } })("()")).toMatchObject({ ok: true, value: [] });
  });

  test("parentheses in prose, or one too many, are no tuple", () => {
    expect(salvage({})("I think () is fine")).toMatchObject({ ok: false });
    expect(salvage({})("(see above)")).toMatchObject({ ok: false });
    expect(salvage({})("())")).toMatchObject({ ok: false });
  });
});
