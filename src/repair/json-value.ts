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
