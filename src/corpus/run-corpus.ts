import { jsonEqual } from "../coerce/json.js";
import type { Failure } from "../outcome/types.js";
import type { Outcome } from "../outcome/types.js";
import { salvage } from "../salvage/salvage.js";
import { toolset } from "../tools/toolset.js";
import type { CorpusCase } from "./corpus-case.js";

/** How one case came out: recovered exactly, recovered to a wrong value, or failed (right when unrecoverable). */
export type Verdict = "exact" | "wrong" | "failed" | "failed-cleanly";

/** The record of one case, as the CLI writes it with `--out`. */
export interface CaseResult {
  readonly id: string;
  readonly category: string;
  readonly verdict: Verdict;
  readonly ok: boolean;
  readonly value?: unknown;
  readonly error?: Pick<Failure, "code" | "stage" | "message">;
  /** Names of the fixes applied, in order. */
  readonly rules: readonly string[];
  readonly ms: number;
}

/** Counts for one category (or the total). */
export interface Tally {
  cases: number;
  exact: number;
  wrong: number;
  failed: number;
  /** Unrecoverable cases that failed, as they should. */
  failedCleanly: number;
  bytes: number;
  ms: number;
}

/**
 * Runs cases through `salvage(schema)` (an empty schema when `schema` is null), or through a toolset when
 * the case names `tools` (its value is then the first call's input, and the call must name `expectedTool`).
 * One parser per distinct schema or toolset. `observe`, when given, sees each case's whole outcome.
 */
export function createCorpusRunner(
  now: () => number = () => performance.now(),
  observe?: (item: CorpusCase, outcome: Outcome<unknown>) => void,
): (item: CorpusCase) => CaseResult {
  const parsers = new Map<string, (text: string) => Outcome<unknown>>();
  return (item) => {
    const key = `${JSON.stringify(item.tools ?? item.schema)}|${item.options?.allowTruncated === true}|${item.expectedTool ?? ""}`;
    let parse = parsers.get(key);
    if (parse === undefined) {
      parse = item.tools === undefined ? salvage(item.schema ?? {}, item.options ?? {}) : toolCallParser(item.tools, item.expectedTool);
      parsers.set(key, parse);
    }
    const started = now();
    const outcome = parse(item.input);
    const ms = now() - started;
    observe?.(item, outcome);
    const rules = outcome.steps.flatMap((step) =>
      step.stage === "coerce" ? [step.rule] : step.stage === "repair" ? [`repair:${step.kind}`] : [],
    );
    const base = { id: item.id, category: item.category, rules, ms };
    if (!outcome.ok) {
      const { code, stage, message } = outcome.error;
      return { ...base, ok: false, verdict: item.hasExpected ? "failed" : "failed-cleanly", error: { code, stage, message } };
    }
    const exact = item.hasExpected && jsonEqual(outcome.value, item.expected);
    return { ...base, ok: true, value: outcome.value, verdict: exact ? "exact" : "wrong" };
  };
}

/** Adds a result to a tally. */
export function tallyResult(tally: Tally, result: CaseResult, bytes: number): void {
  tally.cases++;
  tally.bytes += bytes;
  tally.ms += result.ms;
  if (result.verdict === "exact") tally.exact++;
  else if (result.verdict === "wrong") tally.wrong++;
  else if (result.verdict === "failed") tally.failed++;
  else tally.failedCleanly++;
}

export function emptyTally(): Tally {
  return { cases: 0, exact: 0, wrong: 0, failed: 0, failedCleanly: 0, bytes: 0, ms: 0 };
}

/** A parser over a toolset whose value is the first call's corrected input; another tool than expected fails. */
function toolCallParser(
  tools: Readonly<Record<string, Record<string, unknown>>>,
  expectedTool: string | undefined,
): (text: string) => Outcome<unknown> {
  const set = toolset(tools);
  return (text) => {
    const outcome = set.parse(text);
    if (!outcome.ok) return outcome;
    const call = outcome.value[0];
    if (call !== undefined && call.tool !== undefined && (expectedTool === undefined || call.tool === expectedTool)) {
      return { ok: true, value: call.input, steps: outcome.steps };
    }
    const found = call === undefined ? "no call" : call.tool !== undefined ? `a call to ${call.tool}` : "a final answer";
    const message = `Expected a call to ${expectedTool ?? "a tool"}, found ${found}.`;
    return { ok: false, error: { code: "unknown-tool", stage: "tool", message, issues: [] }, steps: outcome.steps };
  };
}
