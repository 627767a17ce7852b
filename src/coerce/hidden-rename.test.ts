import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { valueOf } from "../fuzz/value-of.js";
import { schemas } from "../fuzz/schemas.fixture.js";
import { compileGuide } from "../schema/compile-guide.js";
import type { GuideNode } from "../schema/guide-types.js";
import { membersOf } from "../text/repeated-keys.js";
import { hidesRename, hidesRenameCounting } from "./hidden-rename.js";
import { isPlainObject } from "./json.js";
import { renameTarget } from "./names.js";

/**
 * What hidesRename answers, read off the guide directly: no pruned checker, no memo of the last object's keys,
 * every key looked up. Kept as the oracle for the fast walk.
 */
function walkGuide(value: unknown, node: GuideNode, depth: number): boolean {
  if (depth <= 0) return false;
  for (const part of [...node.anyOf, ...node.allOf]) if (walkGuide(value, part, depth - 1)) return true;
  if (Array.isArray(value)) {
    return value.some((item: unknown, i) => {
      const child = i < node.prefixItems.length ? node.prefixItems[i] : node.items;
      return child !== undefined && walkGuide(item, child, depth - 1);
    });
  }
  if (!isPlainObject(value)) return false;
  const open = node.additionalProperties !== false && [...node.properties.values()].some((property) => !property.required);
  for (const key of Object.keys(value)) {
    const property = node.properties.get(key);
    if (property === undefined) {
      if (open && renameTarget(node, value, key) !== undefined) return true;
      if (typeof node.additionalProperties === "object" && walkGuide(value[key], node.additionalProperties, depth - 1)) return true;
    } else if (walkGuide(value[key], property.node, depth - 1)) return true;
  }
  return false;
}

/** The value with some keys written the way models misname them (`Note`, `in_stock`), chosen by `seed`. */
function misname(value: unknown, seed: number): unknown {
  let state = seed >>> 0;
  const next = () => (state = (state * 1103515245 + 12345) >>> 0) % 7;
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!isPlainObject(node)) return node;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(node)) {
      const roll = next();
      const name = roll === 0 ? key.toUpperCase() : roll === 1 ? `${key[0]?.toUpperCase() ?? ""}${key.slice(1)}` : roll === 2 ? `x_${key}` : key;
      Object.defineProperty(out, name, { value: visit(node[key]), enumerable: true, writable: true, configurable: true });
    }
    return out;
  };
  return visit(value);
}

describe("hidesRename", () => {
  it("gives the plain guide walk's answer on the fuzz kit's values of every fixture schema, some keys misnamed", () => {
    for (const [name, schema] of Object.entries(schemas)) {
      const guide = compileGuide(schema);
      if (!guide.ok) continue;
      fc.assert(
        fc.property(fc.array(valueOf(schema, { maxItems: 6 }), { maxLength: 4 }), fc.array(fc.nat(), { maxLength: 4 }), (values, seeds) => {
          // Several values in a row: what one object leaves remembered must not change the next one's answer.
          values.forEach((value, i) => {
            const drawn = seeds[i] === undefined ? value : misname(value, seeds[i]);
            expect(hidesRename(drawn, guide.value), name).toBe(walkGuide(drawn, guide.value, 512));
          });
        }),
        { numRuns: 200 },
      );
    }
  });

  it("finds a misnamed optional key in any item of a list, whatever shape the items before it had", () => {
    const schema = {
      type: "array",
      items: { type: "object", properties: { id: { type: "number" }, note: { type: "string" } }, required: ["id"] },
    };
    const guide = compileGuide(schema);
    if (!guide.ok) throw new Error("schema");
    const same = Array.from({ length: 5 }, (_, id) => ({ id, note: "n" }));
    expect(hidesRename(same, guide.value)).toBe(false);
    expect(hidesRename([...same, { id: 9, Note: "n" }], guide.value)).toBe(true);
    expect(hidesRename([...same, { Note: "n", id: 9 }], guide.value)).toBe(true);
    expect(hidesRename([{ id: 1 }, { id: 2, NOTE: "n" }, { id: 3 }], guide.value)).toBe(true);
    expect(hidesRename([{ id: 1, note: "a", Note: "b" }], guide.value)).toBe(false);
  });

  it("answers as hidesRename and counts as membersOf in one walk (hidesRenameCounting), on the same values", () => {
    for (const [name, schema] of Object.entries(schemas)) {
      const guide = compileGuide(schema);
      if (!guide.ok) continue;
      fc.assert(
        fc.property(valueOf(schema, { maxItems: 6 }), fc.nat(), fc.integer({ min: 1, max: 8 }), (value, seed, depth) => {
          const drawn = misname(value, seed);
          const counted = hidesRenameCounting(drawn, guide.value, depth);
          expect(counted.members, name).toBe(membersOf(drawn, true));
          if (counted.members >= 0) expect(counted.needed, name).toBe(hidesRename(drawn, guide.value, depth));
        }),
        { numRuns: 150 },
      );
    }
  });

  it("counts a value nested deeper than it recurses, and says -1 for a number that is not finite", () => {
    const schema = { type: "object", properties: { id: { type: "number" }, note: { type: "string" }, next: { $ref: "#" } }, required: ["id"] };
    const guide = compileGuide(schema);
    if (!guide.ok) throw new Error("schema");
    let deep: Record<string, unknown> = { id: 0, Note: "n" };
    for (let i = 1; i <= 3000; i++) deep = { id: i, next: deep };
    expect(hidesRenameCounting(deep, guide.value, 5000)).toEqual({ needed: true, members: membersOf(deep, true) });
    expect(hidesRenameCounting(deep, guide.value, 512)).toEqual({ needed: false, members: 6002 });
    let list: unknown = [1];
    for (let i = 0; i < 3000; i++) list = [list];
    expect(hidesRenameCounting(list, guide.value).members).toBe(0);
    expect(hidesRenameCounting({ id: 1, next: { id: JSON.parse("1e400") } }, guide.value).members).toBe(-1);
    expect(hidesRenameCounting([[JSON.parse("-1e400")]], guide.value).members).toBe(-1);
    expect(hidesRenameCounting(JSON.parse("1e400"), guide.value).members).toBe(-1);
    expect(hidesRenameCounting("text", guide.value)).toEqual({ needed: false, members: 0 });
  });
});
