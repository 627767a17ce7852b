import { hasOwn, isPlainObject } from "../coerce/json.js";
import type { Failure } from "../outcome/types.js";
import { salvageDefaults } from "../parse/options.js";
import { salvage, type Parser } from "../salvage/salvage.js";
import { isStandardSchema, type SchemaInput } from "../schema/index.js";
import { answer, defaultExtractors, whole } from "../extract/index.js";
import { acceptsBareText } from "./bare-text.js";
import { defaultFormats } from "./formats/defaults.js";
import { mergeToolOptions } from "./merge-options.js";
import { invalidToolNameMessage, notToolDefsMessage } from "./messages.js";
import type { ReadOptions } from "./read-answer.js";
import { isUsableToolName, toolNameIndex, type ToolNameIndex } from "./tool-names.js";
import type { ToolErrorHook, ToolSpec, ToolsetOptions } from "./types.js";

/** Default of `ToolsetOptions.maxCalls`. */
export const defaultMaxCalls = 128;

/** One tool, ready: its parser compiled once, its hook, and whether plain text can be its input. */
export interface CompiledTool {
  readonly name: string;
  readonly parser: Parser<unknown>;
  /**
   * The parser for arguments a call format wrote as text: the text is one JSON value (repaired if need be),
   * never searched for JSON inside it (data is never markup). Compiled on first use; the user's own
   * extractors, when given, are kept.
   */
  readonly argumentsParser: () => Parser<unknown>;
  readonly onError: ToolErrorHook | undefined;
  readonly bareText: boolean;
  readonly description: string | undefined;
}

/** A toolset, ready; `problem` makes every parse fail with it (a toolset never throws when built). */
export interface CompiledToolset {
  readonly tools: ReadonlyMap<string, CompiledTool>;
  readonly index: ToolNameIndex;
  readonly read: ReadOptions;
  readonly problem: Failure | undefined;
}

// A tool's input is no answer in prose: a sentence where its arguments belong (`please click the blue button`) is
// not read as the one string property of its schema, so the `answer` extractor is left out.
const toolExtractors = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ defaultExtractors.filter((extractor) => extractor !== answer));

// Arguments a format wrote as text are the value itself: a JSON span inside them is their data, never read.
const argumentExtractors = /* @__PURE__ */ Object.freeze([whole]);

/** Compiles tool definitions and options; problems are kept for the parse calls to report. */
export function compileToolset(defs: unknown, options: ToolsetOptions): CompiledToolset {
  const tools = new Map<string, CompiledTool>();
  const names: { name: string; aliases: readonly string[] }[] = [];
  let problem: Failure | undefined;
  const invalid = (message: string): Failure => ({ code: "invalid-schema", stage: "tool", message, issues: [] });
  if (!isPlainObject(defs)) problem = invalid(notToolDefsMessage(defs));
  else {
    for (const name of Object.keys(defs)) {
      if (!isUsableToolName(name)) {
        problem ??= invalid(invalidToolNameMessage(name));
        continue;
      }
      const spec = toSpec(defs[name]);
      const merged = mergeToolOptions(options, spec);
      const parser = salvage(spec.schema, merged.parser.extractors === undefined ? { ...merged.parser, extractors: toolExtractors } : merged.parser);
      let argumentsParser: Parser<unknown> | undefined;
      tools.set(name, {
        name,
        parser,
        argumentsParser: () => (argumentsParser ??= merged.parser.extractors === undefined ? salvage(spec.schema, { ...merged.parser, extractors: argumentExtractors }) : parser),
        onError: merged.onError,
        bareText: acceptsBareText(parser.guide),
        description: spec.description,
      });
      names.push({ name, aliases: Array.isArray(spec.names) ? spec.names.filter((n) => typeof n === "string") : [] });
    }
  }
  const read = readOptions(options);
  if (read === undefined) problem ??= invalid("maxCalls, maxSize, maxRepairSize and maxDepth must be positive integers.");
  return { tools, index: toolNameIndex(names), read: read ?? fallbackRead, problem };
}

/** Whether a definition is a `ToolSpec` (`{ schema, … }`) rather than a schema itself. */
export function isToolSpec(def: unknown): def is ToolSpec {
  if (isStandardSchema(def) || !isPlainObject(def) || !hasOwn(def, "schema")) return false;
  const schema = def["schema"];
  return (typeof schema === "object" && schema !== null) || typeof schema === "function";
}

function toSpec(def: unknown): ToolSpec {
  // Anything else is handed to salvage as a schema, which reports it as `invalid-schema` on each call.
  return isToolSpec(def) ? def : { schema: def as SchemaInput };
}

const fallbackRead: ReadOptions = {
  maxCalls: defaultMaxCalls,
  maxSize: salvageDefaults.maxSize,
  maxRepairSize: salvageDefaults.maxRepairSize,
  maxDepth: salvageDefaults.maxDepth,
  allowTruncated: false,
  formats: defaultFormats,
};

function readOptions(options: ToolsetOptions): ReadOptions | undefined {
  const maxCalls = positive(options.maxCalls, defaultMaxCalls);
  const maxSize = positive(options.maxSize, salvageDefaults.maxSize);
  const maxRepairSize = positive(options.maxRepairSize, salvageDefaults.maxRepairSize);
  const maxDepth = positive(options.maxDepth, salvageDefaults.maxDepth);
  if (maxCalls === undefined || maxSize === undefined || maxRepairSize === undefined || maxDepth === undefined) {
    return undefined;
  }
  const allowTruncated = options.allowTruncated ?? salvageDefaults.allowTruncated;
  const base = { maxCalls, maxSize, maxRepairSize, maxDepth, allowTruncated };
  const withExtractors = options.extractors === undefined ? base : { ...base, extractors: options.extractors };
  return { ...withExtractors, formats: Array.isArray(options.formats) ? options.formats : defaultFormats };
}

function positive(value: number | undefined, fallback: number): number | undefined {
  if (value === undefined) return fallback;
  return Number.isInteger(value) && value > 0 ? value : undefined;
}
