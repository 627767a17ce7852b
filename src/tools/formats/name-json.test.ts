import { describe, expect, it } from "vitest";
import { toolset } from "../toolset.js";

const weather = { type: "object", properties: { city: { type: "string" } }, required: ["city"], additionalProperties: false } as const;
const time = { type: "object", properties: { tz: { type: "string" } }, required: ["tz"], additionalProperties: false } as const;
const tools = toolset({ get_weather: weather, get_time: time });

const calls = (text: string): unknown => {
  const outcome = tools.parse(text);
  return outcome.ok ? outcome.value.map((call) => [call.tool, "input" in call ? call.input : undefined]) : outcome.error.code;
};

describe("name-json with Functionary v3's `>>>` separators", () => {
  it("reads a call after the generation prompt's `>>>` and each later call after its own", () => {
    expect(calls('get_weather\n{"city": "Paris"}>>>get_time\n{"tz": "CET"}')).toEqual([
      ["get_weather", { city: "Paris" }],
      ["get_time", { tz: "CET" }],
    ]);
    expect(calls('>>>get_weather\n{"city": "Paris"}\n>>>get_time\n{"tz": "CET"}')).toEqual([
      ["get_weather", { city: "Paris" }],
      ["get_time", { tz: "CET" }],
    ]);
  });

  it("reads a call after text addressed to the user (`all`), keeping the text as content", () => {
    const outcome = tools.parse('all\nLet me check.>>>get_weather\n{"city": "Paris"}');
    expect(outcome.ok && outcome.value.map((call) => call.tool)).toEqual(["get_weather"]);
    expect(outcome.ok && outcome.content).toContain("Let me check.");
  });

  it("reads no call after `>>>` for an undeclared name, in a code fence, or with no JSON object", () => {
    const undeclared = tools.parse('all\nSure.>>>launch_rocket\n{"target": "moon"}');
    expect(undeclared.ok && undeclared.value.some((call) => (call.tool as string | undefined) === "launch_rocket")).toBe(false);
    const fenced = tools.parse('A Functionary answer looks like:\n```\n>>>get_weather\n{"city": "Paris"}\n```\nThat is all.');
    expect(fenced.ok && fenced.value.length > 0).toBe(false);
    expect(calls(">>>get_weather\nParis")).toBe("no-json-found");
  });

  it("reads no call from a `>>>` that only quotes a name inside prose", () => {
    const outcome = tools.parse('In the shell, >>> get_weather prints help.\nNothing else to say.');
    expect(outcome.ok && outcome.value.length > 0).toBe(false);
  });

  it("reports a call cut off after `>>>` as cut off, not as a call", () => {
    const outcome = tools.parse('get_weather\n{"city": "Paris"}>>>get_time\n{"tz": "CE');
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.code).toBe("truncated");
  });
});
