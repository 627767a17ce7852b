import { describe, expect, it } from "vitest";
import { growth } from "../../../test/helpers/timing.js";
import type { FormatContext } from "./call-format.js";
import { kimi } from "./kimi.js";

const context: FormatContext = { tools: ["get_weather"], isTool: (name) => name === "get_weather", guideOf: () => undefined, hidden: [], maxCalls: 1_000_000 };

/** DeepSeek calls in ASCII tokens: `<|tool_call_begin|>` is Kimi's begin token too, but no Kimi argument marker follows. */
const deepseekAscii = (n: number): string =>
  Array.from({ length: n }, (_, i) => `<|tool_call_begin|>function<|tool_sep|>get_weather\n\`\`\`json\n{"city": "City ${i}"}\n\`\`\`<|tool_call_end|>`).join("");

describe("kimi", () => {
  it("reads no call from DeepSeek's ASCII tokens, in linear time (a search per begin token for the argument marker was quadratic)", () => {
    expect(kimi.read(deepseekAscii(50), context)).toBeUndefined();
    // 8× the text: about 8× the time when linear, 64× when quadratic.
    expect(growth((text: string) => kimi.read(text, context), deepseekAscii(2_000), deepseekAscii(16_000))).toBeLessThan(24);
  });

  it("still reads each call at its own argument marker", () => {
    const call = (i: number): string => `<|tool_call_begin|>functions.get_weather:${i}<|tool_call_argument_begin|>{"city": "C${i}"}<|tool_call_end|>`;
    const text = `<|tool_calls_section_begin|>${call(0)}${call(1)}<|tool_calls_section_end|>`;
    expect(kimi.read(text, context)?.map((found) => [found.name, found.arguments, found.id])).toEqual([
      ["get_weather", '{"city": "C0"}', "functions.get_weather:0"],
      ["get_weather", '{"city": "C1"}', "functions.get_weather:1"],
    ]);
  });
});
