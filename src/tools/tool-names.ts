import { foldKey } from "../coerce/names.js";
import { failure, success } from "../outcome/make.js";
import type { Outcome, Step } from "../outcome/types.js";
import {
  ambiguousToolNameMessage,
  emptyToolNameMessage,
  reservedToolNameMessage,
  toolNameNotStringMessage,
  unknownToolMessage,
} from "./messages.js";

/** Names that never resolve to a tool, whatever the model writes or the toolset defines. */
export const reservedToolNames: readonly string[] = ["__proto__", "constructor", "prototype"];

/** Where the tool names of a toolset are looked up; Maps, so no name reaches a prototype. */
export interface ToolNameIndex {
  /** Tool names in definition order. */
  readonly names: readonly string[];
  /** Each tool name and declared alias, exactly as written, to its tool. */
  readonly exact: ReadonlyMap<string, string>;
  /** Each folded name and alias to the tools it may stand for. */
  readonly folded: ReadonlyMap<string, readonly string[]>;
}

/** Whether a tool may be defined under a name: non-empty and not reserved. */
export function isUsableToolName(name: string): boolean {
  return name.trim() !== "" && !isReserved(name);
}

/** Builds the name index of a toolset: names first, so an alias never shadows another tool's own name. */
export function toolNameIndex(tools: readonly { readonly name: string; readonly aliases: readonly string[] }[]): ToolNameIndex {
  const exact = new Map<string, string>();
  const folded = new Map<string, string[]>();
  const fold = (written: string, tool: string): void => {
    const key = foldKey(written);
    if (key === "") return;
    const list = folded.get(key);
    if (list === undefined) folded.set(key, [tool]);
    else if (!list.includes(tool)) list.push(tool);
  };
  for (const { name } of tools) {
    exact.set(name, name);
    fold(name, name);
  }
  for (const { name, aliases } of tools) {
    for (const alias of aliases) {
      if (!isUsableToolName(alias)) continue;
      if (!exact.has(alias)) exact.set(alias, name);
      fold(alias, name);
    }
  }
  return { names: tools.map((tool) => tool.name), exact, folded };
}

/**
 * The tool a written name stands for: the exact name; else a declared alias or a unique case/`_`/`-`/space
 * insensitive match, recorded as a `match-tool-name` step. Fails with `unknown-tool` (stage `tool`) otherwise.
 * @example resolveToolName("Click", index) // ok "click", steps [{ rule: "match-tool-name", before: "Click", after: "click" }]
 */
export function resolveToolName(name: unknown, index: ToolNameIndex, candidate = 0): Outcome<string> {
  const unknown = (message: string): Outcome<string> => failure({ code: "unknown-tool", stage: "tool", message });
  if (typeof name !== "string") return unknown(toolNameNotStringMessage(name, index.names));
  if (name.trim() === "") return unknown(emptyToolNameMessage(index.names));
  if (isReserved(name)) return unknown(reservedToolNameMessage(name, index.names));
  const exact = index.exact.get(name);
  if (exact === name) return success(name);
  let target = exact;
  if (target === undefined) {
    const matches = index.folded.get(foldKey(name));
    if (matches === undefined || matches.length === 0) return unknown(unknownToolMessage(name, index.names));
    if (matches.length > 1) return unknown(ambiguousToolNameMessage(name, matches, index.names));
    target = matches[0] as string;
  }
  const step: Step = { stage: "coerce", candidate, rule: "match-tool-name", path: ["tool"], before: name, after: target };
  return success(target, [step]);
}

/** `__proto__`, `constructor`, `prototype`, in any case and with blanks around. */
function isReserved(name: string): boolean {
  const trimmed = name.trim().toLowerCase();
  return reservedToolNames.includes(trimmed);
}
