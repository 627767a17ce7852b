import { describe, expect, it } from "vitest";
import { toolset } from "../toolset.js";

const tools = toolset({
  get_weather: { type: "object", properties: { location: { type: "string" } }, required: ["location"] },
  get_time: { type: "object", properties: {} },
});
const read = (text: string): unknown => {
  const outcome = tools.parse(text);
  return outcome.ok ? outcome.value.map((c) => ("input" in c ? [c.tool, c.input] : ["final", c.final])) : outcome.error.code;
};

describe("glm: a declared name, then JSON arguments, inside <tool_call>", () => {
  it("reads the name and the object after it", () => {
    expect(read('<tool_call>get_weather\n{"location": "Paris"}</tool_call>')).toEqual([["get_weather", { location: "Paris" }]]);
    expect(read('<tool_call>\nget_weather {"location": "Paris"}\n</tool_call>')).toEqual([["get_weather", { location: "Paris" }]]);
  });

  it("reads two blocks in order, with the text around them as content", () => {
    const text = 'Checking both.\n<tool_call>get_weather\n{"location": "Paris"}</tool_call>\n<tool_call>get_time\n{}</tool_call>';
    expect(read(text)).toEqual([["get_weather", { location: "Paris" }], ["get_time", {}]]);
    const outcome = tools.parse(text);
    expect(outcome.ok && outcome.content).toBe("Checking both.");
  });

  // Negative cases.
  it("fails a call of an undeclared tool", () => {
    expect(read('<tool_call>get_wether\n{"location": "Paris"}</tool_call>')).toBe("unknown-tool");
  });

  it("takes a label before a whole call object for a label (Hermes reads the object)", () => {
    expect(read('<tool_call>json\n{"name": "get_weather", "arguments": {"location": "Paris"}}</tool_call>')).not.toEqual([["json", expect.anything()]]);
  });

  it("fails a call cut inside its arguments", () => {
    expect(read('<tool_call>get_weather\n{"location": "Par')).toBe("truncated");
  });

  it("reads no call from a sample in a code fence", () => {
    expect(read('Write calls like this:\n```\n<tool_call>get_weather\n{"location": "Paris"}</tool_call>\n```')).toBe("no-json-found");
  });

  it("leaves text after the object to the other formats (no call read from a block with stray text)", () => {
    expect(read('<tool_call>get_weather\n{"location": "Paris"} and then some</tool_call>')).not.toEqual([["get_weather", { location: "Paris" }]]);
  });
});
