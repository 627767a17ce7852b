import type { Path } from "../outcome/types.js";
import { hasOwn, isRecord } from "../schema/json-utils.js";

const MAX_REFS = 32;
const MAX_BRANCHES = 64;

/**
 * The subschema that describes the value at `path`, following `properties`, `additionalProperties`,
 * `items`, `prefixItems`, local `$ref`s and the first `anyOf`/`oneOf` branch that knows the segment.
 * `undefined` when the path leads nowhere the schema describes.
 */
export function schemaAt(root: Record<string, unknown>, path: Path): Record<string, unknown> | undefined {
  let current: Record<string, unknown> | undefined = deref(root, root);
  for (const segment of path) {
    if (current === undefined) return undefined;
    current = step(root, current, segment);
  }
  return current;
}

/** The value at `path`, or `missing` when a segment is absent. */
export function valueAt(value: unknown, path: Path): { readonly found: boolean; readonly value?: unknown } {
  let current = value;
  for (const segment of path) {
    if (typeof segment === "number" ? Array.isArray(current) && segment < current.length : isRecord(current) && hasOwn(current, segment)) {
      current = (current as Record<string | number, unknown>)[segment];
    } else {
      return { found: false };
    }
  }
  return { found: true, value: current };
}

function step(root: Record<string, unknown>, schema: Record<string, unknown>, segment: string | number): Record<string, unknown> | undefined {
  const direct = child(schema, segment);
  if (direct !== undefined) return deref(root, direct);
  for (const keyword of ["anyOf", "oneOf", "allOf"]) {
    const branches = schema[keyword];
    if (!Array.isArray(branches)) continue;
    for (const branch of branches.slice(0, MAX_BRANCHES)) {
      const resolved = isRecord(branch) ? deref(root, branch) : undefined;
      const found = resolved === undefined ? undefined : child(resolved, segment);
      if (found !== undefined) return deref(root, found);
    }
  }
  return undefined;
}

function child(schema: Record<string, unknown>, segment: string | number): unknown {
  if (typeof segment === "number") {
    const prefix = schema["prefixItems"];
    if (Array.isArray(prefix) && segment < prefix.length) return prefix[segment];
    return isRecord(schema["items"]) ? schema["items"] : undefined;
  }
  const properties = schema["properties"];
  if (isRecord(properties) && hasOwn(properties, segment)) return properties[segment];
  return isRecord(schema["additionalProperties"]) ? schema["additionalProperties"] : undefined;
}

/** Follows local `$ref`s (`#/$defs/…`), a bounded number of times. */
function deref(root: Record<string, unknown>, schema: unknown): Record<string, unknown> | undefined {
  let current = schema;
  for (let hops = 0; hops < MAX_REFS; hops++) {
    if (!isRecord(current)) return undefined;
    const ref = current["$ref"];
    if (typeof ref !== "string") return current;
    if (ref === "#") current = root;
    else if (ref.startsWith("#/")) current = pointer(root, ref.slice(2));
    else return current;
  }
  return undefined;
}

function pointer(root: Record<string, unknown>, path: string): unknown {
  let current: unknown = root;
  for (const raw of path.split("/")) {
    const key = decode(raw).replaceAll("~1", "/").replaceAll("~0", "~");
    if (!isRecord(current) || !hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape is taken literally rather than thrown.
    return segment;
  }
}
