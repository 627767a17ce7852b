import { fromToolDefinitions, toolset, type Outcome, type Step } from "../index.js";
import { colourWanted, paint, type Paint } from "./colour.js";
import { formatHelp, wantsHelp, type Help } from "./help.js";
import { parseArgs, parseSize, readJson, readText, UsageError } from "./io.js";
import { failureLine, indentLines, showSteps } from "./show-outcome.js";

export const toolsUsage = "salvage tools --tools TOOLS.json [--allow-truncated] [--prose-ok] [--max-size SIZE] [--json] [FILE|-]";

export const toolsHelp: Help = {
  usage: toolsUsage,
  summary: [
    "Reads the tool calls in a model's answer (FILE, or stdin): OpenAI tool_calls, Anthropic tool_use, LangChain",
    "blobs, ReAct text, <tool_call> tags and the open-weight models' markup. TOOLS.json is the array of tool",
    "definitions you send to the model (OpenAI {type, function: {name, parameters}}, Anthropic {name,",
    "input_schema} or MCP {name, inputSchema}); each call's input is checked and repaired with its tool's schema.",
    "On a terminal the output is for people; piped, or with --json, it is the outcome as JSON. Exit 0 when",
    "every call was read, 1 when not, 2 on a usage error or unusable definitions.",
  ].join("\n"),
  options: [
    ["--tools TOOLS.json", "the tool definitions (required)"],
    ["--allow-truncated", "accept an answer cut off at the token limit"],
    ["--prose-ok", "an answer with no call at all is the model answering in prose: exit 0, its text as content"],
    ["--max-size SIZE", "longest answer read, e.g. 64M (default 16M characters)"],
    ["--json", "print the outcome as JSON even on a terminal"],
    ["-h, --help", "this help"],
  ],
  examples: ["salvage tools --tools tools.json answer.txt", "salvage tools --tools tools.json --json < answer.txt | jq '.value[0].input'"],
};

interface ShownCall {
  readonly tool?: string;
  readonly final?: string;
  readonly input?: unknown;
  readonly id?: string;
  readonly fixes?: readonly Step[];
}

/** `salvage tools`: the calls in the answer, typed by each tool's schema; 0 when read, 1 when not. */
export async function toolsCommand(args: readonly string[]): Promise<number> {
  if (wantsHelp(args)) {
    process.stdout.write(formatHelp(toolsHelp));
    return 0;
  }
  const { options, positional } = parseArgs(args, { tools: "value", "allow-truncated": "boolean", "prose-ok": "boolean", "max-size": "value", json: "boolean" });
  if (typeof options["tools"] !== "string") throw new UsageError(`--tools TOOLS.json is required\nusage: ${toolsUsage}`);
  if (positional.length > 1) throw new UsageError(`expected at most one input file, got ${positional.length}`);
  const definitions = await readJson(options["tools"], "tool definitions");
  if (!Array.isArray(definitions)) throw new UsageError(`tool definitions ${options["tools"]} must be a JSON array`);
  const defs = fromToolDefinitions(definitions);
  if (!defs.ok) throw new UsageError(`unusable tool definitions: ${defs.error.message}`);
  const maxSize = typeof options["max-size"] === "string" ? parseSize(options["max-size"], "--max-size") : undefined;
  const text = await readText(positional[0]);
  const parsed = toolset(defs.value, {
    allowTruncated: options["allow-truncated"] === true,
    noCall: options["prose-ok"] === true ? "content" : "fail",
    ...(maxSize === undefined ? {} : { maxSize }),
  }).parse(text);
  const outcome = parsed as Outcome<readonly ShownCall[]>;
  // Calls attempted that cannot run (an undeclared tool, a call cut off) fail the answer: they are shown with it.
  const attempted = parsed.ok ? undefined : parsed.attempted;
  const status = outcome.ok ? 0 : 1;
  if (options["json"] !== true && process.stdout.isTTY === true) {
    process.stdout.write(showCalls(outcome, paint(colourWanted(process.stdout))));
    return status;
  }
  const { text: _raw, ...error } = outcome.ok ? { text: undefined } : outcome.error;
  const shown = outcome.ok
    ? {
        ok: true,
        value: outcome.value,
        ...(outcome.value.length === 0 && parsed.ok && parsed.content !== undefined ? { content: parsed.content } : {}),
        steps: outcome.steps,
      }
    : {
        ok: false,
        error,
        ...(attempted === undefined ? {} : { attempted: attempted.map(({ text: _t, ...rest }) => rest) }),
        ...(!parsed.ok && parsed.content !== undefined ? { content: parsed.content } : {}),
        steps: outcome.steps,
      };
  process.stdout.write(`${JSON.stringify(shown, null, 2)}\n`);
  if (!outcome.ok) process.stderr.write(`${failureLine(outcome.error)}\n`);
  return status;
}

/** The calls for a person: one line each (tool and input), its fixes under it, then the whole trace. */
export function showCalls(outcome: Outcome<readonly ShownCall[]>, p: Paint): string {
  const lines: string[] = [];
  if (!outcome.ok) {
    lines.push(p.red(p.bold(`✗ ${outcome.error.code}`)), indentLines(outcome.error.message, "  "));
  } else {
    const count = outcome.value.length;
    lines.push(p.green(p.bold(`✓ ${count} call${count === 1 ? "" : "s"}`)));
    for (const call of outcome.value) {
      if (call.final !== undefined) {
        lines.push(`  ${p.bold("final answer")} ${JSON.stringify(call.final)}`);
        continue;
      }
      const id = call.id === undefined ? "" : p.dim(` (${call.id})`);
      lines.push(`  ${p.bold(call.tool ?? "?")} ${JSON.stringify(call.input)}${id}`);
      if (call.fixes !== undefined && call.fixes.length > 0) lines.push(...showSteps(call.fixes, p, "    "));
    }
  }
  if (outcome.steps.length > 0) lines.push("", p.bold("trace"), ...showSteps(outcome.steps, p));
  return `${lines.join("\n")}\n`;
}
