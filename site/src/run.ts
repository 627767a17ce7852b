import {
  allRules,
  defaultExtractors,
  defaultFormats,
  defaultReaders,
  defaultRules,
  describeStep,
  fractionAnswer,
  fromToolDefinitions,
  parseTolerant,
  salvage,
  toolset,
  xmlBlock,
  xmlElements,
  type CallFormat,
  type Extractor,
  type Outcome,
  type Reader,
  type Rule,
  type SalvageOptions,
  type Step,
} from "../../src/index.js";
import { yaml, yamlXml } from "../../src/yaml/index.js";
import type { Span } from "./highlight.js";
import { evaluateSchemaCode, looksLikeCode } from "./schema-code.js";

/** What the page's controls hold. */
export interface PlaygroundInput {
  readonly text: string;
  /** A JSON Schema, a JSON array of tool definitions (OpenAI, Anthropic or MCP) for a toolset, or a zod schema in TypeScript. */
  readonly schema: string;
  readonly allowTruncated: boolean;
  /** Names of the opt-in rules switched on. */
  readonly optIn: readonly string[];
  /** Names of the opt-in readers switched on (`fraction`, `xml-elements`, `yaml`). */
  readonly readers?: readonly string[];
  /** For a toolset: an answer with no call is the model's prose (`noCall: "content"`). */
  readonly proseOk?: boolean;
  /** For a toolset: the most calls read from one answer. */
  readonly maxCalls?: number;
  /** For a toolset: default call formats switched off, by name. */
  readonly formatsOff?: readonly string[];
  /** For a toolset: opt-in call formats switched on, by name (`yaml-xml`). */
  readonly formatsOn?: readonly string[];
}

/** The call formats a toolset reads by default, in order, for the page's toggles. */
export const callFormats: readonly CallFormat[] = defaultFormats;
/** The opt-in call formats, put before the defaults when switched on. */
export const optInFormats: readonly CallFormat[] = [yamlXml];

/** A repair the reader made, where it first made it in the text, and how often. */
export interface RepairMark {
  readonly at: number;
  readonly kind: string;
  readonly count: number;
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
  readonly repairs: readonly RepairMark[];
}

/** The built-in rules that are off by default, for the page's toggles. */
export const optInRules: readonly Rule[] = allRules.filter((rule) => !defaultRules.includes(rule));

/** The opt-in readers, each with the extractor it needs to see its text (XML elements in prose). */
export const optInReaders: readonly { readonly name: string; readonly reader: Reader; readonly extractor?: Extractor; readonly note: string }[] = [
  { name: "fraction", reader: fractionAnswer, note: "1/5 as 0.2 for a number" },
  { name: "xml-elements", reader: xmlElements(), extractor: xmlBlock, note: "<selector>#a</selector>" },
  { name: "yaml", reader: yaml(), note: "```yaml fences" },
];

const failed = (headline: string, body: string): PlaygroundView => ({ ok: false, headline, body, steps: [], spans: [], repairs: [] });

/** The parser's options from the page's toggles: the rules, and the opt-in readers before the defaults. */
function optionsOf(input: PlaygroundInput): SalvageOptions {
  const rules = allRules.filter((rule) => defaultRules.includes(rule) || input.optIn.includes(rule.name));
  const chosenReaders = optInReaders.filter((entry) => input.readers?.includes(entry.name) === true);
  return {
    allowTruncated: input.allowTruncated,
    rules,
    ...(chosenReaders.length === 0
      ? {}
      : {
          readers: [...chosenReaders.map((entry) => entry.reader), ...defaultReaders],
          extractors: [...defaultExtractors, ...chosenReaders.flatMap((entry) => (entry.extractor === undefined ? [] : [entry.extractor]))],
        }),
  };
}

