import { isRecord } from "./json-utils.js";

/**
 * Visits the objects of a schema breadth first, at most `limit` nodes (linear on any schema, cycles
 * included), until `visit` returns `true`; returns whether it did.
 */
export function someSchemaObject(schema: Record<string, unknown>, limit: number, visit: (node: Record<string, unknown>) => boolean): boolean {
  const pending: unknown[] = [schema];
  for (let visited = 0; visited < pending.length && visited < limit; visited++) {
    const node = pending[visited];
    if (Array.isArray(node)) {
      for (const item of node) pending.push(item);
    } else if (isRecord(node)) {
      if (visit(node)) return true;
      for (const key of Object.keys(node)) pending.push(node[key]);
    }
  }
  return false;
}
