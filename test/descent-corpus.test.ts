import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { extract } from "../src/extract/index.js";
import { parseByDescent } from "../src/tolerant/descent.js";
import { parseStepwise } from "../src/tolerant/parse-tolerant.js";

// The bundled corpora's texts, each whole and each candidate extraction finds in it: wherever the descent reads
// one, it reads what the incremental parser reads (value, key order, repairs, start and end).
const corpora = ["bundled.jsonl", "tool-calls.jsonl", "tool-calls-yaml-xml.jsonl"];
const texts = corpora.flatMap((file) =>
  readFileSync(new URL(`../bench/corpora/${file}`, import.meta.url), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => (JSON.parse(line) as { input: unknown }).input)
    .filter((input): input is string => typeof input === "string"),
);

describe("parseByDescent on the bundled corpora", () => {
  it("reads what the incremental parser reads, wherever it reads", () => {
    let read = 0;
    let looked = 0;
    for (const text of texts) {
      const candidates = extract(text).value ?? [];
      for (const piece of [text, ...candidates.map((candidate) => candidate.text)]) {
        looked++;
        const descent = parseByDescent(piece, 512);
        if (descent === undefined) continue;
        read++;
        const stepwise = parseStepwise(piece);
        expect(descent, piece).toStrictEqual(stepwise);
        expect(JSON.stringify(descent.ok && descent.value), piece).toBe(JSON.stringify(stepwise.ok && stepwise.value));
      }
    }
    // Most answers keep to the common part: a descent that read almost nothing would make this check empty.
    expect(read).toBeGreaterThan(looked / 3);
  });
});
