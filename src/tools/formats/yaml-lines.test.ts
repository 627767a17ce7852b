import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { growth } from "../../../test/helpers/timing.js";
import { toolset } from "../toolset.js";
import { yamlLines } from "./yaml-lines.js";

const tools = toolset({
  get_weather: { type: "object", properties: { city: { type: "string" }, days: { type: "integer" }, zip: { type: "string" } }, required: ["city"] },
  write_file: { type: "object", properties: { path: { type: "string" }, contents: { type: "string" } }, required: ["path", "contents"] },
  note: { type: "object" },
});
const read = (text: string): unknown => {
  const outcome = tools.parse(text);
  return outcome.ok ? outcome.value.map((c) => ("input" in c ? [c.tool, c.input] : ["final", c.final])) : outcome.error.code;
};
const message = (text: string): string => {
  const outcome = tools.parse(text);
  return outcome.ok ? "" : outcome.error.message;
};

describe("yaml-lines: a declared tool's element holding `key: value` lines is its call, by default", () => {
  it("reads the lines, typed by the schema, after a lead-in and beside another call", () => {
    expect(read("<get_weather>\ncity: Paris\ndays: 3\nzip: 01234\n</get_weather>")).toEqual([["get_weather", { city: "Paris", days: 3, zip: "01234" }]]);
    expect(read('Sure.\n<get_weather>\n  city: "New York"\n</get_weather>\n<note>\nlevel: 2\n</note>')).toEqual([
      ["get_weather", { city: "New York" }],
      ["note", { level: 2 }],
    ]);
  });

  it("reads block scalars, literal and folded, and leaves markup inside them as their text", () => {
    const text = "<write_file>\npath: a.txt\ncontents: |\n  line one\n  <get_weather>city: x</get_weather>\n</write_file>";
    expect(read(text)).toEqual([["write_file", { path: "a.txt", contents: "line one\n<get_weather>city: x</get_weather>\n" }]]);
    expect(read("<write_file>\npath: a.txt\ncontents: >-\n  one\n  two\n\n  three\n</write_file>")).toEqual([["write_file", { path: "a.txt", contents: "one two\nthree" }]]);
  });

  it("agrees with the yaml package on every body it reads", () => {
    const bodies = [
      "a: 1\nb: -2.5\nc: true\nd: False\ne: ~\nf: null\ng: text here\nh: 'single'\ni: \"double\"",
      "a: 0x1F\nb: 0o17\nc: 1e3\nd: .5\ne: +7",
      "# a comment\nkey: value\n\nother: 2",
      "text: |\n  one\n    two\n  three\nafter: x",
      "text: |-\n  one\n\n  two\n",
      "text: >\n  folded\n  line\n\n  para\n",
      "text: |\n  last",
      "  a: 1\n  b: two",
    ];
    for (const body of bodies) {
      const found = yamlLines.read(`<note>\n${body}\n</note>`, { tools: ["note"], isTool: (n) => n === "note", guideOf: () => undefined, hidden: [], maxCalls: 10 });
      // The lines share an indentation under the tag (models indent the body): YAML reads them without it.
      expect(found?.[0]?.arguments, body).toEqual(parseYaml(body.startsWith("  ") ? body.replace(/^ {2}/gm, "") : body));
    }
  });

  it("reports a cut-off call at the very end as truncated, never run", () => {
    expect(read("<get_weather>\ncity: Par")).toBe("truncated");
  });

  // Negative cases: what is no call, and what the lines cannot settle.
  it("reads no call from a tag named in a sentence, a fenced sample, or an undeclared tool's element", () => {
    expect(read("Use <get_weather> to look things up.\ncity: Paris")).not.toEqual([["get_weather", { city: "Paris" }]]);
    expect(read("The format:\n```\n<get_weather>\ncity: Paris\n</get_weather>\n```\nI will not call it.")).toBe("no-json-found");
    expect(read("<get_time>\nzone: CET\n</get_time>")).toBe("no-json-found");
  });

  it("fails a key written twice (two readings), a prototype key, and YAML beyond flat lines, naming yamlXml", () => {
    expect(read("<get_weather>\ncity: Paris\ncity: Lyon\n</get_weather>")).toBe("unrepairable");
    expect(read("<note>\n__proto__: x\n</note>")).toBe("unrepairable");
    const nested = "<get_weather>\ncity: Paris\nextra:\n  a: 1\n</get_weather>";
    expect(read(nested)).toBe("unrepairable");
    expect(message(nested)).toContain("yamlXml");
    expect(read("<get_weather>\ncity: Paris # the capital\n</get_weather>")).toBe("unrepairable");
    expect(read("<write_file>\npath: a\ncontents: |+\n  kept\n\n</write_file>")).toBe("unrepairable");
  });

  it("leaves a body of child elements to morph-xml", () => {
    expect(read("<get_weather><city>Paris</city></get_weather>")).toEqual([["get_weather", { city: "Paris" }]]);
  });
});

describe("yaml-lines: an opener without its `>`, closed by `/>` on its own line", () => {
  it("reads the lines between as the call's, and records the repair", () => {
    const text = "<get_weather\ncity: Paris\ndays: 2\n/>";
    expect(read(text)).toEqual([["get_weather", { city: "Paris", days: 2 }]]);
    expect(tools.parse(text).steps.flatMap((step) => (step.stage === "repair" ? step.repairs : []))).toContain("opener without > closed by />");
  });
  // Negative cases: markup in between, or `/>` inside a line, is no such call.
  it("reads nothing when markup stands in between or the `/>` is not on a line of its own", () => {
    expect(read("<get_weather\ncity: Paris <b>x</b>\n/>")).not.toEqual([["get_weather", { city: "Paris <b>x</b>" }]]);
    expect(read("<get_weather\ncity: Paris />")).toBe("no-json-found");
  });
  it("stays linear on many openers without their `>`", () => {
    const many = (k: number): string => `${"<get_weather\ncity: x\n".repeat(k)}/>`;
    expect(growth((text: string) => tools.parse(text), many(1_000), many(10_000), { minMs: 1 })).toBeLessThan(40);
  });
});
