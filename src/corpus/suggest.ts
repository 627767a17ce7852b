import type { Evidence } from "./evidence.js";

/** Evidence seen in `count` cases, with the ids of the first few. */
export interface Tallied {
  readonly evidence: Evidence;
  count: number;
  readonly examples: string[];
}

/** Counts evidence by what it says; tallies of separate runs (workers, shards) merge by addition. */
export interface EvidenceTally {
  add(evidence: Evidence, caseId: string): void;
  merge(entries: Iterable<Tallied>): void;
  entries(): Tallied[];
}

const EXAMPLES = 3;

export function evidenceTally(): EvidenceTally {
  const seen = new Map<string, Tallied>();
  const keyOf = (e: Evidence) => JSON.stringify([e.kind, e.schema, e.at, e.from, e.to ?? null]);
  const bump = (evidence: Evidence, count: number, examples: readonly string[]) => {
    const key = keyOf(evidence);
    let entry = seen.get(key);
    if (entry === undefined) seen.set(key, (entry = { evidence, count: 0, examples: [] }));
    entry.count += count;
    for (const id of examples) if (entry.examples.length < EXAMPLES) entry.examples.push(id);
  };
  return {
    add: (evidence, caseId) => bump(evidence, 1, [caseId]),
    merge: (entries) => {
      for (const entry of entries) bump(entry.evidence, entry.count, entry.examples);
    },
    entries: () => [...seen.values()],
  };
}

/** One proposed change, with how many cases show it and a few of their ids. */
export interface Suggestion {
  readonly kind: Evidence["kind"];
  /** The schema's `title` (or `$id`), else `schema N` in order of first appearance; absent for rules. */
  readonly schema?: string;
  readonly path: string;
  readonly from: string;
  readonly to?: string;
  readonly cases: number;
  readonly examples: readonly string[];
}

/** A JSON Patch (RFC 6902) operation. */
export interface PatchOperation {
  readonly op: "add";
  readonly path: string;
  readonly value: unknown;
}

/** Everything `--suggest` proposes: the evidence, a JSON Patch per schema, and zod `.meta({ aliases })` lines. */
export interface SuggestReport {
  readonly suggestions: readonly Suggestion[];
  readonly patches: readonly { readonly schema: string; readonly patch: readonly PatchOperation[] }[];
  readonly zod: readonly string[];
}

type Json = Record<string, unknown>;

function pointerGet(root: unknown, pointer: string): unknown {
  let node = root;
  for (const part of pointer.split("/").slice(1)) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Json)[part.replaceAll("~1", "/").replaceAll("~0", "~")];
  }
  return node;
}

/** The suggestions from tallied evidence, most cases first; aliases become a patch and zod lines per schema. */
export function suggestFrom(entries: readonly Tallied[]): SuggestReport {
  const labels = new Map<string, string>();
  const labelOf = (schemaKey: string) => {
    let label = labels.get(schemaKey);
    if (label === undefined) {
      let schema: unknown;
      try {
        schema = JSON.parse(schemaKey);
      } catch {
        schema = undefined;
      }
      const title = (schema as Json | undefined)?.["title"] ?? (schema as Json | undefined)?.["$id"];
      label = typeof title === "string" && title !== "" ? title : `schema ${labels.size + 1}`;
      labels.set(schemaKey, label);
    }
    return label;
  };
  const sorted = [...entries].sort((a, b) => b.count - a.count || a.evidence.path.localeCompare(b.evidence.path) || a.evidence.from.localeCompare(b.evidence.from));
  const suggestions = sorted.map(({ evidence: e, count, examples }) => ({
    kind: e.kind,
    ...(e.kind === "rule" ? {} : { schema: labelOf(e.schema) }),
    path: e.path,
    from: e.from,
    ...(e.to === undefined ? {} : { to: e.to }),
    cases: count,
    examples,
  }));
  // Aliases per property, in the order of their evidence.
  const aliases = new Map<string, { schemaKey: string; at: string; path: string; added: string[] }>();
  for (const { evidence: e } of sorted) {
    if (e.kind !== "alias") continue;
    const key = `${e.schema}\u0000${e.at}`;
    let entry = aliases.get(key);
    if (entry === undefined) aliases.set(key, (entry = { schemaKey: e.schema, at: e.at, path: e.path, added: [] }));
    if (!entry.added.includes(e.from)) entry.added.push(e.from);
  }
  const patches = new Map<string, PatchOperation[]>();
  const zod: string[] = [];
  for (const { schemaKey, at, path, added } of aliases.values()) {
    let schema: unknown;
    try {
      schema = JSON.parse(schemaKey);
    } catch {
      continue;
    }
    const existing = (pointerGet(schema, at) as Json | undefined)?.["aliases"];
    const declared = Array.isArray(existing) ? existing.filter((alias): alias is string => typeof alias === "string") : [];
    const label = labelOf(schemaKey);
    const patch = patches.get(label) ?? [];
    patches.set(label, patch);
    if (Array.isArray(existing)) for (const alias of added) patch.push({ op: "add", path: `${at}/aliases/-`, value: alias });
    else patch.push({ op: "add", path: `${at}/aliases`, value: added });
    const name = path.slice(path.lastIndexOf(".") + 1);
    zod.push(`// ${label} › ${path}\n${name}: /* its schema */.meta({ aliases: ${JSON.stringify([...declared, ...added])} }),`);
  }
  return { suggestions, patches: [...patches.entries()].map(([schema, patch]) => ({ schema, patch })), zod };
}

const explain: Record<Evidence["kind"], (s: Suggestion) => string> = {
  alias: (s) => `alias      ${s.schema} › ${s.path}: "${s.from}" written for "${s.to}"`,
  "enum-synonym": (s) => `enum       ${s.schema} › ${s.path}: "${s.from}"${s.to === undefined ? " is not a member" : ` for "${s.to}"`}`,
  "left-out": (s) => `left out   ${s.schema} › ${s.path}: required, not written (optional, or a default?)`,
  rule: (s) => `rule       ${s.from} would recover the case (${s.to ?? "not judged"})`,
};

/** The report for a person: one line per suggestion with its evidence, then the patches and the zod lines. */
export function formatSuggestions(report: SuggestReport): string {
  if (report.suggestions.length === 0) return "suggest: nothing to propose; every key the model wrote is declared\n";
  const lines = ["suggest (cases, then what they show; e.g. the first case ids):"];
  for (const s of report.suggestions) lines.push(`  ${String(s.cases).padStart(6)}  ${explain[s.kind](s)}  [${s.examples.join(", ")}]`);
  if (report.suggestions.some((s) => s.kind === "enum-synonym")) {
    lines.push("", "  enum synonyms have no declaration in a JSON Schema yet: map them in a rule, or ask the model for the members.");
  }
  for (const { schema, patch } of report.patches) lines.push("", `JSON Patch for ${schema}:`, JSON.stringify(patch, null, 2));
  if (report.zod.length > 0) lines.push("", "zod:", ...report.zod);
  return `${lines.join("\n")}\n`;
}
