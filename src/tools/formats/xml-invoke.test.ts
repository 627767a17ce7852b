import { describe, expect, it } from "vitest";
import { toolset } from "../toolset.js";

const tools = toolset({ get_weather: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } });

describe("xml-invoke, Step-3 dialect", () => {
  const call = '<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="get_weather">\n<steptml:parameter name="city">Paris</steptml:parameter>\n</steptml:invoke><｜tool_call_end｜>';

  it("keeps the markup before each invoke tag out of the content", () => {
    const outcome = tools.parse(`Let me help.\n<｜tool_calls_begin｜>\n${call}\n<｜tool_calls_end｜>`);
    expect(outcome.ok && outcome.value.map((c) => [c.tool, "input" in c ? c.input : undefined])).toEqual([["get_weather", { city: "Paris" }]]);
    expect(outcome.ok && outcome.content).toBe("Let me help.");
  });

  it("leaves a `function` word that is not the lead markup in the content", () => {
    const outcome = tools.parse('I will call a function now.\n<steptml:invoke name="get_weather"><steptml:parameter name="city">Paris</steptml:parameter></steptml:invoke>');
    expect(outcome.ok && outcome.content).toBe("I will call a function now.");
  });
});
