import type { Outcome, Step } from "../index.js";
import { describeStep } from "../index.js";
import type { Paint } from "./colour.js";

/** The trace, one step a line: the first flush left, the rest after an arrow, each coloured by stage. */
export function showSteps(steps: readonly Step[], p: Paint, indent = ""): string[] {
  return steps.map((step, i) => `${indent}${i === 0 ? "  " : p.dim("→ ")}${colourStep(step, describeStep(step), p)}`);
}

function colourStep(step: Step, line: string, p: Paint): string {
  switch (step.stage) {
    case "extract":
      return p.cyan(line);
    case "repair":
      return p.yellow(line);
    case "coerce":
      return p.magenta(line);
    case "validate":
      return step.ok ? p.green(line) : p.red(line);
    default:
      return line;
  }
}

/** A parse outcome for a person: the value or the failure, then the trace. */
export function showOutcome(outcome: Outcome<unknown>, p: Paint): string {
  const head = outcome.ok
    ? [p.green(p.bold("✓ ok")), indentLines(JSON.stringify(outcome.value, null, 2) ?? "undefined", "  ")]
    : [p.red(p.bold(`✗ ${outcome.error.code}`)), indentLines(outcome.error.message, "  ")];
  const trace = outcome.steps.length === 0 ? [] : ["", p.bold("trace"), ...showSteps(outcome.steps, p)];
  return `${[...head, ...trace].join("\n")}\n`;
}

/** Each line of `text` after `prefix`. */
export function indentLines(text: string, prefix: string): string {
  return text
    .split("\n")
    .map((line) => prefix + line)
    .join("\n");
}

/** A failure in one line for stderr: `salvage: code: the message's first line`, and how to raise a size limit. */
export function failureLine(error: { readonly code: string; readonly message: string }): string {
  const end = error.message.indexOf("\n");
  const first = end === -1 ? error.message : error.message.slice(0, end);
  return `salvage: ${error.code}: ${first}${error.code === "too-large" ? " (raise the limit with --max-size)" : ""}`;
}
