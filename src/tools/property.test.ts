import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { toolset } from "./toolset.js";

const schemas = { click: z.object({ selector: z.string() }), type: z.object({ selector: z.string(), text: z.string() }) };
const tools = toolset(schemas);

// Pieces of real tool-call answers, shuffled and cut: the parser must answer every mix with an outcome.
const piece = fc.constantFrom(
  "<tool_call>",
  "</tool_call>",
  "```json\n",
  "\n```",
  "Action: click\n",
  "Action Input: ",
  "Observation: ok\n",
  "Final Answer: ",
  '{"name": "click", "arguments": ',
  '{"selector": "#a"}',
  '"{\\"selector\\": 1}"',
  '{"action": "type", "action_input": ',
  '{"role": "assistant", "tool_calls": [',
  '{"type": "tool_use", "name": "click", "input": ',
  "}",
  "]",
  ",",
  "__proto__",
  "<think>",
  "</think>",
  "\n",
);

describe("toolset.parse on arbitrary text", () => {
  it("returns an outcome and never throws", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(piece, { maxLength: 30 }).map((parts) => parts.join(""))), (text) => {
        const outcome = tools.parse(text);
        expect(typeof outcome.ok).toBe("boolean");
        if (!outcome.ok) return void expect(outcome.error.message.length).toBeGreaterThan(0);
        for (const call of outcome.value) {
          // Whatever was fixed, an ok call's input is valid for its tool: never a wrong value passed off as right.
          if (call.tool === undefined) expect(typeof call.final).toBe("string");
          else expect(schemas[call.tool].safeParse(call.input).success).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("returns an outcome for any JSON value given to parseValue and parseCall", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (value, args) => {
        expect(typeof tools.parseValue(value).ok).toBe("boolean");
        expect(typeof tools.parseCall({ name: "click", arguments: args }).ok).toBe("boolean");
      }),
      { numRuns: 300 },
    );
  });
});
