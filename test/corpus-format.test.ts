import { Validator, type Schema } from "@cfworker/json-schema";
import JSON5 from "json5";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { corpusText, generateCorpus } from "../bench/corpora/gen/generate.js";

const raw = readFileSync(new URL("../bench/corpora/bundled.jsonl", import.meta.url), "utf8");
const lines = raw.split("\n").filter((l) => l !== "");
const cases = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
const has = (c: Record<string, unknown>, key: string): boolean => Object.prototype.hasOwnProperty.call(c, key);

describe("bench/corpora/bundled.jsonl", () => {
  it("has one JSON object a line with the corpus fields", () => {
    for (const c of cases) {
      expect(typeof c["id"]).toBe("string");
      expect(typeof c["input"]).toBe("string");
      expect(typeof c["category"]).toBe("string");
      expect(c["schema"] === null || (typeof c["schema"] === "object" && !Array.isArray(c["schema"]))).toBe(true);
      for (const key of Object.keys(c)) expect(["id", "input", "expected", "schema", "category", "options"]).toContain(key);
      if (has(c, "options")) expect(c["options"]).toEqual({ allowTruncated: true });
      expect(c["id"]).toMatch(new RegExp(`^${String(c["category"])}-\\d+$`));
    }
  });

  it("has unique ids, at least 1,000 cases and 15 categories of 50 or more", () => {
    expect(new Set(cases.map((c) => c["id"])).size).toBe(cases.length);
    expect(cases.length).toBeGreaterThanOrEqual(1000);
    const counts = new Map<unknown, number>();
    for (const c of cases) counts.set(c["category"], (counts.get(c["category"]) ?? 0) + 1);
    expect(counts.size).toBeGreaterThanOrEqual(15);
    for (const [category, n] of counts) expect(n, String(category)).toBeGreaterThanOrEqual(50);
  });

  it("has every expected value valid under its schema", () => {
    const validators = new Map<unknown, Validator>();
    for (const c of cases) {
      if (!has(c, "expected") || c["schema"] === null) continue;
      let v = validators.get(c["schema"]);
      if (v === undefined) validators.set(c["schema"], (v = new Validator(c["schema"] as Schema, "2020-12")));
      expect(v.validate(c["expected"]).valid, String(c["id"])).toBe(true);
    }
  });

  it("leaves expected out of unrecoverable cases: refusals, and truncations not accepted as such", () => {
    for (const c of cases) {
      if (c["category"] === "refusal") expect(has(c, "expected"), String(c["id"])).toBe(false);
      if (c["category"] === "truncated" && !has(c, "options")) expect(has(c, "expected"), String(c["id"])).toBe(false);
      if (has(c, "options")) expect(c["category"]).toBe("truncated");
    }
    const absent = cases.filter((c) => !has(c, "expected")).length;
    expect(absent / cases.length).toBeGreaterThan(0.05);
    // Must-fail cases stay a minority: refusals, cut-off texts, and readings that would be guesses (an
    // unclosed string whose closers may be its own).
    expect(absent / cases.length).toBeLessThan(0.2);
  });

  it("agrees with an independent reader where one applies: JSON5 reads a whole syntax-only input to its expected value", () => {
    let checked = 0;
    for (const c of cases) {
      if (!["clean", "single-quotes", "trailing-commas", "comments", "unquoted-keys"].includes(String(c["category"]))) continue;
      let parsed: unknown;
      try {
        parsed = JSON5.parse(String(c["input"]));
      } catch {
        continue; // fenced, prose around, `#` comments: not for JSON5
      }
      expect(parsed, String(c["id"])).toEqual(c["expected"]);
      checked++;
    }
    expect(checked).toBeGreaterThan(200);
  });

  it("is what the generator produces (regenerate with `npm run corpus` after changing the generator or the fuzz kit)", () => {
    expect(corpusText(generateCorpus()) === raw).toBe(true);
  });
});
