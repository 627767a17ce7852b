import type { Issue, Path } from "../outcome/types.js";
import { isRecord } from "./json-utils.js";
import { isRiskyName, MAX_GUARDED_LENGTH, safePattern } from "./safe-pattern.js";
import { someSchemaObject } from "./walk-schema.js";

const MAX_WALK = 1_000_000;

/** The `patternProperties` names of a schema that can backtrack catastrophically on JavaScript's engine (bounded walk). */
export function riskyPatternNames(schema: Record<string, unknown>): readonly string[] {
  const names = new Set<string>();
  someSchemaObject(schema, MAX_WALK, (node) => {
    const patterns = node["patternProperties"];
    if (isRecord(patterns)) for (const name of Object.keys(patterns)) if (isRiskyName(name)) names.add(name);
    return false;
  });
  return [...names];
}

/**
 * The validator never runs a risky name on a key longer than MAX_GUARDED_LENGTH (prepare-json-schema.ts), so such a
 * key would fall to `additionalProperties` unchecked. This finds, in linear time on RE2, a long key one of the names
 * does match (or might: a search over its step budget), and says so as an issue: a typed failure, never a silent pass.
 */
export function unmatchableKey(value: unknown, names: readonly string[], validator: string): Issue | undefined {
  const pending: { node: unknown; path: Path }[] = [{ node: value, path: [] }];
  for (let visited = 0; visited < pending.length && visited < MAX_WALK; visited++) {
    const { node, path } = pending[visited] as (typeof pending)[number];
    if (Array.isArray(node)) {
      node.forEach((item: unknown, index) => pending.push({ node: item, path: [...path, index] }));
    } else if (isRecord(node)) {
      for (const key of Object.keys(node)) {
        if (key.length > MAX_GUARDED_LENGTH) {
          const name = names.find((source) => {
            const compiled = safePattern(source);
            return !compiled.ok || compiled.check(key) !== "no-match";
          });
          if (name !== undefined) return { message: unmatchableKeyMessage(key, name), path: [...path, key], validator };
        }
        pending.push({ node: node[key], path: [...path, key] });
      }
    }
  }
  return undefined;
}

function unmatchableKeyMessage(key: string, name: string): string {
  return `Property name of ${key.length} characters matches the patternProperties pattern ${JSON.stringify(name)}, which cannot be checked in bounded time on names over ${MAX_GUARDED_LENGTH} characters.`;
}
