import { describe, expect, it } from "vitest";
import { findHiddenRanges } from "../extract/index.js";
import { readReact } from "./read-react.js";

const read = (text: string) => readReact(text, findHiddenRanges(text));

describe("readReact", () => {
  it("pairs Action with Action Input, plain text or JSON, with the input's span", () => {
    const text = 'Thought: I should click.\nAction: click\nAction Input: #btn';
    const result = read(text);
    expect(result?.items).toEqual([{ kind: "call", name: "click", input: "#btn", format: "react", candidate: 0 }]);
    const step = result?.steps[0] as { start: number; end: number };
    expect(text.slice(step.start, step.end)).toBe("#btn");
    expect(read('Action: `click`\nAction Input: {"selector": "#a"}')?.items).toMatchObject([{ name: "click", input: '{"selector": "#a"}' }]);
  });

  it("reads a fenced Action Input, on the label's line or inline", () => {
    for (const text of [
      'Action: click\nAction Input: ```json\n{"selector": "#b"}\n```\nObservation: done',
      'Action: click\nAction Input:\n```json\n{"selector": "#b"}\n```',
      'Action: click\nAction Input: ```{"selector": "#b"}```',
    ]) {
      const result = read(text);
      expect(result?.items).toMatchObject([{ name: "click", input: '{"selector": "#b"}' }]);
      const step = result?.steps[0] as { start: number; end: number };
      expect(text.slice(step.start, step.end)).toBe('{"selector": "#b"}');
    }
  });

  it("ignores what follows the model's own Observation line: it imagined the result", () => {
    const text = "Action: search\nAction Input: weather\nObservation: sunny\nThought: done\nAction: click\nAction Input: #x\nFinal Answer: sunny";
    expect(read(text)?.items).toMatchObject([{ kind: "call", name: "search", input: "weather" }]);
  });

  it("keeps several actions written before any observation, in order", () => {
    expect(read("Action: click\nAction Input: #a\nAction: type\nAction Input: hello")?.items).toMatchObject([
      { name: "click", input: "#a", candidate: 0 },
      { name: "type", input: "hello", candidate: 1 },
    ]);
  });

  it("reads a Final Answer when there is no action, and an action named Final Answer", () => {
    expect(read("Thought: I know it.\nFinal Answer: The button is #btn.")).toMatchObject({
      items: [{ kind: "final", text: "The button is #btn." }],
      hasAction: false,
    });
    expect(read("Action: Final Answer\nAction Input: 42")?.items).toEqual([{ kind: "final", text: "42", raw: "42" }]);
  });

  it("drops a final answer written next to an action: the action runs first", () => {
    expect(read("Action: click\nAction Input: #a\nFinal Answer: clicked")?.items).toMatchObject([{ kind: "call", name: "click" }]);
  });

  it("reads an action with no input as a call with no input, and skips reasoning blocks", () => {
    expect(read("Action: get_time")?.items).toMatchObject([{ name: "get_time", input: undefined }]);
    expect(read("<think>\nAction: wrong\nAction Input: x\n</think>\nAction: right\nAction Input: y")?.items).toMatchObject([{ name: "right", input: "y" }]);
  });

  it("finds nothing in prose", () => {
    expect(read("I clicked the button for you.")).toBeUndefined();
  });
});
