import { describe, expect, it } from "vitest";
import { toolset } from "../tools/toolset.js";
import { defaultFormats } from "../tools/formats/index.js";
import { yamlXml } from "./yaml-xml.js";

const weather = {
  type: "object",
  properties: { city: { type: "string" }, days: { type: "integer" }, zip: { type: "string" }, metric: { type: "boolean" }, tags: { type: "array", items: { type: "string" } }, at: { type: "object", properties: { lat: { type: "number" } } } },
  required: ["city"],
  additionalProperties: false,
} as const;
const ping = { type: "object", properties: {} } as const;
const tools = toolset({ get_weather: weather, ping }, { formats: [yamlXml, ...defaultFormats] });

function calls(text: string) {
  const outcome = tools.parse(text);
  return outcome.ok ? outcome.value.map((call) => (call.final === undefined ? { tool: call.tool, input: call.input } : call)) : outcome.error.code;
}

describe("yaml-xml", () => {
  it("reads a declared tool's element holding a YAML mapping, typed by the schema", () => {
    expect(calls("I will check.\n<get_weather>\ncity: Paris\ndays: 3\nzip: 01234\nmetric: true\n</get_weather>")).toEqual([
      { tool: "get_weather", input: { city: "Paris", days: 3, zip: "01234", metric: true } },
    ]);
  });

  it("keeps a plain scalar as text where the schema wants a string (no YAML guessing)", () => {
    expect(calls("<get_weather>\ncity: 1e3\nzip: null\n</get_weather>")).toEqual([{ tool: "get_weather", input: { city: "1e3", zip: "null" } }]);
  });

  it("reads quoted and block scalars, lists, nested maps and an indented body", () => {
    const text = '<get_weather>\n  city: "Paris: Left Bank"\n  tags:\n    - rain\n    - wind\n  at: {lat: 48.8}\n</get_weather>\n<get_weather>\ncity: |\n  two\n  lines\n</get_weather>';
    expect(calls(text)).toEqual([
      { tool: "get_weather", input: { city: "Paris: Left Bank", tags: ["rain", "wind"], at: { lat: 48.8 } } },
      { tool: "get_weather", input: { city: "two\nlines\n" } },
    ]);
  });

  it("reads an empty element as a call without arguments", () => {
    expect(calls("<ping>\n</ping>")).toEqual([{ tool: "ping", input: {} }]);
  });

  it("leaves child elements to morph-xml", () => {
    expect(calls("<get_weather>\n<city>Paris</city>\n</get_weather>")).toEqual([{ tool: "get_weather", input: { city: "Paris" } }]);
  });

  it("reads no call from an undeclared tool's element", () => {
    const outcome = tools.parse("<launch>\ntarget: moon\n</launch>");
    expect(outcome.ok && outcome.value.length > 0).toBe(false);
  });

  it("reads no call from YAML in prose or a fenced sample of the format", () => {
    for (const text of ["Use YAML like\n```yaml\ncity: Paris\n```", "The format:\n```xml\n<get_weather>\ncity: Paris\n</get_weather>\n```\nThat is all.", "city: Paris\ndays: 3"]) {
      const outcome = tools.parse(text);
      expect(outcome.ok && outcome.value.length > 0).toBe(false);
    }
  });

  it("reports a call cut off at the end as attempted, never run", () => {
    const outcome = tools.parse("Checking.\n<get_weather>\ncity: Par");
    expect(outcome).toMatchObject({ ok: false, error: { code: "truncated" }, attempted: [{ code: "truncated" }] });
  });

  it.each([
    ["a duplicate key", "<get_weather>\ncity: Paris\ncity: Lyon\n</get_weather>"],
    ["an alias", "<get_weather>\ncity: &c Paris\nzip: *c\n</get_weather>"],
    ["a tag", "<get_weather>\ncity: !!str Paris\n</get_weather>"],
    ["a __proto__ key", "<get_weather>\ncity: Paris\n__proto__:\n  polluted: 1\n</get_weather>"],
    ["bad indentation", "<get_weather>\ncity: Paris\n  days: 3\n</get_weather>"],
  ])("fails a call whose YAML body is unreadable: %s", (_, text) => {
    expect(calls(text)).toBe("unrepairable");
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });

  it("leaves a body that is no mapping to morph-xml, which fails it", () => {
    expect(calls("<get_weather>Paris please</get_weather>")).toBe("unrepairable");
  });

  it("is opt-in: the default formats read `key: value` lines (yaml-lines) and fail richer YAML, naming yamlXml", () => {
    const defaults = toolset({ get_weather: weather });
    expect(defaults.parse("<get_weather>\ncity: Paris\n</get_weather>")).toMatchObject({ ok: true, value: [{ tool: "get_weather", input: { city: "Paris" } }] });
    const nested = defaults.parse("<get_weather>\ncity: Paris\ndays:\n  - 1\n</get_weather>");
    expect(nested).toMatchObject({ ok: false, error: { code: "unrepairable" } });
    expect(nested.error?.message).toContain("yamlXml");
  });
});

describe("yaml-xml streamed", () => {
  const text = 'Checking.\n<get_weather>\ncity: "Paris"\ndays: 3\nzip: 01234\n</get_weather>\n<ping>\n</ping>';

  it.each([1, 4, 9])("names the call at its tag, adds each key: value line as it ends, and ends with parse (chunks of %i)", (size) => {
    const streamer = tools.streamer();
    let partial = false;
    for (let at = 0; at < text.length; at += size) {
      const call = streamer.push(text.slice(at, at + size)).calls[0];
      if (call !== undefined && !call.complete && JSON.stringify(call.input) === '{"city":"Paris"}') partial = true;
    }
    expect(partial).toBe(true);
    expect(streamer.snapshot().calls).toMatchObject([
      { tool: "get_weather", format: "yaml-xml", complete: true, input: { city: "Paris", days: 3, zip: "01234" } },
      { tool: "ping", complete: true, input: {} },
    ]);
    expect(streamer.end()).toEqual(tools.parse(text));
  });

  it("does not call a body with nested values complete before the result", () => {
    const nested = "<get_weather>\ncity: Paris\ntags:\n  - rain\n</get_weather>";
    const streamer = tools.streamer();
    for (let at = 0; at < nested.length; at += 5) streamer.push(nested.slice(at, at + 5));
    expect(streamer.snapshot().calls).toMatchObject([{ tool: "get_weather", complete: false, input: { city: "Paris" } }]);
    expect(streamer.end()).toMatchObject({ ok: true, value: [{ input: { city: "Paris", tags: ["rain"] } }] });
  });

  it("shows no call in a format the toolset does not read", () => {
    const only = toolset({ get_weather: weather }, { formats: [defaultFormats.find((f) => f.name === "mistral")!] });
    const streamer = only.streamer();
    for (const chunk of ['<tool_call>{"name": "get_weather", "arguments": {"city": "Paris"}}</tool_call>', "<get_weather>\ncity: Paris\n</get_weather>"]) streamer.push(chunk);
    expect(streamer.snapshot().calls).toEqual([]);
  });
});
