import { draftOf, type Draft } from "./draft.js";
import { hasOwn, isRecord } from "./json-utils.js";

/** Where each embedded schema resource (a subschema with its own `$id`) sits, and each schema object's base URI. */
export interface SchemaResources {
  /** Absolute URI without fragment → pointer segments of the resource's root. */
  readonly byUri: ReadonlyMap<string, readonly string[]>;
  /** The base URI a `$ref` in this schema object resolves against. */
  readonly baseOf: WeakMap<object, string>;
}

/** The base of a schema without an absolute `$id`: references resolve inside it, and relative ones stay in it. */
export const ROOT_BASE = "salvage://root/schema.json";

const cache = new WeakMap<object, SchemaResources>();
const MAX_WALK = 200_000;
/** Keywords whose value is data, never schemas: an `$id` or anchor inside them identifies nothing. */
export const DATA_KEYWORDS: ReadonlySet<string> = new Set(["enum", "const", "default", "examples", "example"]);

/**
 * The resources of a schema, following its own draft: draft 4 reads `id`, later drafts `$id` (drafts 6/7 ignore it
 * beside `$ref`); a fragment-only identifier (`"#foo"`, `"#/"`) names an anchor, not a new base. Read once per schema,
 * without recursion, bounded.
 */
export function schemaResources(root: Record<string, unknown>): SchemaResources {
  const cached = cache.get(root);
  if (cached !== undefined) return cached;
  const draft = draftOf(root);
  const byUri = new Map<string, readonly string[]>();
  const baseOf = new WeakMap<object, string>();
  const pending: { node: unknown; segments: readonly string[]; base: string }[] = [{ node: root, segments: [], base: ROOT_BASE }];
  byUri.set(ROOT_BASE, []);
  for (let visited = 0; visited < pending.length && visited < MAX_WALK; visited++) {
    const { node, segments, base: outer } = pending[visited] as (typeof pending)[number];
    if (Array.isArray(node)) {
      node.forEach((item: unknown, index) => pending.push({ node: item, segments: [...segments, String(index)], base: outer }));
      continue;
    }
    if (!isRecord(node)) continue;
    let base = outer;
    const id = identifierOf(node, draft);
    if (id !== undefined) {
      const resolved = resolveUri(id, outer);
      if (resolved !== undefined) {
        base = withoutFragment(resolved);
        if (!byUri.has(base)) byUri.set(base, segments);
      }
    }
    if (!baseOf.has(node)) baseOf.set(node, base);
    for (const key of Object.keys(node)) {
      if (DATA_KEYWORDS.has(key)) continue;
      pending.push({ node: node[key], segments: [...segments, key], base });
    }
  }
  const resources = { byUri, baseOf };
  cache.set(root, resources);
  return resources;
}

/** The identifier that changes the base URI here, if any (a fragment-only one names an anchor instead). */
function identifierOf(node: Record<string, unknown>, draft: Draft): string | undefined {
  const key = draft === "4" ? "id" : "$id";
  const id = node[key];
  if (typeof id !== "string" || id === "" || id.startsWith("#")) return undefined;
  if (draft === "7" && hasOwn(node, "$ref")) return undefined;
  return id;
}

/** `ref` resolved against `base`, or `undefined` when it is no URI reference. */
export function resolveUri(ref: string, base: string): string | undefined {
  try {
    return new URL(ref, base).href;
  } catch {
    return undefined;
  }
}

function withoutFragment(uri: string): string {
  const hash = uri.indexOf("#");
  return hash < 0 ? uri : uri.slice(0, hash);
}

/** A resolved reference split into the resource it names and its fragment (without `#`, decoded later). */
export function splitReference(uri: string): { readonly resource: string; readonly fragment: string } {
  const hash = uri.indexOf("#");
  return hash < 0 ? { resource: uri, fragment: "" } : { resource: uri.slice(0, hash), fragment: uri.slice(hash + 1) };
}
