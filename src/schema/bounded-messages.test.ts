import { describe, expect, it } from "vitest";
import { reaskPrompt } from "../client/reask.js";
import { salvage } from "../salvage/salvage.js";
import { excerptText, formatPath } from "./messages.js";

// Failure messages quote keys and values a model wrote, and a re-ask sends them back: none may grow with the
// answer (issue 33: a 1 MB answer with long keys gave a 2 MB message).

const MB = 1024 * 1024;
const closed = { type: "object", properties: { name: { type: "string", enum: ["a", "b"] } }, additionalProperties: false };

/** An object of `count` keys of `size` characters each, and a long value under a declared key. */
function answer(count: number, size: number): string {
  const keys = Array.from({ length: count }, (_, index) => `"${String(index).padEnd(size, "k")}": 1`);
  return `{"name": "${"v".repeat(size)}", ${keys.join(", ")}}`;
}

function message(text: string): string {
  const outcome = salvage(closed, { rules: [] })(text);
  if (outcome.ok) throw new Error("expected a failure");
  return outcome.error.message;
}

describe("bounded failure messages", () => {
  it("a 1 MB answer with long keys and values gives a message of a few kilobytes, the same as a 100 KB one", () => {
    const large = answer(16, MB / 16);
    expect(large.length).toBeGreaterThan(MB);
    const big = message(large);
    expect(big.length).toBeLessThan(16 * 1024);
    expect(big).toMatch(/characters\)/);
    // Bounded, not proportional: ten times the answer, about the same message.
    expect(big.length).toBeLessThan(message(answer(16, MB / 160)).length * 1.5);
  });

  it("the re-ask prompt built from it stays bounded too", () => {
    const outcome = salvage(closed, { rules: [] })(answer(16, MB / 16));
    if (outcome.ok) throw new Error("expected a failure");
    expect(reaskPrompt(outcome.error, { jsonSchema: closed }).length).toBeLessThan(16 * 1024);
  });

  it("paths and texts are cut with their length said", () => {
    expect(excerptText("abc", 5)).toBe("abc");
    expect(excerptText("a".repeat(10), 4)).toBe("aaaa…(10 characters)");
    expect(formatPath(["k".repeat(100)])).toBe(`["${"k".repeat(64)}"…(100 characters)]`);
    expect(formatPath(Array.from({ length: 30 }, (_, index) => index))).toBe(`${"[0][1][2][3][4][5][6][7][8][9][10][11]"}…(6 more)${"[18][19][20][21][22][23][24][25][26][27][28][29]"}`);
  });
});
