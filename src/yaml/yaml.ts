import { isScalar, parseAllDocuments, visit, type Document } from "yaml";
import type { Reader, ReaderContext, ReadRefusal, ReadValue } from "../repair/reader.js";
import { shapeOf, typesOf } from "../repair/readers/guide-shapes.js";
import {
  yamlCommentValueMessage,
  yamlComplexKeyMessage,
  yamlEmptyMessage,
  yamlInvalidMessage,
  yamlNotJsonMessage,
  yamlPlainTextMessage,
  yamlReadMessage,
  yamlSeveralDocumentsMessage,
  yamlTooDeepMessage,
  yamlTooLargeMessage,
  yamlTooManyAliasesMessage,
} from "./messages.js";

type ReadResult = ReadValue | ReadRefusal;

/** Options of {@link yaml}. */
export interface YamlOptions {
  /** Fence languages read (the fence's info string, lower-cased). Default `["yaml", "yml"]`. */
  readonly languages?: readonly string[];
  /** The `yaml` package's `maxAliasCount`: how far aliases may expand, relative to their anchors. Default 100. */
  readonly maxAliasCount?: number;
}

/**
 * The opt-in reader `yaml` (entry point `salvage/yaml`, with the `yaml` package as an optional peer): a
 * fenced block labelled ```` ```yaml ```` or ```` ```yml ```` read as YAML 1.2 (core schema). Nothing else is
 * read: prose is valid YAML, and must never become a string by accident; for the same reason a block that
 * is one unquoted line of text is refused, and so is `key: #value` (YAML reads a comment and no value).
 * Refused too: errors and warnings of the parser (duplicate keys, unknown tags), several documents unless
 * the schema wants a list, keys that are lists or maps, values JSON cannot hold, aliases expanding past
 * `maxAliasCount`, nesting past `maxDepth`, a block over `maxRepairSize`. A fence left open is read and
 * reported as cut off. Never throws.
 * @example
 * salvage(schema, { readers: [...defaultReaders, yaml()] })("```yaml\nselector: '#btn'\n```")
 */
export function yaml(options: YamlOptions = {}): Reader {
  const list = Array.isArray(options.languages) ? options.languages : ["yaml", "yml"];
  const languages = new Set(list.filter((l) => typeof l === "string").map((l) => l.toLowerCase()));
  const maxAliasCount = typeof options.maxAliasCount === "number" && options.maxAliasCount >= 0 ? options.maxAliasCount : 100;
  return {
    name: "yaml",
    read: (text, context) => {
      const { candidate } = context;
      if (candidate.source !== "fence" || candidate.label === undefined || !languages.has(candidate.label)) return undefined;
      try {
        return readYaml(text, context, maxAliasCount);
      } catch {
        // The parser reports its own stack overflows as errors; anything it still throws is a refusal.
        return { refuse: yamlInvalidMessage("the parser failed on it.") };
      }
    },
  };
}

function readYaml(text: string, context: ReaderContext, maxAliasCount: number): ReadResult {
  if (text.length > context.maxRepairSize) return { refuse: yamlTooLargeMessage(text.length, context.maxRepairSize), code: "too-large" };
  if (flowDepth(text) > context.maxDepth) return { refuse: yamlTooDeepMessage(context.maxDepth), code: "too-deep" };
  const parsed = parseAllDocuments(text, { version: "1.2", schema: "core", merge: false, uniqueKeys: true, strict: true, prettyErrors: false, logLevel: "silent" });
  const documents: Document[] = Array.isArray(parsed) ? parsed : [];
  if (documents.length === 0) return { refuse: yamlEmptyMessage() };
  const wantsList = context.guide !== undefined && typesOf(shapeOf([context.guide]))?.has("array") === true;
  if (documents.length > 1 && !wantsList) return { refuse: yamlSeveralDocumentsMessage(documents.length) };
  const values: unknown[] = [];
  // The JSON tree may hold no more nodes than this: aliases within maxAliasCount still cannot blow it up.
  const budget = { nodes: 16 * text.length + 1024 };
  for (const document of documents) {
    const problem = checkDocument(document, text);
    if (problem !== undefined) return problem;
    let value: unknown;
    try {
      value = document.toJS({ maxAliasCount });
    } catch {
      return { refuse: yamlTooManyAliasesMessage(), code: "too-large" };
    }
    const tree = jsonTree(value, context.maxDepth, budget);
    if (tree === "too-deep") return { refuse: yamlTooDeepMessage(context.maxDepth), code: "too-deep" };
    if (tree === "too-large") return { refuse: yamlTooManyAliasesMessage(), code: "too-large" };
    if (tree === "not-json") return { refuse: yamlNotJsonMessage() };
    values.push(tree.value);
  }
  const value = documents.length > 1 ? values : values[0];
  return { value, repairs: ["YAML"], message: yamlReadMessage(), ...(context.candidate.unterminated === true ? { truncated: true } : {}) };
}

