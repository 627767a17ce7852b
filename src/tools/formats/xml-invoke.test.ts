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

describe("xml-invoke, namespaced tags", () => {
  const read = (text: string): unknown => {
    const outcome = tools.parse(text);
    return outcome.ok ? outcome.value.map((c) => ("input" in c ? [c.tool, c.input] : c.final)) : outcome.error.code;
  };

  it("reads `<ns:invoke>` with `<ns:parameter>` under any prefix", () => {
    const text = 'Let me look.\n<ns:function_calls>\n<ns:invoke name="get_weather">\n<ns:parameter name="city">Paris</ns:parameter>\n</ns:invoke>\n</ns:function_calls>';
    expect(read(text)).toEqual([["get_weather", { city: "Paris" }]]);
    const outcome = tools.parse(text);
    expect(outcome.ok && outcome.content).toBe("Let me look.");
    expect(read('<abc.d-e:invoke name="get_weather"><abc.d-e:parameter name="city">Oslo</abc.d-e:parameter></abc.d-e:invoke>')).toEqual([["get_weather", { city: "Oslo" }]]);
  });

  it("reads two prefixes in text order", () => {
    const text = '<a:invoke name="get_weather"><a:parameter name="city">Paris</a:parameter></a:invoke> then <b:invoke name="get_weather"><b:parameter name="city">Oslo</b:parameter></b:invoke>';
    expect(read(text)).toEqual([["get_weather", { city: "Paris" }], ["get_weather", { city: "Oslo" }]]);
  });

  // Negative cases.
  it("reads no call from a namespaced sample in a code fence", () => {
    expect(read('Use this format:\n```xml\n<ns:invoke name="get_weather"><ns:parameter name="city">Paris</ns:parameter></ns:invoke>\n```')).toBe("no-json-found");
  });

  it("fails a namespaced call of an undeclared tool", () => {
    expect(read('<ns:invoke name="get_wether"><ns:parameter name="city">Paris</ns:parameter></ns:invoke>')).toBe("unknown-tool");
  });

  it("fails a namespaced call cut inside its parameter", () => {
    expect(read('<ns:invoke name="get_weather"><ns:parameter name="city">Par')).toBe("truncated");
  });

  it("does not close a namespaced parameter at another prefix's closer", () => {
    expect(read('<ns:invoke name="get_weather"><ns:parameter name="city">a</x:parameter>b</ns:parameter></ns:invoke>')).toEqual([["get_weather", { city: "a</x:parameter>b" }]]);
  });
});
