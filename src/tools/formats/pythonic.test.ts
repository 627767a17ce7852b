import { describe, expect, it } from "vitest";
import { toolset } from "../toolset.js";

const search = { type: "object", properties: { query: { type: "string" }, limit: { type: "integer" } }, required: ["query"], additionalProperties: false } as const;
const area = { type: "object", properties: { width: { type: "number" }, height: { type: "number" } }, required: ["width", "height"] } as const;
const tools = toolset({ search, "geometry.rect_area": area });

const calls = (text: string): unknown => {
  const outcome = tools.parse(text);
  return outcome.ok ? outcome.value.map((c) => ("input" in c ? [c.tool, c.input] : ["final"])) : outcome.error.code;
};
const books: unknown = ["search", { query: "books" }];
const rect: unknown = ["geometry.rect_area", { width: 2, height: 5 }];

describe("Python call syntax, anchored on the declared names", () => {
  it("reads a bare call, one a line, separated calls and a list", () => {
    expect(calls("search(query='books')")).toEqual([books]);
    expect(calls("\n\ngeometry.rect_area(width=2, height=5)\n")).toEqual([rect]);
    expect(calls("search(query='books')\ngeometry.rect_area(width=2, height=5)")).toEqual([books, rect]);
    expect(calls("search(query='books'),\ngeometry.rect_area(width=2, height=5),")).toEqual([books, rect]);
    expect(calls("search(query='books'); geometry.rect_area(width=2, height=5)")).toEqual([books, rect]);
    expect(calls("  [search(query='books'), geometry.rect_area(width=2, height=5)]")).toEqual([books, rect]);
  });

  it("reads positional arguments by the tool's parameter order, and keywords after them", () => {
    expect(calls("geometry.rect_area(2, 5)")).toEqual([rect]);
    expect(calls("search('books', limit=3)")).toEqual([["search", { query: "books", limit: 3 }]]);
    // More positional arguments than parameters, or one after a keyword: not a call to read.
    expect(calls("search('books', 3, 4)")).toBe("unrepairable");
    expect(calls("search(limit=3, 'books')")).toBe("unrepairable");
  });

  it("reads a call after a lead-in sentence, and a fence that holds nothing but calls", () => {
    expect(calls("Sure, this finds them:\n\nsearch(query='books')\n\nIt returns the first page.")).toEqual([books]);
    expect(calls("```python\n    search(query='books')\n    ```\n\nThe `search` function takes the query.")).toEqual([books]);
    expect(calls("```\n# first the area\ngeometry.rect_area(width=2, height=5)\n```")).toEqual([rect]);
    expect(calls("```[search(query='books')]```")).toEqual([books]);
  });

  it("reads the complete calls of a list the end of the text cut before its closer, and says so", () => {
    const outcome = tools.parse("[search(query='books'), geometry.rect_area(width=2, height=5)");
    expect(outcome.ok && outcome.value).toHaveLength(2);
    expect(outcome.steps).toContainEqual(expect.objectContaining({ stage: "repair", repairs: ["list not closed"] }));
  });

  it("reads the same calls written twice (the answer, then a copy) once", () => {
    expect(calls("```python\nsearch(query='books')\n```\n\nThe call is:\n\n```python\nsearch(query='books')\n```")).toEqual([books]);
  });

  it("fails on two different groups of calls with text between them", () => {
    expect(calls("search(query='books')\n\nOr else:\n\nsearch(query='films')")).toBe("unrepairable");
  });

  it("never reads a name in a sentence, a sample among code, or calls after a def", () => {
    expect(calls("You could call `search(query='books')` to find them.")).toBe("no-json-found");
    expect(calls("Then search(query='books') returns the list.")).toBe("no-json-found");
    expect(calls("```python\nresult = search(query='books')\nprint(result)\n```")).toBe("no-json-found");
    expect(calls("def search(query, limit=10):\n    pass\n\nsearch(query='books')")).toBe("no-json-found");
    expect(calls("import lib\n\nsearch(query='books')")).toBe("no-json-found");
    expect(calls("Call it like this:\n\nsearch(query=<your query>)")).toBe("unrepairable");
  });

  it("reads the answer, not the model's continuation of the conversation", () => {
    expect(calls("[search(query='books')]\n\n### Instruction:\nNow the area.\n### Response:\n[geometry.rect_area(width=2, height=5)]")).toEqual([books]);
    expect(calls("search(query='books')<|eot_id|>geometry.rect_area(width=2, height=5)")).toEqual([books]);
    expect(calls("search(query='books')\nUser: and the area?\ngeometry.rect_area(width=2, height=5)")).toEqual([books]);
    expect(calls("Question: find books\nsearch(query='books')\nQuestion: and the area?\ngeometry.rect_area(width=2, height=5)")).toEqual([books]);
  });
});

describe("JSON calls under the common key pairs", () => {
  it("reads the tool_calls envelope without a function level, and the other key pairs", () => {
    expect(calls('{"tool_calls": [{"name": "search", "arguments": {"query": "books"}}]}')).toEqual([books]);
    expect(calls('{"tool_name": "search", "parameters": {"query": "books"}}')).toEqual([books]);
    expect(calls('{"tool": "search", "tool_input": {"query": "books"}}')).toEqual([books]);
    expect(calls('{"function": "search", "arguments": {"query": "books"}}')).toEqual([books]);
  });

  it("does not take an object that only has a tool key for a call", () => {
    expect(calls('{"tool": "search", "note": "not now"}')).toBe("unknown-tool");
  });
});

describe("linear time", () => {
  const time = (text: string): number => {
    const start = performance.now();
    for (let i = 0; i < 3; i++) tools.parse(text);
    return performance.now() - start;
  };
  /** 8× the text: about 8× the time on a linear path, 64× on a quadratic one. */
  const ratio = (build: (n: number) => string, n: number): number => {
    time(build(n));
    return time(build(8 * n)) / Math.max(time(build(n)), 0.5);
  };

  it.each([
    ["qwen-xml, many parameters never closed", (n: number) => "<tool_call>\n<function=search>\n" + "<parameter=x>\n".repeat(n)],
    ["python calls, one a line", (n: number) => "search(query='a')\n".repeat(n)],
    ["python call heads never closed", (n: number) => "search(query='a',\n".repeat(n)],
    ["turn markers and fences", (n: number) => "```\nsearch(query='a')\n```\nUser: x\n".repeat(n)],
  ])("%s", (_, build) => {
    expect(ratio(build, 4_000)).toBeLessThan(24);
  });
});
