import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { valueOf } from "../fuzz/value-of.js";
import { schemas } from "../fuzz/schemas.fixture.js";
import { compileGuide } from "../schema/compile-guide.js";
import type { GuideNode } from "../schema/guide-types.js";
import { childNode, fitsDeep, fitsShallow, itemNode } from "./fits.js";
import { isPlainObject } from "./json.js";

/**
 * What fitsDeep answers, read off the guide directly: fitsShallow at every level and the descent, no plan, no
 * memo of the last object's keys. Kept as the oracle for the compiled check.
 */
function fitsByGuide(value: unknown, node: GuideNode, depth: number): boolean {
  if (depth <= 0) return false;
  if (node.anyOf.length > 0 && !node.anyOf.some((branch) => fitsByGuide(value, branch, depth - 1))) return false;
  if (!fitsShallow(value, node)) return false;
  if (!node.allOf.every((part) => fitsByGuide(value, part, depth - 1))) return false;
  if (Array.isArray(value)) {
    return value.every((item: unknown, i) => {
      const child = itemNode(node, i);
      return child === undefined || fitsByGuide(item, child, depth - 1);
    });
  }
  if (isPlainObject(value)) {
    return Object.keys(value).every((key) => {
      const child = childNode(node, key);
      return child === undefined || fitsByGuide(value[key], child, depth - 1);
    });
  }
  return true;
}

/** The value with some keys misnamed or dropped and some scalars given another type, chosen by `seed`. */
function disturb(value: unknown, seed: number): unknown {
  let state = seed >>> 0;
  const next = () => (state = (state * 1103515245 + 12345) >>> 0) % 11;
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return next() === 0 ? node.slice(1) : node.map(visit);
    if (!isPlainObject(node)) {
      const roll = next();
      return roll === 0 ? String(node) : roll === 1 ? null : roll === 2 ? [node] : roll === 3 && typeof node === "number" ? node + 0.5 : node;
    }
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(node)) {
      const roll = next();
      if (roll === 0) continue;
      const name = roll === 1 ? key.toUpperCase() : roll === 2 ? `x_${key}` : key;
      Object.defineProperty(out, name, { value: visit(node[key]), enumerable: true, writable: true, configurable: true });
    }
    return out;
  };
  return visit(value);
}

function guideOf(schema: unknown): GuideNode {
  const guide = compileGuide(schema as Record<string, unknown>);
  if (!guide.ok) throw new Error(guide.error.message);
  return guide.value;
}

describe("fitsDeep (the compiled plan)", () => {
  it("gives the plain guide walk's answer on the fuzz kit's values of every fixture schema, some disturbed", () => {
    for (const [name, schema] of Object.entries(schemas)) {
      const compiled = compileGuide(schema);
      if (!compiled.ok) continue;
      const guide = compiled.value;
      fc.assert(
        fc.property(fc.array(valueOf(schema, { maxItems: 6 }), { maxLength: 4 }), fc.array(fc.nat(), { maxLength: 4 }), fc.integer({ min: 1, max: 8 }), (values, seeds, depth) => {
          // Several values in a row: what one object leaves remembered must not change the next one's answer.
          values.forEach((value, i) => {
            const drawn = seeds[i] === undefined ? value : disturb(value, seeds[i]);
            expect(fitsDeep(drawn, guide), name).toBe(fitsByGuide(drawn, guide, 512));
            expect(fitsDeep(drawn, guide, depth), `${name} at depth ${depth}`).toBe(fitsByGuide(drawn, guide, depth));
          });
        }),
        { numRuns: 150 },
      );
    }
  });

  it("judges each object of a list by its own keys, whatever keys the objects before it had", () => {
    const guide = guideOf({
      type: "array",
      items: { type: "object", properties: { id: { type: "integer" }, note: { type: "string" } }, required: ["id"], additionalProperties: false },
    });
    const same = Array.from({ length: 5 }, (_, id) => ({ id, note: "n" }));
    expect(fitsDeep(same, guide)).toBe(true);
    expect(fitsDeep([...same, { note: "n", id: 9 }], guide)).toBe(true);
    expect(fitsDeep([...same, { id: 9, note: 1 }], guide)).toBe(false);
    expect(fitsDeep([...same, { id: 9, extra: "n" }], guide)).toBe(false);
    expect(fitsDeep([...same, { note: "n" }], guide)).toBe(false);
    expect(fitsDeep([{ id: 1 }, { id: 2.5 }], guide)).toBe(false);
  });

  it("follows a recursive guide, and a value deeper than the limit does not fit", () => {
    const guide = guideOf({
      $ref: "#/$defs/tree",
      $defs: { tree: { type: "object", properties: { name: { type: "string" }, children: { type: "array", items: { $ref: "#/$defs/tree" } } }, required: ["name"] } },
    });
    const tree = { name: "a", children: [{ name: "b", children: [{ name: "c" }] }] };
    expect(fitsDeep(tree, guide)).toBe(true);
    expect(fitsDeep({ name: "a", children: [{ children: [] }] }, guide)).toBe(false);
    expect(fitsDeep(tree, guide, 4)).toBe(false);
    expect(fitsDeep(tree, guide, 6)).toBe(true);
  });

  it("reads types as JSON Schema does: integer takes whole numbers, no type takes NaN or undefined", () => {
    const guide = guideOf({ type: "object", properties: { n: { type: "integer" }, x: { type: ["number", "null"] }, s: { type: "string" } } });
    expect(fitsDeep({ n: 3, x: null }, guide)).toBe(true);
    expect(fitsDeep({ n: 3.5 }, guide)).toBe(false);
    expect(fitsDeep({ x: 1.5 }, guide)).toBe(true);
    expect(fitsDeep({ x: Number.NaN }, guide)).toBe(false);
    expect(fitsDeep({ x: Number.POSITIVE_INFINITY }, guide)).toBe(false);
    expect(fitsDeep({ s: undefined }, guide)).toBe(false);
    expect(fitsDeep([], guideOf(false))).toBe(false);
    expect(fitsDeep(undefined, guideOf(true))).toBe(true);
  });
});
