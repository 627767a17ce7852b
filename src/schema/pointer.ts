import type { Path } from "../outcome/types.js";
import { hasOwn, isRecord } from "./json-utils.js";
import { decodeUriTotal } from "./total-uri.js";

/** Escapes one JSON pointer segment (`~` → `~0`, `/` → `~1`). */
export function escapeSegment(segment: string | number): string {
  return String(segment).replace(/~/g, "~0").replace(/\//g, "~1");
}

/** Writes segments as a URI-fragment JSON pointer: `["properties", "a/b"]` → `#/properties/a~1b`. */
export function formatPointer(segments: readonly (string | number)[]): string {
  let text = "#";
  for (const segment of segments) text += `/${escapeSegment(segment)}`;
  return text;
}

/**
 * Splits a URI-fragment JSON pointer (`#/a/b~1c`, percent-encoding allowed) into its unescaped
 * segments; `undefined` when it is not one (`#anchor`, a remote URI, bad percent-encoding). A lone surrogate may
 * be written as itself or as its WTF-8 bytes (`%ED%A0%80`, as the validator writes locations: total-uri.ts).
 */
export function parsePointer(fragment: string): readonly string[] | undefined {
  if (!fragment.startsWith("#")) return undefined;
  const decoded = decodeUriTotal(fragment.slice(1));
  if (decoded === undefined) return undefined;
  if (decoded === "") return [];
  if (!decoded.startsWith("/")) return undefined;
  // `~1` before `~0`, so `~01` reads as `~1` and not as `/`.
  return decoded.slice(1).split("/").map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/**
 * Reads a validator's instance location (`#/a/0`) as a path (`["a", 0]`), walking the value so a
 * segment is a number exactly where the container is an array (an object key `"0"` stays a string).
 */
export function pathFromPointer(location: string, value: unknown): Path {
  const segments = parsePointer(location);
  if (segments === undefined) return [];
  const path: (string | number)[] = [];
  let current: unknown = value;
  for (const segment of segments) {
    if (Array.isArray(current) && /^(?:0|[1-9]\d*)$/.test(segment)) {
      const index = Number(segment);
      path.push(index);
      current = current[index];
    } else {
      path.push(segment);
      current = isRecord(current) && hasOwn(current, segment) ? current[segment] : undefined;
    }
  }
  return path;
}
