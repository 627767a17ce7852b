import { createSkipper, findReactSteps, lineEnd, parseReactLabel, type TextRange } from "../extract/index.js";
import type { Step } from "../outcome/types.js";
import { isFinalAnswerName, rawCall, rawFinal, type RawItem } from "./raw-call.js";

/** The calls or the final answer of ReAct text, and an extract step for each. */
export interface ReactRead {
  readonly items: readonly RawItem[];
  readonly steps: readonly Step[];
  /** Whether any `Action:` was read (a final answer alone yields to `<tool_call>` blocks). */
  readonly hasAction: boolean;
  /** Whether any action has an `Action Input:` (actions with none yield to a JSON call: `Action: ```json` then a blob). */
  readonly hasInput: boolean;
}

type Span = { readonly start: number; readonly end: number };

/**
 * ReAct text: each `Action:` with its `Action Input:` (plain text or JSON), or else the `Final Answer:`.
 * Steps after the model's own `Observation:` line are the model imagining the tool's result, and a final
 * answer written next to an action comes before that action ran: both are ignored. An `Action:` named
 * `Final Answer` is the final answer. `undefined` when the text has no ReAct step.
 * @example readReact("Action: click\nAction Input: #btn", [])?.items // [{ kind: "call", name: "click", input: "#btn", … }]
 */
export function readReact(text: string, hidden: readonly TextRange[], firstCandidate = 0): ReactRead | undefined {
  const reactSteps = findReactSteps(text, hidden);
  const firstAction = reactSteps.find((step) => step.action !== undefined)?.action;
  const stop = firstAction === undefined ? text.length : firstObservation(text, hidden, firstAction.end);
  const calls: RawItem[] = [];
  const callSteps: Step[] = [];
  let final: { readonly item: RawItem; readonly span: Span; readonly label: string } | undefined;
  for (const step of reactSteps) {
    const input = step.actionInput;
    if (step.action !== undefined) {
      if (step.action.start > stop) break;
      const span = input ?? step.action;
      const label = input === undefined ? "Action" : "Action Input";
      if (isFinalAnswerName(step.action.name)) {
        final ??= { item: rawFinal(input?.text ?? "", input?.text), span, label };
        continue;
      }
      const candidate = firstCandidate + callSteps.length;
      const fenced = input === undefined ? undefined : fencedInput(text, input.start);
      callSteps.push(extractStep(candidate, fenced ?? span, label));
      calls.push(rawCall(step.action.name, fenced?.text ?? input?.text, undefined, "react", candidate));
    } else if (step.finalAnswer !== undefined && step.finalAnswer.start < stop) {
      final ??= { item: rawFinal(step.finalAnswer.text, step.finalAnswer.text), span: step.finalAnswer, label: "Final Answer" };
    }
  }
  if (calls.length > 0) {
    const hasInput = calls.some((call) => call.kind === "call" && call.input !== undefined);
    return { items: calls, steps: callSteps, hasAction: true, hasInput };
  }
  if (final === undefined) return undefined;
  return { items: [final.item], steps: [extractStep(firstCandidate, final.span, final.label)], hasAction: false, hasInput: false };
}

/** Offset of the first `Observation:` line at or after `from`, outside reasoning blocks; the text's length if none. */
export function firstObservation(text: string, hidden: readonly TextRange[], from = 0): number {
  const skip = createSkipper(hidden);
  let pos = lineEnd(text, from) + 1;
  while (pos < text.length) {
    pos = skip(pos);
    if (pos >= text.length) break;
    const end = lineEnd(text, pos);
    if (parseReactLabel(text, pos, end)?.label === "Observation") return pos;
    pos = end + 1;
  }
  return text.length;
}

/**
 * The content of a fence that starts an `Action Input:` (`Action Input: ```json` with the JSON on the next
 * lines, or inline ```` ```{…}``` ````): to the next fence marker, or the end of the text when cut off.
 */
export function fencedInput(text: string, start: number): { text: string; start: number; end: number } | undefined {
  const marker = text.slice(start, start + 3);
  if (marker !== "```" && marker !== "~~~") return undefined;
  const open = start + 3;
  const openerEnd = lineEnd(text, open);
  // A language tag alone on the opener's line: the content starts on the next line.
  const tag = text.slice(open, openerEnd).trim();
  const from = tag === "" || (tag.length <= 20 && /^[A-Za-z0-9_+-]+$/.test(tag)) ? Math.min(openerEnd + 1, text.length) : open;
  const close = text.indexOf(marker, from);
  const to = close === -1 ? text.length : close;
  const content = text.slice(from, to);
  const lead = content.length - content.trimStart().length;
  const trimmed = content.trim();
  return { text: trimmed, start: from + lead, end: from + lead + trimmed.length };
}

function extractStep(candidate: number, span: Span, label: string): Step {
  return { stage: "extract", candidate, source: "react", start: span.start, end: span.end, label };
}
