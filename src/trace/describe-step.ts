import type { Step } from "../outcome/types.js";
import { formatPath } from "../schema/messages.js";

/** How many characters of a value a trace line shows before cutting it with an ellipsis. */
const SHOWN = 32;

/**
 * One step as one short line a person reads: where the candidate came from, what was repaired, which
 * rule changed what at which path, whether the value validated. Fields it does not know are ignored, so
 * steps from newer or custom pieces still print.
 * @example describeStep({ stage: "coerce", candidate: 0, rule: "rename-key", path: [], before: { element: "#b" }, after: { selector: "#b" } })
 * // "rename-key element→selector at (root)"
 */
export function describeStep(step: Step): string {
  try {
    return describe(step);
  } catch {
    // A step that is not one of salvage's (null, a throwing getter, a revoked Proxy) still prints, as that.
    return "unreadable step";
  }
}

function describe(step: Step): string {
  // Read as a plain record: other pieces may add fields (a repair's `reader`) or stages.
  const fields = step as unknown as Readonly<Record<string, unknown>>;
  switch (step.stage) {
    case "extract": {
      const label = typeof fields["label"] === "string" && fields["label"] !== "" ? ` (${fields["label"]})` : "";
      return `extract ${String(fields["source"])}${label} ${step.start}–${step.end}`;
    }
    case "repair": {
      // `repair tolerant (single quotes, trailing commas)`: the reader, then what it repaired.
      const detail = repairDetail(step.kind, step.message);
      return typeof fields["reader"] === "string" ? `repair ${fields["reader"]} (${detail})` : `repair ${detail}`;
    }
    case "skip":
      return `skip ${step.kind} ${step.piece} (${firstLine(step.message)})`;
    case "coerce":
      return `${step.rule} ${coerceDetail(step.rule, step.before, step.after)} at ${formatPath(step.path)}`;
    case "validate": {
      const by = step.validator === "schema" ? "" : ` (${step.validator})`;
      if (step.ok) return `valid${by}`;
      const first = step.issues[0];
      const more = step.issues.length > 1 ? ` (+${step.issues.length - 1} more)` : "";
      return first === undefined ? `invalid${by}` : `invalid${by}: ${formatPath(first.path)}: ${firstLine(first.message)}${more}`;
    }
    case "select":
      return `chose candidate ${step.chosen} over ${step.ambiguous.length} other reading${step.ambiguous.length === 1 ? "" : "s"}`;
    default:
      return `${String(fields["stage"])} ${shorten(JSON.stringify(step) ?? "")}`;
  }
}

/** Every step, one line each, in order. */
export function describeSteps(steps: readonly Step[]): string[] {
  try {
    return Array.isArray(steps) ? Array.from(steps, describeStep) : [];
  } catch {
    return ["unreadable steps"];
  }
}

/** The whole trace on one line: `extract fence (json) 26–46 → repair tolerant (single quotes, trailing commas) → …`. */
export function describeTrace(steps: readonly Step[]): string {
  return describeSteps(steps).join(" → ");
}

/** "Repaired the JSON syntax: single quotes, trailing commas." → "single quotes, trailing commas". */
function repairDetail(kind: string, message: string): string {
  if (kind === "truncated") return "cut off; closed what was open";
  const colon = message.indexOf(": ");
  if (colon === -1) return kind;
  const detail = firstLine(message.slice(colon + 2));
  return detail.endsWith(".") ? detail.slice(0, -1) : detail;
}

/** A rename shows the keys (`element→selector`); any other rule shows the value before and after. */
function coerceDetail(rule: string, before: unknown, after: unknown): string {
  if (rule === "rename-key" && isRecord(before) && isRecord(after)) {
    const gone = Object.keys(before).filter((key) => !Object.hasOwn(after, key));
    const added = Object.keys(after).filter((key) => !Object.hasOwn(before, key));
    if (gone.length > 0 && gone.length === added.length) return gone.map((key, i) => `${key}→${added[i]}`).join(", ");
  }
  return `${show(before)}→${show(after)}`;
}

function show(value: unknown): string {
  if (value === undefined) return "(absent)";
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return shorten(text);
}

function shorten(text: string): string {
  return text.length <= SHOWN ? text : `${text.slice(0, SHOWN - 1)}…`;
}

function firstLine(text: string): string {
  const end = text.indexOf("\n");
  return end === -1 ? text : text.slice(0, end);
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
