import { describe, expect, it } from "vitest";
import { examples } from "../../site/src/examples.js";
import { segments } from "../../site/src/highlight.js";
import { runPlayground } from "../../site/src/run.js";

const run = (text: string, schema: unknown, more: { allowTruncated?: boolean; optIn?: string[] } = {}) =>
  runPlayground({ text, schema: typeof schema === "string" ? schema : JSON.stringify(schema), allowTruncated: more.allowTruncated ?? false, optIn: more.optIn ?? [] });

describe("the playground's logic", () => {
  it("recovers every bundled example", () => {
    for (const ex of examples) expect(run(ex.text, ex.schema), ex.name).toMatchObject({ ok: true });
  });

  it("shows tool calls as tool and input", () => {
    const toolset = examples.find((ex) => ex.name === "a toolset");
    const shown = run(toolset?.text ?? "", toolset?.schema);
    expect(JSON.parse(shown.body)).toEqual([{ tool: "click", input: { selector: "#submit" } }]);
  });

  it("reports a schema that is not JSON, or not an object, instead of parsing", () => {
    expect(run("{}", "{nope")).toMatchObject({ ok: false, headline: "schema is not JSON" });
    expect(run("{}", "42")).toMatchObject({ ok: false, headline: "schema is not an object" });
  });

  it("passes the toggles through: truncated output and the opt-in rules", () => {
    const schema = { type: "object", properties: { a: { type: "number" }, b: { type: "number", default: 3 } }, required: ["a", "b"] };
    expect(run('{"a": 1', schema)).toMatchObject({ ok: false, headline: "truncated" });
    expect(run('{"a": 1, "b": 2', schema, { allowTruncated: true })).toMatchObject({ ok: true });
    expect(run('{"a": 1}', schema)).toMatchObject({ ok: false });
    expect(run('{"a": 1}', schema, { optIn: ["fill-default"] })).toMatchObject({ ok: true, body: '{\n  "a": 1,\n  "b": 3\n}' });
  });

  it("marks the chosen span over the candidates it lies in", () => {
    const text = "ab {x} cd";
    expect(segments(text, [{ start: 0, end: 9, chosen: false }, { start: 3, end: 6, chosen: true }])).toEqual([
      { text: "ab ", mark: "candidate" },
      { text: "{x}", mark: "chosen" },
      { text: " cd", mark: "candidate" },
    ]);
    expect(segments(text, [{ start: 5, end: 99, chosen: true }])).toEqual([{ text, mark: "none" }]);
  });
});
