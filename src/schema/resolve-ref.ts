import { hasOwn, isRecord } from "./json-utils.js";
import { formatPointer, parsePointer } from "./pointer.js";
import { SchemaError, at, pointerOf, type Location } from "./schema-error.js";
import { DATA_KEYWORDS, ROOT_BASE, resolveUri, schemaResources, splitReference } from "./schema-resources.js";

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
    const segments = segmentsOf(root, ref, current);
    if (segments === undefined) {
      throw new SchemaError(pointerOf(refLoc), `$ref "${ref}" does not lead into this schema (remote references are not fetched)`);
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

/**
 * The schema a reference written in `holder` (an object inside `root`) leads to, or `undefined` when it leads nowhere
 * in this schema: pointers (percent-encoded and `~0`/`~1` escaped), anchors, and URIs relative to an `$id`, resolved as
 * the validator resolves them. One hop: the target may itself be a reference.
 */
export function referenceTarget(root: Record<string, unknown>, ref: string, holder: object): unknown {
  const segments = segmentsOf(root, ref, holder);
  return segments === undefined ? undefined : walk(root, segments);
}

function segmentsOf(root: Record<string, unknown>, ref: string, holder: object): readonly string[] | undefined {
  const { byUri, baseOf } = schemaResources(root);
  const base = baseOf.get(holder) ?? ROOT_BASE;
  // A fragment stays in the resource that holds the reference (read as written: no URL normalisation).
  let resource = byUri.get(base);
  let fragment = ref.startsWith("#") ? ref : undefined;
  if (fragment === undefined) {
    // Any other reference is resolved against the base: the root's `$id`, or that of an embedded resource.
    const absolute = resolveUri(ref, base);
    if (absolute === undefined) return undefined;
    const split = splitReference(absolute);
    resource = byUri.get(split.resource);
    fragment = `#${split.fragment}`;
  }
  if (resource === undefined) return undefined;
  // `#name`: an anchor (`$anchor`, or a plain-name `$id`/`id` fragment in older drafts).
  if (/^#[A-Za-z_][-A-Za-z0-9._]*$/.test(fragment)) return anchorsOf(root).get(fragment.slice(1));
  const inner = parsePointer(fragment);
  return inner === undefined ? undefined : [...resource, ...inner];
}

const anchorCache = new WeakMap<object, Map<string, readonly string[]>>();
const MAX_ANCHOR_WALK = 200_000;

/**
 * Where each anchor of a schema sits, as pointer segments: `$anchor: "a"`, `$id: "#a"` or `id: "#a"` (an
 * anchor is unique in a document, so the draft need not be known; the first one found wins). Data
 * keywords (`enum`, `const`, `default`, `examples`) are not searched.
 */
function anchorsOf(root: Record<string, unknown>): Map<string, readonly string[]> {
  const cached = anchorCache.get(root);
  if (cached !== undefined) return cached;
  const anchors = new Map<string, readonly string[]>();
  const pending: { node: unknown; segments: readonly string[] }[] = [{ node: root, segments: [] }];
  for (let visited = 0; visited < pending.length && visited < MAX_ANCHOR_WALK; visited++) {
    const { node, segments } = pending[visited] as { node: unknown; segments: readonly string[] };
    if (Array.isArray(node)) {
      node.forEach((item: unknown, index) => pending.push({ node: item, segments: [...segments, String(index)] }));
      continue;
    }
    if (!isRecord(node)) continue;
    // A `$dynamicAnchor` is also a plain anchor (2020-12), as the validator's copy declares it (prepare-json-schema.ts).
    for (const key of ["$anchor", "$dynamicAnchor", "$id", "id"]) {
      const value = node[key];
      if (typeof value !== "string") continue;
      const name = key === "$anchor" || key === "$dynamicAnchor" ? value : value.startsWith("#") ? value.slice(1) : undefined;
      if (name !== undefined && name !== "" && !anchors.has(name)) anchors.set(name, segments);
    }
    for (const key of Object.keys(node)) {
      if (DATA_KEYWORDS.has(key)) continue;
      pending.push({ node: node[key], segments: [...segments, key] });
    }
  }
  anchorCache.set(root, anchors);
  return anchors;
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
