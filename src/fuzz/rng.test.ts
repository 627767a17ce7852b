import { describe, expect, it } from "vitest";
import { createRng } from "./rng.js";

describe("createRng", () => {
  it("gives the same sequence for the same seed", () => {
    const a = createRng(123);
    const b = createRng(123);
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(Array.from({ length: 20 }, () => b.next()));
  });

  it("gives different sequences for different seeds", () => {
    expect(createRng(1).next()).not.toBe(createRng(2).next());
  });

  it("keeps int() inside its bounds and reaches both ends", () => {
    const rng = createRng(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const n = rng.int(3, 6);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it("shuffles without losing or inventing elements", () => {
    const items = ["a", "b", "c", "d", "e"];
    expect(createRng(9).shuffle(items).sort()).toEqual(items);
  });

  it("refuses to pick from an empty list", () => {
    expect(() => createRng(1).pick([])).toThrow(RangeError);
  });
});
