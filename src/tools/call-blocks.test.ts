import { describe, expect, it } from "vitest";
import { growth } from "../../test/helpers/timing.js";
import type { Step } from "../outcome/types.js";
import { callBlocks } from "./call-blocks.js";
import { toolset } from "./toolset.js";

const tools = toolset({
  run: { type: "object", properties: { cmd: { type: "string" } }, required: ["cmd"] },
  ping: { type: "object", properties: {} },
});
const read = (text: string): unknown => {
  const outcome = tools.parse(text);
  return outcome.ok ? outcome.value.map((c) => ("input" in c ? [c.tool, c.input] : ["final", c.final])) : outcome.error.code;
};
const repairs = (text: string): string[] => tools.parse(text).steps.flatMap((step: Step) => (step.stage === "repair" ? step.repairs : []));
const call = (cmd: string): string => `<tool_call>${JSON.stringify({ name: "run", arguments: { cmd } })}</tool_call>`;

describe("a <tool_call> block holding JSON ends where its JSON ends", () => {
  it.each([
    ["a closer", "echo '</tool_call>' done"],
    ["a closer, escaped quotes around it", 'say "</tool_call>" ok'],
    ["two closers", "first </tool_call> then </tool_call> end"],
    ["an opener", "echo <tool_call> here"],
    ["a whole call", '<tool_call>{"name": "ping", "arguments": {}}</tool_call>'],
  ])("an argument quoting %s is read whole, as data", (_, cmd) => {
    expect(read(call(cmd))).toEqual([["run", { cmd }]]);
  });

  it("reads the blocks around one whose argument quotes a closer, in order", () => {
    const text = `<tool_call>{"name": "ping", "arguments": {}}</tool_call> then ${call("a </tool_call> b")} done`;
    expect(read(text)).toEqual([
      ["ping", {}],
      ["run", { cmd: "a </tool_call> b" }],
    ]);
  });

  it("skips markup inside a comment of the JSON", () => {
    expect(read('<tool_call>{name: "ping", arguments: {}, // see </tool_call>\n}</tool_call>')).toEqual([["ping", {}]]);
    expect(read('<tool_call>{name: "ping", arguments: {}, /* a <tool_call> sample */}</tool_call>')).toEqual([["ping", {}]]);
  });

  it("reads a block whose closer was written only inside its string, at the end, as a closer missing", () => {
    const text = '<tool_call>{"name": "run", "arguments": {"cmd": "echo </tool_call>"}}';
    expect(read(text)).toEqual([["run", { cmd: "echo </tool_call>" }]]);
    expect(repairs(text)).toEqual(["</tool_call> missing at the end"]);
  });

  it("ends a block at the next call's opener when its own closer is missing, and says so", () => {
    const text = '<tool_call>{"name": "ping", "arguments": {}}\n<tool_call>{"name": "run", "arguments": {"cmd": "ls"}}</tool_call>';
    expect(read(text)).toEqual([
      ["ping", {}],
      ["run", { cmd: "ls" }],
    ]);
    expect(repairs(text)).toEqual(["</tool_call> missing before the next call"]);
  });

  // Negative cases: what is not a block's end, and what is no block.
  it("keeps a tag named in prose before a block a mention", () => {
    expect(read('Use <tool_call> tags, like this: <tool_call>{"name": "ping", "arguments": {}}</tool_call>')).toEqual([["ping", {}]]);
  });

  it("does not end a block at an opener that follows prose after its JSON", () => {
    expect(callBlocks('<tool_call>{"a": 1} and then <tool_call>{"b": 2}</tool_call>', [], ["tool_call"]).map((b) => b.text)).toEqual(['{"b": 2}']);
  });

  it("fails a block whose JSON is cut before the next opener, never reading it shorter", () => {
    const text = '<tool_call>{"name": "run", "arguments": {"cmd": "ls"}\n<tool_call>{"name": "ping", "arguments": {}}</tool_call>';
    expect(read(text)).toBe("truncated");
  });

  it("fails a call of an undeclared tool whose argument quotes a closer, instead of reading the rest", () => {
    expect(read('<tool_call>{"name": "shell", "arguments": {"cmd": "x </tool_call> y"}}</tool_call>')).toBe("unknown-tool");
  });

  it("stays linear on many openers of JSON never closed, and many closed blocks", () => {
    const open = (k: number): string => '<tool_call>{"a": "'.repeat(k);
    expect(growth((text: string) => callBlocks(text, [], ["tool_call"]), open(2_000), open(20_000), { minMs: 1 })).toBeLessThan(40);
    const closed = (k: number): string => '<tool_call>{"a": "</tool_call>"}</tool_call>'.repeat(k);
    expect(growth((text: string) => callBlocks(text, [], ["tool_call"]), closed(2_000), closed(20_000), { minMs: 1 })).toBeLessThan(40);
  });
});
