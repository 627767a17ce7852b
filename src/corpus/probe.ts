import { jsonEqual } from "../coerce/json.js";
import { allRules, defaultRules } from "../coerce/rules/index.js";
import type { Outcome } from "../outcome/types.js";
import { salvage } from "../salvage/salvage.js";
import type { CorpusCase } from "./corpus-case.js";
import { evidenceOf, type Evidence } from "./evidence.js";

const optIn = new Set(allRules.filter((rule) => !defaultRules.includes(rule)).map((rule) => rule.name));

/**
 * The evidence one case gives `--suggest`: what its value (or best attempt) shows against its schema, and,
 * when it failed, which opt-in rules would have recovered it (the case parsed again with every rule on).
 * Tool-call cases and cases without a schema give none. One parser per schema, as the runner keeps.
 */
export function createSuggestProbe(): (item: CorpusCase, outcome: Outcome<unknown>) => Evidence[] {
  const everyRule = new Map<string, (text: string) => Outcome<unknown>>();
  return (item, outcome) => {
    if (item.schema === null || item.tools !== undefined) return [];
    const key = JSON.stringify(item.schema);
    const value = outcome.ok ? outcome.value : outcome.error.value;
    const found = value === undefined ? [] : evidenceOf(value, item.schema, key, item.expected, item.hasExpected);
    if (outcome.ok || outcome.error.code === "invalid-schema") return found;
    const parserKey = `${key}|${item.options?.allowTruncated === true}`;
    let parse = everyRule.get(parserKey);
    if (parse === undefined) everyRule.set(parserKey, (parse = salvage(item.schema, { ...item.options, rules: allRules })));
    const again = parse(item.input);
    if (!again.ok) return found;
    const judged = !item.hasExpected ? "no expected value" : jsonEqual(again.value, item.expected) ? "exact" : "wrong value";
    const fired = new Set(again.steps.flatMap((step) => (step.stage === "coerce" && optIn.has(step.rule) ? [step.rule] : [])));
    for (const rule of fired) found.push({ kind: "rule", schema: "", at: "", path: "", from: rule, to: judged });
    return found;
  };
}
