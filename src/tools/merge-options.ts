import type { SalvageOptions } from "../parse/options.js";
import type { ToolErrorHook, ToolOptions, ToolsetOptions } from "./types.js";

/** The parser options of one tool and its error hook. */
export interface MergedToolOptions {
  readonly parser: SalvageOptions;
  readonly onError: ToolErrorHook | undefined;
}

/**
 * A tool's options merged over the toolset's: a tool's own value wins, except that `aliases` are merged
 * path by path and `validators` run the toolset's first, then the tool's.
 * @example mergeToolOptions({ aliases: { selector: ["element"] } }, { aliases: { selector: ["css"] } }).parser.aliases // { selector: ["element", "css"] }
 */
export function mergeToolOptions(base: ToolsetOptions, tool: ToolOptions): MergedToolOptions {
  const parser: Record<string, unknown> = {};
  const keys = ["rules", "jsonSchema", "allowTruncated", "maxSize", "maxRepairSize", "maxDepth", "maxCandidates", "extractors", "readers"] as const;
  for (const key of keys) {
    const value = tool[key] ?? (key === "jsonSchema" ? undefined : base[key]);
    if (value !== undefined) parser[key] = value;
  }
  const aliases = mergeAliases(base.aliases, tool.aliases);
  if (aliases !== undefined) parser["aliases"] = aliases;
  const validators = [...(base.validators ?? []), ...(tool.validators ?? [])];
  if (validators.length > 0) parser["validators"] = validators;
  // The toolset's hook is typed with the toolset's names; every call it sees is one of them.
  const onError = tool.onError ?? (base.onError as ToolErrorHook | undefined);
  return { parser: parser as SalvageOptions, onError };
}

function mergeAliases(
  base: SalvageOptions["aliases"],
  tool: SalvageOptions["aliases"],
): Record<string, readonly string[]> | undefined {
  if (base === undefined && tool === undefined) return undefined;
  const merged = new Map<string, string[]>();
  for (const source of [base, tool]) {
    if (source === undefined) continue;
    for (const path of Object.keys(source)) {
      const list = merged.get(path) ?? [];
      for (const alias of source[path] ?? []) if (!list.includes(alias)) list.push(alias);
      merged.set(path, list);
    }
  }
  // Built from a Map so a `__proto__` path stays an own key.
  const out: Record<string, readonly string[]> = {};
  for (const [path, list] of merged) Object.defineProperty(out, path, { value: list, enumerable: true, writable: true, configurable: true });
  return out;
}
