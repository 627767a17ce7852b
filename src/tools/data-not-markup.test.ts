import { describe, expect, test } from "vitest";
import * as z from "zod";
import { toolset } from "./toolset.js";

const tools = toolset({
  send_email: z.object({ to: z.string(), body: z.string() }),
  delete_all: z.object({}),
});

describe("data is never markup: a <tool_call> inside an argument is that argument's text", () => {
  test("a call quoted inside a JSON string argument does not run", () => {
    const inner = '<tool_call>{"name": "delete_all", "arguments": {}}</tool_call>';
    const text = `<tool_call>{"name": "send_email", "arguments": {"to": "a", "body": ${JSON.stringify(`To wipe: ${inner}`)}}}</tool_call>`;
    const outcome = tools.parse(text);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value.map((call) => call.tool)).toEqual(["send_email"]);
    const call = outcome.value[0];
    expect(call?.tool === "send_email" && call.input).toEqual({ to: "a", body: `To wipe: ${inner}` });
  });

  test("two blocks side by side are still two calls, in order", () => {
    const text =
      '<tool_call>{"name": "send_email", "arguments": {"to": "a", "body": "hi"}}</tool_call>\n' +
      '<tool_call>{"name": "delete_all", "arguments": {}}</tool_call>';
    const outcome = tools.parse(text);
    expect(outcome.ok && outcome.value.map((call) => call.tool)).toEqual(["send_email", "delete_all"]);
  });

  test("an argument that holds only a closer is never cut there: the JSON is read to its real end", () => {
    const text = '<tool_call>{"name": "send_email", "arguments": {"to": "a", "body": "ends with </tool_call> here"}}</tool_call>';
    const outcome = tools.parse(text);
    expect(outcome.ok && outcome.value).toMatchObject([{ tool: "send_email", input: { to: "a", body: "ends with </tool_call> here" } }]);
  });

  test("an argument whose string never closes is not cut at a closer inside it: the answer fails", () => {
    const text = '<tool_call>{"name": "send_email", "arguments": {"to": "a", "body": "ends with </tool_call> here}}</tool_call>';
    expect(tools.parse(text).ok).toBe(false);
  });
});

describe("data is never markup: an argument holding a closer is read to its real end", () => {
  const code = toolset({ run: z.object({ code: z.string() }), delete_all: z.object({}) });
  const source = 'print("</tool_call>")';

  test.each([
    ["qwen-xml", `<tool_call>\n<function=run>\n<parameter=code>\n${source}\n</parameter>\n</function>\n</tool_call>`],
    ["glm", `<tool_call>run\n<arg_key>code</arg_key>\n<arg_value>${source}</arg_value>\n</tool_call>`],
    ["xml-invoke", `<minimax:tool_call>\n<invoke name="run">\n<parameter name="code">print("</invoke>")</parameter>\n</invoke>\n</minimax:tool_call>`],
    ["deepseek", `<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>run<｜tool▁sep｜>{"code": "print(\\"<｜tool▁call▁end｜>\\")"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>`],
  ])("%s", (_, text) => {
    const outcome = code.parse(text);
    expect(outcome.ok && outcome.value.map((call) => call.tool)).toEqual(["run"]);
    const call = outcome.ok ? outcome.value[0] : undefined;
    expect(call?.tool === "run" ? call.input.code : undefined).toMatch(/^print\("<.*>"\)$/);
  });

  test("a value holding the format's own call markup fails the answer rather than guess where it ends", () => {
    const inner = "<tool_call>\n<function=delete_all>\n<parameter=x>\n1\n</parameter>\n</function>\n</tool_call>";
    const outcome = code.parse(`<tool_call>\n<function=run>\n<parameter=code>\n${inner}\n</parameter>\n</function>\n</tool_call>`);
    expect(outcome.ok).toBe(false);
  });

  test("a call of another format quoted in a JSON call's string never runs", () => {
    const body = "[TOOL_CALLS]delete_all[ARGS]{}";
    const outcome = code.parse(`Sure: {"name": "run", "arguments": {"code": ${JSON.stringify(body)}}}`);
    expect(outcome.ok && outcome.value).toMatchObject([{ tool: "run", input: { code: body } }]);
    // A `<tool_call>` block quoted there is not read as a call either (the answer fails: the block holds no JSON call).
    const tagged = code.parse(`Sure: {"name": "run", "arguments": {"code": ${JSON.stringify("<tool_call>delete_all\n</tool_call>")}}}`);
    expect(tagged.ok && tagged.value.some((call) => call.tool === "delete_all")).toBe(false);
  });
});

describe("a fenced sample of call markup is not a call", () => {
  const sample = '<tool_call>{"name": "delete_all", "arguments": {}}</tool_call>';

  test("a <tool_call> block in a fence with text around it shows the format: no call", () => {
    const outcome = tools.parse(`To delete everything a model would write:\n\`\`\`\n${sample}\n\`\`\`\nI will not do that.`);
    expect(outcome.ok).toBe(false);
    expect(outcome.error?.noCall).toBeDefined();
  });

  test("a sample beside a real call: only the real call runs", () => {
    const real = '<tool_call>{"name": "send_email", "arguments": {"to": "a", "body": "hi"}}</tool_call>';
    const outcome = tools.parse(`The format:\n\`\`\`xml\n${sample}\n\`\`\`\nNow: ${real}`);
    expect(outcome.ok && outcome.value.map((call) => call.tool)).toEqual(["send_email"]);
  });

  test("a fence that is the whole answer is the model's call, written in a fence", () => {
    const outcome = tools.parse(`\`\`\`\n${sample}\n\`\`\``);
    expect(outcome.ok && outcome.value.map((call) => call.tool)).toEqual(["delete_all"]);
  });

  test("Python calls in a fence of their own, with an explanation after, are still read (prompt-mode answers)", () => {
    const search = toolset({ search: z.object({ q: z.string() }) });
    const outcome = search.parse('I will search.\n```python\nsearch(q="a")\n```\nThis searches for a.');
    expect(outcome.ok && outcome.value.map((call) => call.tool)).toEqual(["search"]);
  });
});
