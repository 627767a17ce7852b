import {
  allRules,
  defaultRules,
  describeStep,
  fromToolDefinitions,
  salvage,
  toolset,
  type Outcome,
  type Rule,
  type Step,
} from "../../src/index.js";
import type { Span } from "./highlight.js";

/** What the page's controls hold. */
export interface PlaygroundInput {
  readonly text: string;
  /** A JSON Schema, or a JSON array of tool definitions (OpenAI, Anthropic or MCP) for a toolset. */
  readonly schema: string;
  readonly allowTruncated: boolean;
  /** Names of the opt-in rules switched on. */
  readonly optIn: readonly string[];
}

/** What the page shows for one run. */
export interface PlaygroundView {
  readonly ok: boolean;
  /** `value`, `tool calls`, or the failure code. */
  readonly headline: string;
  /** The value as JSON, or the failure's message. */
  readonly body: string;
  readonly steps: readonly string[];
  readonly spans: readonly Span[];
}

/** The built-in rules that are off by default, for the page's toggles. */
export const optInRules: readonly Rule[] = allRules.filter((rule) => !defaultRules.includes(rule));

/** Parses the text with the schema (or the toolset) and the options the page holds; never throws. */
export function runPlayground(input: PlaygroundInput): PlaygroundView {
  let schema: unknown = {};
  if (input.schema.trim() !== "") {
    try {
      schema = JSON.parse(input.schema);
    } catch (error) {
      return { ok: false, headline: "schema is not JSON", body: (error as Error).message, steps: [], spans: [] };
    }
  }
  const rules = allRules.filter((rule) => defaultRules.includes(rule) || input.optIn.includes(rule.name));
  const options = { allowTruncated: input.allowTruncated, rules };
  if (Array.isArray(schema)) {
    const defs = fromToolDefinitions(schema);
    if (!defs.ok) return view(defs, "tool calls");
    const outcome = toolset(defs.value, options).parse(input.text);
    // The calls as the agent uses them: the tool and its corrected input (the fixes are in the trace).
    const calls = outcome.ok ? outcome.value.map((call) => ("final" in call && call.final !== undefined ? { final: call.final } : { tool: call.tool, input: call.input })) : [];
    return view(outcome.ok ? { ...outcome, value: calls } : outcome, "tool calls");
  }
  if (typeof schema !== "object" || schema === null) {
    return { ok: false, headline: "schema is not an object", body: "Give a JSON Schema object, or an array of tool definitions.", steps: [], spans: [] };
  }
  return view(salvage(schema as Record<string, unknown>, options)(input.text), "value");
}

function view(outcome: Outcome<unknown>, what: string): PlaygroundView {
  const steps = outcome.steps.map(describeStep);
  const spans = candidateSpans(outcome.ok, outcome.steps);
  if (outcome.ok) return { ok: true, headline: what, body: JSON.stringify(outcome.value, null, 2), steps, spans };
  return { ok: false, headline: outcome.error.code, body: outcome.error.message, steps, spans };
}

/** Every extracted span; those whose candidate validated are `chosen` when the outcome is ok. */
function candidateSpans(ok: boolean, steps: readonly Step[]): Span[] {
  const validated = new Set(steps.flatMap((step) => (step.stage === "validate" && step.ok ? [step.candidate] : [])));
  return steps.flatMap((step) => (step.stage === "extract" ? [{ start: step.start, end: step.end, chosen: ok && validated.has(step.candidate) }] : []));
}
