import { hasOwn, isRecord } from "./json-utils.js";
import { formatPointer, parsePointer } from "./pointer.js";
import { SchemaError, at, pointerOf, type Location } from "./schema-error.js";

/** Where a `$ref` leads: the schema, its location, and every schema holding a reference on the way. */
export interface ResolvedRef {
  readonly target: Record<string, unknown> | boolean;
  readonly targetLoc: Location;
  readonly chain: ReadonlySet<object>;
}

/**
 * Follows `$ref`s (local JSON pointers, or the root's `$id` followed by one) until a schema that is
 * more than a bare reference. A loop of bare references, or a reference that leads nowhere, throws a
 * `SchemaError` naming the pointer.
 */
export function resolveRef(
  root: Record<string, unknown>,
  schema: Record<string, unknown>,
  loc: Location,
  isPureRef: (schema: Record<string, unknown>) => boolean,
): ResolvedRef {
  const chain = new Set<object>();
  let current = schema;
  let currentLoc = loc;
  for (;;) {
    chain.add(current);
    const ref = current["$ref"];
    const refLoc = at(currentLoc, "$ref");
    if (typeof ref !== "string") throw new SchemaError(pointerOf(refLoc), "$ref must be a string");
    const segments = segmentsOf(root, ref);
    if (segments === undefined) {
      throw new SchemaError(pointerOf(refLoc), `$ref "${ref}" is not a local JSON pointer (only "#…" references into this schema are supported)`);
    }
    const target = walk(root, segments);
    if (target === undefined) throw new SchemaError(pointerOf(refLoc), `$ref "${ref}" does not resolve to anything in this schema`);
    let targetLoc: Location = undefined;
    for (const segment of segments) targetLoc = at(targetLoc, segment);
    if (typeof target === "boolean") return { target, targetLoc, chain };
    if (!isRecord(target)) throw new SchemaError(formatPointer(segments), "a schema must be an object or a boolean");
    if (!isPureRef(target)) return { target, targetLoc, chain };
    if (chain.has(target)) throw new SchemaError(formatPointer(segments), "$ref loops back to itself without reaching a schema");
    current = target;
    currentLoc = targetLoc;
  }
}

function segmentsOf(root: Record<string, unknown>, ref: string): readonly string[] | undefined {
  const id = root["$id"];
  // An absolute reference to the root's own `$id` is a local one.
  if (typeof id === "string" && id !== "" && ref.startsWith(id)) {
    const rest = ref.slice(id.length);
    return parsePointer(rest === "" ? "#" : rest);
  }
  return parsePointer(ref);
}

/** The value at a pointer's segments, through own properties only (never the prototype). */
function walk(root: unknown, segments: readonly string[]): unknown {
  let current = root;
  for (const segment of segments) {
    if (Array.isArray(current)) {
      if (!/^(?:0|[1-9]\d*)$/.test(segment)) return undefined;
      current = current[Number(segment)];
    } else if (isRecord(current) && hasOwn(current, segment)) {
      current = current[segment];
    } else {
      return undefined;
    }
  }
  return current;
}
