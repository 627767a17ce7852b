import type { PieceKind } from "./types.js";

/** A piece's name when it is a non-empty string, else `undefined` (the piece is unusable). */
export function pieceName(piece: unknown): string | undefined {
  if (typeof piece !== "object" || piece === null) return undefined;
  const name: unknown = (piece as { name?: unknown }).name;
  return typeof name === "string" && name !== "" ? name : undefined;
}

/**
 * The message of a `skip` step for a piece that threw.
 * @example pieceThrewMessage(new Error("boom")) // "It threw Error: boom; skipped."
 */
export function pieceThrewMessage(error: unknown): string {
  let said: string;
  try {
    said = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  } catch {
    said = "a value that cannot be shown";
  }
  return `It threw ${said.length > 200 ? `${said.slice(0, 200)}…` : said}; skipped.`;
}

/**
 * The message of a `skip` step for something given as a piece that is not one.
 * @example notAPieceMessage("extractor") // "Not an extractor: it needs a non-empty string name and a find function; skipped."
 */
export function notAPieceMessage(kind: PieceKind): string {
  const shape = { extractor: "a find function", reader: "a read function", rule: "an apply function", format: "a read function" }[kind];
  return `Not ${kind === "extractor" ? "an" : "a"} ${kind}: it needs a non-empty string name and ${shape}; skipped.`;
}

/**
 * Whether a value a user piece returned is JSON data: null, a boolean, a finite number, a string, or arrays
 * and plain objects of those, no deeper than `maxDepth`, with no cycle or shared node. Iterative: a deep
 * or huge value cannot overflow the stack. Never throws (a throwing getter or proxy answers `false`).
 */
export function isJsonData(value: unknown, maxDepth: number): boolean {
  try {
    const seen = new Set<object>();
    const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
    while (stack.length > 0) {
      const { value: current, depth } = stack.pop() as { value: unknown; depth: number };
      if (current === null || typeof current === "string" || typeof current === "boolean") continue;
      if (typeof current === "number") {
        if (!Number.isFinite(current)) return false;
        continue;
      }
      if (typeof current !== "object" || depth >= maxDepth || seen.has(current)) return false;
      seen.add(current);
      if (Array.isArray(current)) {
        for (const item of current) stack.push({ value: item, depth: depth + 1 });
        continue;
      }
      const proto: unknown = Object.getPrototypeOf(current);
      if (proto !== Object.prototype && proto !== null) return false;
      for (const key of Object.keys(current)) stack.push({ value: (current as Record<string, unknown>)[key], depth: depth + 1 });
    }
    return true;
  } catch {
    return false;
  }
}

/** `skip` step message for a piece whose value is not JSON data. */
export function notJsonDataMessage(): string {
  return "It returned a value that is not JSON data (a function, a class instance, a cycle, a non-finite number, or nesting deeper than maxDepth); skipped.";
}
