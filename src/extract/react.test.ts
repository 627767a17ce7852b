import { describe, expect, test } from "vitest";
import { findReact, findReactSteps } from "./react.js";
import { parseReactLabel } from "./react-label.js";
import { salvage } from "../salvage/index.js";

describe("parseReactLabel", () => {
  test.each([
    ["Action Input: x", "Action Input"],
    ["action input: x", "Action Input"],
    ["**Action Input:** x", "Action Input"],
    ["**Action Input**: x", "Action Input"],
    ["- Final Answer: x", "Final Answer"],
    ["  1. *Action*: x", "Action"],
    ["> Thought: x", "Thought"],
    ["Observation : x", "Observation"],
  ])("reads %j", (line, label) => {
    const match = parseReactLabel(line, 0, line.length);
    expect(match?.label).toBe(label);
    expect(line.slice(match?.valueStart)).toBe("x");
  });

  test.each(["Actionable: x", "Action Item: x", "Final: x", "The Action: x", "Action x", "Observations: x", "-Action: x"])(
    "rejects %j",
    (line) => {
      expect(parseReactLabel(line, 0, line.length)).toBeUndefined();
    },
  );
});

describe("findReactSteps", () => {
  test("finds labels in any case, and nothing in a text without an action or final-answer label", () => {
    expect(findReactSteps("ACTION: click\nACTION INPUT: {\"a\": 1}")).toHaveLength(1);
    expect(findReactSteps("Thought: fine\nFINAL ANSWER: 42")[0]?.finalAnswer?.text).toBe("42");
    expect(findReactSteps("Thought: fine\nObservation: {\"a\": 1}")).toEqual([]);
    expect(findReactSteps('{"actions": [1], "final": true}')).toEqual([]);
  });
});

describe("findReact", () => {
  test("an Action Input object, balanced across lines, with its exact span", () => {
    const input = 'Thought: click it\nAction: click\nAction Input: {\n  "selector": "a}b"\n}\nObservation: done';
    const start = input.indexOf("{");
    const end = input.indexOf("\nObservation");
    expect(findReact(input)).toEqual([
      { text: input.slice(start, end), start, end, source: "react", label: "Action Input" },
    ]);
  });

  test("a non-bracket input is the rest of its line", () => {
    expect(findReact('Action: search\nAction Input: "weather in Paris"\nmore').map((c) => c.text)).toEqual([
      '"weather in Paris"',
    ]);
  });

  test("an input on the line after its label", () => {
    expect(findReact("Action Input:\n  [1, 2]\n").map((c) => c.text)).toEqual(["[1, 2]"]);
    expect(findReact("Action Input:\n#btn\n").map((c) => c.text)).toEqual(["#btn"]);
    expect(findReact("Action Input:\nObservation: x")).toEqual([]);
  });

  test("a prose Final Answer runs until the next Thought/Action/Observation line", () => {
    const input = "Final Answer: The capital\nis Paris.\nThought: done";
    expect(findReact(input)).toEqual([
      { text: "The capital\nis Paris.", start: 14, end: 35, source: "react", label: "Final Answer" },
    ]);
  });

  test("a prose Final Answer runs to the end", () => {
    expect(findReact("**Final Answer:** 42\n").map((c) => c.text)).toEqual(["42"]);
  });

  test("a bracketed Final Answer is its balanced span", () => {
    expect(findReact('Final Answer: {"a": 1} as requested').map((c) => c.text)).toEqual(['{"a": 1}']);
  });

  // Was a failure on the fuzz kit's json-in-string + react + prose-around (seed 20261133): the string and the prose
  // after it were one candidate, read as two top-level values.
  test("a quoted Final Answer alone on its line is that string; prose after it is not part of it", () => {
    const input = 'Final Answer: "{\\"a\\": 1}"\n\nThis should do what you asked.';
    expect(findReact(input).map((c) => c.text)).toEqual(['"{\\"a\\": 1}"']);
    expect(salvage({ type: "object", properties: { a: { type: "number" } }, required: ["a"] }).parse(input)).toMatchObject({ ok: true, value: { a: 1 } });
  });

  test("a quoted Final Answer with more on its line, or one that does not close on it, runs on as before", () => {
    expect(findReact('Final Answer: "yes" and more\nnext').map((c) => c.text)).toEqual(['"yes" and more\nnext']);
    expect(findReact('Final Answer: "line one\nline two"').map((c) => c.text)).toEqual(['"line one\nline two"']);
    expect(salvage({ type: "string" }).parse('Final Answer: "Paris" or "Lyon"\n\nDone.').ok).toBe(false);
  });

  test("an unclosed input object runs to the end", () => {
    expect(findReact('Action Input: {"a": [1,\n')[0]).toMatchObject({ text: '{"a": [1,', unterminated: true });
  });

  test("a label inside a JSON value is part of the value", () => {
    const input = 'Action Input: {"text": "x",\n"note": "y"}\nAction Input: [2]';
    expect(findReact(input).map((c) => c.text)).toEqual(['{"text": "x",\n"note": "y"}', "[2]"]);
  });

  test("silent without labels, and inside think blocks", () => {
    expect(findReact("The action input was fine.")).toEqual([]);
    expect(findReact("<think>\nAction Input: {}\n</think>")).toEqual([]);
  });

  test("empty values give nothing", () => {
    expect(findReact("Action Input:   \nFinal Answer:\n")).toEqual([]);
  });
});

describe("findReactSteps", () => {
  test("pairs each Action with its Action Input, then the Final Answer", () => {
    const input = [
      "Thought: first",
      "Action: `click`",
      'Action Input: {"selector": "#a"}',
      "Observation: ok",
      "Action: type",
      'Action Input: {"text": "hi"}',
      "Observation: ok",
      "Final Answer: done",
    ].join("\n");
    const steps = findReactSteps(input);
    expect(steps.map((s) => [s.action?.name, s.actionInput?.text, s.finalAnswer?.text])).toEqual([
      ["click", '{"selector": "#a"}', undefined],
      ["type", '{"text": "hi"}', undefined],
      [undefined, undefined, "done"],
    ]);
    const action = steps[0]?.action;
    expect(input.slice(action?.start, action?.end)).toBe("click");
  });

  test("an input without an Action is its own step; an Action without input is kept", () => {
    const steps = findReactSteps("Action Input: [1]\nAction Input: [2]\nAction: stop");
    expect(steps.map((s) => [s.action?.name, s.actionInput?.text])).toEqual([
      [undefined, "[1]"],
      [undefined, "[2]"],
      ["stop", undefined],
    ]);
  });

  test("an Observation ends a step: a later input does not attach to the earlier action", () => {
    const steps = findReactSteps("Action: a\nObservation: x\nAction Input: [1]");
    expect(steps.map((s) => [s.action?.name, s.actionInput?.text])).toEqual([
      ["a", undefined],
      [undefined, "[1]"],
    ]);
  });
});
