import { describe, expect, it } from "vitest";
import { formatPath, schemaMismatchMessage, validatorFailedMessage } from "./messages.js";
import { parsePointer, pathFromPointer } from "./pointer.js";

describe("messages", () => {
  it("writes paths as code reads them", () => {
    expect(formatPath([])).toBe("(root)");
    expect(formatPath(["items", 0, "name"])).toBe("items[0].name");
    expect(formatPath(["a b", "c"])).toBe('["a b"].c');
    expect(formatPath([0, "0"])).toBe('[0]["0"]');
  });

  it("lists issues as path: message lines, at most 20", () => {
    expect(schemaMismatchMessage([{ message: "Expected string", path: ["selector"] }])).toBe("The value does not match the schema:\nselector: Expected string");
    const many = Array.from({ length: 25 }, (_, index) => ({ message: "bad", path: [index] }));
    const lines = validatorFailedMessage("x", many).split("\n");
    expect(lines).toHaveLength(22);
    expect(lines[21]).toBe("… and 5 more issues");
  });
});

describe("pointers", () => {
  it("parses fragments with escapes and percent-encoding", () => {
    expect(parsePointer("#")).toEqual([]);
    expect(parsePointer("#/a~1b/c~0d/~01")).toEqual(["a/b", "c~d", "~1"]);
    expect(parsePointer("#/a%20b")).toEqual(["a b"]);
    expect(parsePointer("#anchor")).toBeUndefined();
    expect(parsePointer("#/%E0%A4%A")).toBeUndefined();
    expect(parsePointer("x.json#/a")).toBeUndefined();
  });

  it("reads an instance location against the value: numbers only inside arrays", () => {
    expect(pathFromPointer("#/a/0/1", { a: [{ "1": true }] })).toEqual(["a", 0, "1"]);
    expect(pathFromPointer("#/x%20y~1z~0", { "x y/z~": 1 })).toEqual(["x y/z~"]);
    expect(pathFromPointer("#/01", ["a"])).toEqual(["01"]);
  });
});
