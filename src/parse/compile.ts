import { wantsKeyedString } from "../repair/answer/wants-keyed.js";
import type { Rule } from "../coerce/rule.js";
import { defaultRules } from "../coerce/rules/index.js";
import { failure, success } from "../outcome/make.js";
import type { Outcome } from "../outcome/types.js";
import { defaultExtractors, type Extractor } from "../extract/index.js";
import { defaultReaders, wantsArrayOnly, type ReadSettings } from "../repair/index.js";
import type { ReadMemo } from "../repair/reader.js";
import { wantsScalar } from "../repair/answer/wants.js";
import { wantsScalarItem } from "../repair/answer/wants-item.js";
import type { GuideNode } from "../schema/guide-types.js";
import { compileGuide, createValidatorChain, isStandardSchema, readPlainSchema, toJsonSchema, unguidedVendor, type SchemaInput, type ValidatorChain } from "../schema/index.js";
import { isRecord } from "../schema/json-utils.js";
import { safely } from "../schema/to-json-schema.js";
import { wantedPieces } from "../outcome/pieces.js";
import { salvageDefaults, type SalvageOptions } from "./options.js";

/** Everything a parser needs, built once from the schema and options. */
export interface CompiledParser {
  readonly jsonSchema: Record<string, unknown>;
  readonly guide: GuideNode;
  readonly chain: ValidatorChain<unknown>;
  readonly rules: readonly Rule[];
  /** The tests of the rules that may fix a value valid under this schema (see `Rule.fixesValid`), run after validation. */
  readonly validChecks: readonly ((value: unknown, node: GuideNode, maxDepth: number) => boolean)[];
  /**
   * `validChecks[0]` with the value's members counted in the same walk, when its rule offers `neededCounting`: the
   * fast path's one walk of a whole-text answer. `undefined` from a call: it threw or answered no count.
   */
  readonly countWritten: ((value: unknown) => { readonly needed: boolean; readonly members: number } | undefined) | undefined;
  readonly extractors: readonly Extractor[];
  /** Everything the readers need for one text. */
  readonly readSettings: (input: string, memo: ReadMemo) => ReadSettings;
  /** Whether valid JSON may skip extraction and reading (the default pieces read it as the whole text, strictly). */
  readonly fastPath: boolean;
  /** The schema asks for one scalar, so the `answer` extractor may take prose as the answer. */
  readonly scalarWanted: boolean;
  /** The schema's top asks for an array (not an object or a string): several fenced blocks may be its items. */
  readonly arrayWanted: boolean;
  /** The schema is an object with one required free string: a bare answer of words may be its value. */
  readonly wordsWanted: boolean;
  readonly maxDepth: number;
  readonly maxSize: number;
  readonly maxCandidates: number;
  /** The vendor of a Standard Schema that gave no JSON Schema (and none was passed): its failures say how to give one. */
  readonly unguided: string | undefined;
}