/** Parses the text with the schema (or the toolset) and the options the page holds; never throws. */
export function runPlayground(input: PlaygroundInput): PlaygroundView {
  const options = optionsOf(input);
  if (looksLikeCode(input.schema)) {
    const code = evaluateSchemaCode(input.schema);
    if (!code.ok) return failed("schema is not JSON, nor a zod schema", code.message);
    return view(salvage(code.schema, options)(input.text), "value", input.text);
  }
  let schema: unknown = {};
  if (input.schema.trim() !== "") {
    try {
      schema = JSON.parse(input.schema);
    } catch (error) {
      return failed("schema is not JSON", (error as Error).message);
    }
  }
  if (Array.isArray(schema)) {
    const defs = fromToolDefinitions(schema);
    if (!defs.ok) return view(defs, "tool calls", input.text);
    const outcome = toolset(defs.value, {
      ...options,
      noCall: input.proseOk === true ? "content" : "fail",
      ...(input.maxCalls === undefined ? {} : { maxCalls: input.maxCalls }),
      ...(input.formatsOff === undefined && input.formatsOn === undefined
        ? {}
        : {
            // An opt-in format goes first: yaml-xml before morph-xml, which refuses a YAML body (docs/tools.md).
            formats: [
              ...optInFormats.filter((format) => input.formatsOn?.includes(format.name) === true),
              ...defaultFormats.filter((format) => input.formatsOff?.includes(format.name) !== true),
            ],
          }),
    }).parse(input.text);
    // The calls as the agent uses them: the tool and its corrected input (the fixes are in the trace).
    const calls = outcome.ok ? outcome.value.map((call) => ("final" in call && call.final !== undefined ? { final: call.final } : { tool: call.tool, input: call.input })) : [];
    return view(outcome.ok ? { ...outcome, value: calls } : outcome, "tool calls", input.text);
  }
  if (typeof schema !== "object" || schema === null) {
    return failed("schema is not an object", "Give a JSON Schema object, an array of tool definitions, or a zod schema.");
  }
  return view(salvage(schema as Record<string, unknown>, options)(input.text), "value", input.text);
}

function view(outcome: Outcome<unknown>, what: string, text: string): PlaygroundView {
  const steps = outcome.steps.map(describeStep);
  const spans = candidateSpans(outcome.ok, outcome.steps);
  const repairs = outcome.ok ? repairMarks(outcome.steps, text) : [];
  if (outcome.ok) return { ok: true, headline: what, body: JSON.stringify(outcome.value, null, 2), steps, spans, repairs };
  return { ok: false, headline: outcome.error.code, body: outcome.error.message, steps, spans, repairs };
}

/** Every extracted span; those whose candidate validated are `chosen` when the outcome is ok. */
function candidateSpans(ok: boolean, steps: readonly Step[]): Span[] {
  const validated = new Set(steps.flatMap((step) => (step.stage === "validate" && step.ok ? [step.candidate] : [])));
  return steps.flatMap((step) => (step.stage === "extract" ? [{ start: step.start, end: step.end, chosen: ok && validated.has(step.candidate) }] : []));
}

/**
 * Where the syntax was repaired in the chosen candidates: the tolerant grammar read again over each one
 * (`parseTolerant`, the reader's own grammar) gives every kind of repair with its first position and count.
 */
function repairMarks(steps: readonly Step[], text: string): RepairMark[] {
  const validated = new Set(steps.flatMap((step) => (step.stage === "validate" && step.ok ? [step.candidate] : [])));
  const repaired = new Set(steps.flatMap((step) => (step.stage === "repair" && validated.has(step.candidate) ? [step.candidate] : [])));
  const marks: RepairMark[] = [];
  for (const step of steps) {
    if (step.stage !== "extract" || !repaired.has(step.candidate)) continue;
    const read = parseTolerant(text.slice(step.start, step.end));
    if (!read.ok) continue;
    for (const note of read.repairs) marks.push({ at: step.start + note.position, kind: note.kind, count: note.count });
  }
  return marks.sort((a, b) => a.at - b.at);
}

/** A streamed answer replayed: the partial value after each chunk (as JSON), then the full outcome. */
export interface Replay {
  readonly chunks: readonly string[];
  /** The partial value after each chunk, as JSON (`undefined` before the value starts). */
  readonly partials: readonly (string | undefined)[];
  readonly final: PlaygroundView;
}

/**
 * Cuts the text into chunks of `size` characters and streams them through `parser.streamer()`, as a model's
 * answer arrives: the partial value grows chunk by chunk, and the end is exactly the one-shot outcome.
 * A toolset is not replayed here (its calls stream through `toolset.stream`); undefined then.
 */
export function replayStream(input: PlaygroundInput, size = 6): Replay | undefined {
  const options = optionsOf(input);
  let parser;
  if (looksLikeCode(input.schema)) {
    const code = evaluateSchemaCode(input.schema);
    if (!code.ok) return undefined;
    parser = salvage(code.schema, options);
  } else {
    let schema: unknown = {};
    try {
      schema = input.schema.trim() === "" ? {} : JSON.parse(input.schema);
    } catch {
      return undefined;
    }
    if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return undefined;
    parser = salvage(schema as Record<string, unknown>, options);
  }
  const streamer = parser.streamer();
  const chunks: string[] = [];
  for (let i = 0; i < input.text.length; i += size) chunks.push(input.text.slice(i, i + size));
  // Each snapshot's value is the parser's own object, still growing: copied as JSON when taken.
  const partials = chunks.map((chunk) => {
    const value = streamer.push(chunk).value;
    return value === undefined ? undefined : JSON.stringify(value, null, 2);
  });
  return { chunks, partials, final: view(streamer.end(), "value", input.text) };
}