/** Why a parsed document cannot be read, or undefined when it can. */
function checkDocument(document: Document, text: string): ReadResult | undefined {
  const [problem] = [...document.errors, ...document.warnings];
  if (problem !== undefined) return { refuse: yamlInvalidMessage(problem.message), position: problem.pos[0] };
  const contents = document.contents;
  if (contents === null || (isScalar(contents) && contents.source === "" && contents.value === null)) return { refuse: yamlEmptyMessage() };
  if (isScalar(contents) && contents.type === "PLAIN" && typeof contents.value === "string") return { refuse: yamlPlainTextMessage() };
  let found: ReadResult | undefined;
  visit(document, {
    Pair: (_, pair) => {
      if (pair.key !== null && typeof pair.key === "object" && !isScalar(pair.key)) {
        found = { refuse: yamlComplexKeyMessage() };
        return visit.BREAK;
      }
      return undefined;
    },
    Scalar: (_, scalar) => {
      // `selector: #btn`: an empty value whose comment starts where the value should.
      const at = scalar.range?.[0];
      if (scalar.value === null && scalar.source === "" && at !== undefined && text.charCodeAt(at) === 0x23) {
        found = { refuse: yamlCommentValueMessage(at), position: at };
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/** The deepest `[`/`{` nesting of a text, quotes ignored: a cheap bound checked before the recursive parser runs. */
function flowDepth(text: string): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5b || c === 0x7b) max = Math.max(max, ++depth);
    else if ((c === 0x5d || c === 0x7d) && depth > 0) depth--;
  }
  return max;
}

/**
 * A copy of what `toJS` built, as JSON data: plain objects, arrays, strings, finite numbers, booleans, null;
 * shared nodes (aliases) copied, nesting bounded by `maxDepth` (so a recursive alias ends), and at most
 * `budget.nodes` nodes in all. Iterative: no depth can overflow the stack.
 */
function jsonTree(value: unknown, maxDepth: number, budget: { nodes: number }): { value: unknown } | "too-deep" | "too-large" | "not-json" {
  const root: { value: unknown } = { value: undefined };
  const stack: { source: unknown; depth: number; set: (copy: unknown) => void }[] = [{ source: value, depth: 0, set: (copy) => (root.value = copy) }];
  while (stack.length > 0) {
    const { source, depth, set } = stack.pop() as (typeof stack)[number];
    if (--budget.nodes < 0) return "too-large";
    if (source === null || typeof source === "string" || typeof source === "boolean") {
      set(source);
      continue;
    }
    if (typeof source === "number") {
      if (!Number.isFinite(source)) return "not-json";
      set(source);
      continue;
    }
    if (typeof source !== "object") return "not-json";
    if (depth >= maxDepth) return "too-deep";
    if (Array.isArray(source)) {
      const copy: unknown[] = new Array<unknown>(source.length);
      set(copy);
      source.forEach((item, index) => stack.push({ source: item, depth: depth + 1, set: (c) => (copy[index] = c) }));
      continue;
    }
    if (Object.getPrototypeOf(source) !== Object.prototype) return "not-json";
    const copy: Record<string, unknown> = {};
    set(copy);
    for (const key of Object.keys(source)) {
      const item = (source as Record<string, unknown>)[key];
      // defineProperty: a `__proto__` key stays an own key.
      stack.push({ source: item, depth: depth + 1, set: (c) => Object.defineProperty(copy, key, { value: c, enumerable: true, writable: true, configurable: true }) });
    }
  }
  return root;
}