/** Compiles a schema and options into a parser's working parts, or an `invalid-schema` failure. */
export function compileParser(given: SchemaInput, options: SalvageOptions = {}): Outcome<CompiledParser> {
  // A tool definition (MCP, Anthropic, OpenAI) stands for its input schema, validated under the tool's name.
  const plain = isRecord(given) && !isStandardSchema(given) ? safely(() => readPlainSchema(given)) : undefined;
  if (plain !== undefined && !plain.ok) return plain;
  const schema: SchemaInput = plain?.value.schema ?? given;
  const jsonSchema = options.jsonSchema === undefined ? toJsonSchema(schema) : success(options.jsonSchema);
  if (!jsonSchema.ok) return jsonSchema;
  const guide = compileGuide(jsonSchema.value, options.aliases === undefined ? {} : { aliases: options.aliases });
  if (!guide.ok) return guide;
  const chain = createValidatorChain(schema, options.validators ?? [], plain?.value.tool);
  if (!chain.ok) return chain;
  const rules = options.rules ?? defaultRules;
  const maxDepth = positive(options.maxDepth, salvageDefaults.maxDepth);
  const maxSize = positive(options.maxSize, salvageDefaults.maxSize);
  const maxCandidates = positive(options.maxCandidates, salvageDefaults.maxCandidates);
  if (maxDepth === undefined || maxSize === undefined || maxCandidates === undefined) {
    return failure({ code: "invalid-schema", stage: "validate", message: "maxDepth, maxSize and maxCandidates must be positive integers." });
  }
  const extractors = Array.isArray(options.extractors) ? options.extractors : defaultExtractors;
  const readers = Array.isArray(options.readers) ? options.readers : defaultReaders;
  const maxRepairSize = options.maxRepairSize ?? salvageDefaults.maxRepairSize;
  const allowTruncated = options.allowTruncated ?? salvageDefaults.allowTruncated;
  const scalarWanted = wantsScalar(guide.value) !== undefined || wantsScalarItem(guide.value) !== undefined;
  const wants = { scalar: scalarWanted, array: wantsArrayOnly(guide.value), words: wantsKeyedString(guide.value) !== undefined };
  // A piece that declares `wants` none of which this schema asks for is dropped once here, not passed over per call.
  const wanted = wantedPieces(readers, wants.scalar, wants.array, wants.words);
  return success({
    jsonSchema: jsonSchema.value,
    guide: guide.value,
    chain: chain.value,
    rules,
    ...validChecksOf(rules, guide.value, maxDepth),
    extractors: wantedPieces(extractors, wants.scalar, wants.array, wants.words),
    readSettings: (input: string, memo: ReadMemo): ReadSettings => ({ readers: wanted, input, maxDepth, maxRepairSize, allowTruncated, guide: guide.value, memo, wants, listed: readers.length }),
    fastPath: extractors[0]?.kind === "whole" && readers[0]?.verbatim === true,
    scalarWanted,
    wordsWanted: wants.words,
    arrayWanted: wants.array,
    maxDepth,
    maxSize,
    maxCandidates,
    unguided: options.jsonSchema === undefined ? unguidedVendor(schema) : undefined,
  });
}

/**
 * The `fixesValid` tests of the rules that may fix a value valid under `guide` (a test that throws does not hold), the
 * first of them one that counts members too when a rule offers that (see `CompiledParser.countWritten`).
 */
function validChecksOf(rules: readonly Rule[], guide: GuideNode, maxDepth: number): Pick<CompiledParser, "validChecks" | "countWritten"> {
  const holds = (test: () => boolean): boolean => {
    try {
      return test() === true;
    } catch {
      return false;
    }
  };
  // The test runs on every valid answer: no closure made per call.
  const neededBy = (fixes: Fixes) => (value: unknown, node: GuideNode, depth: number): boolean => {
    try {
      return fixes.needed(value, node, depth) === true;
    } catch {
      return false;
    }
  };
  const all = rules.flatMap(({ fixesValid: fixes }) => (fixes !== undefined && holds(() => fixes.possible(guide)) ? [fixes] : []));
  const counting = all.find((fixes) => typeof fixes.neededCounting === "function");
  const ordered = counting === undefined ? all : [counting, ...all.filter((fixes) => fixes !== counting)];
  const countWritten = counting === undefined ? undefined : (value: unknown) => {
    try {
      const counted = counting.neededCounting?.(value, guide, maxDepth);
      // A piece's answer is read once, and used only when it is one (a boolean and a whole count).
      const needed: unknown = counted?.needed;
      const members: unknown = counted?.members;
      return typeof needed === "boolean" && Number.isInteger(members) && (members as number) >= -1 ? { needed, members: members as number } : undefined;
    } catch {
      return undefined;
    }
  };
  return { validChecks: ordered.map(neededBy), countWritten };
}

type Fixes = NonNullable<Rule["fixesValid"]>;

function positive(value: number | undefined, fallback: number): number | undefined {
  if (value === undefined) return fallback;
  return Number.isInteger(value) && value > 0 ? value : undefined;
}
