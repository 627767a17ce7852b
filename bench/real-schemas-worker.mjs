// One schema at a time, in a worker the parent can terminate when the fuzz kit or salvage hangs (see real-schemas.mjs).
import { parentPort, workerData } from "node:worker_threads";
import { isDeepStrictEqual } from "node:util";
import * as fc from "fast-check";
import { salvage } from "../dist/index.js";
import { corrupt, corruptions, createRng, valueOf } from "../dist/fuzz.js";
import { referenceValidator } from "./reference-validator.mjs";

const { draws, corruptionsPerValue, seed, drawBudgetMs, kitOnly } = workerData;
const names = corruptions.map((c) => c.name);

/** Deep equality where JSON cannot tell the difference (no `-0`, no prototypes). */
function same(a, b) {
  return isDeepStrictEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b)));
}

function timed(parser, text, times) {
  const start = performance.now();
  let outcome;
  try {
    outcome = parser(text);
  } catch (error) {
    outcome = { ok: false, error: { code: "THROW", message: String(error?.stack ?? error) } };
  }
  times.push(performance.now() - start);
  return outcome;
}

function run(line, index) {
  const r = { index, id: line.id, subset: line.subset, times: [], examples: [] };
  const schema = line.schema;
  const reference = referenceValidator(schema);
  r.referenceValid = reference.ok;
  let parser;
  try {
    parser = salvage(schema);
  } catch (error) {
    r.construction = "throw";
    r.constructionMessage = String(error);
    return r;
  }
  const broken = parser.jsonSchema === undefined && parser.guide === undefined;
  if (broken) {
    const outcome = timed(parser, "{}", r.times);
    r.construction = outcome.ok ? "ok" : outcome.error.code;
    r.constructionMessage = outcome.ok ? undefined : outcome.error.message;
    return r;
  }
  r.construction = "ok";
  // Draw values.
  let values = [];
  parentPort.postMessage({ phase: "draw", index });
  const drawStart = performance.now();
  try {
    const arb = valueOf(schema);
    values = fc.sample(arb, { numRuns: draws, seed });
    r.draw = "ok";
  } catch (error) {
    r.draw = error instanceof RangeError ? "refused" : "throw";
    r.drawMessage = String(error?.message ?? error).slice(0, 300);
  }
  r.drawMs = performance.now() - drawStart;
  r.drawn = values.length;
  r.drawnValid = 0;
  r.identity = { same: 0, wrong: 0, latentInvalidSchema: 0, failed: 0, throws: 0 };
  r.recovery = { recovered: 0, failed: 0, wrong: 0, unjudged: 0, throws: 0, kitThrows: 0 };
  parentPort.postMessage({ phase: "parse", index });
  const rng = createRng(seed + (line.position ?? index));
  for (const value of values) {
    if (reference.ok && !reference.validate(value)) {
      if (r.examples.length < 3) r.examples.push({ kind: "invalid-draw", value });
      continue;
    }
    r.drawnValid++;
    if (kitOnly) continue;
    const text = JSON.stringify(value);
    const outcome = timed(parser, text, r.times);
    if (outcome.ok && same(outcome.value, value)) r.identity.same++;
    else if (outcome.ok) {
      r.identity.wrong++;
      if (r.examples.length < 3) r.examples.push({ kind: "identity-wrong", text, got: outcome.value });
    } else if (outcome.error.code === "THROW") r.identity.throws++;
    else if (outcome.error.code === "invalid-schema") {
      r.identity.latentInvalidSchema++;
      if (r.examples.length < 3) r.examples.push({ kind: "latent-invalid-schema", text, message: outcome.error.message });
    } else {
      r.identity.failed++;
      if (r.examples.length < 3) r.examples.push({ kind: "identity-failed", text, code: outcome.error.code, message: outcome.error.message.slice(0, 300) });
    }
    for (let k = 0; k < corruptionsPerValue; k++) {
      const chosen = rng.shuffle(names).slice(0, rng.int(1, 3));
      let output;
      parentPort.postMessage({ phase: "corrupt", index });
      try {
        output = corrupt(value, chosen, { schema, seed: rng.seed() });
      } catch (error) {
        r.recovery.kitThrows++;
        if (r.examples.length < 3) r.examples.push({ kind: "kit-throw", chosen, message: String(error?.message ?? error) });
        continue;
      }
      parentPort.postMessage({ phase: "parse", index });
      const got = timed(parser, output.text, r.times);
      if (!got.ok && got.error.code === "THROW") r.recovery.throws++;
      else if (!output.recoverable) r.recovery.unjudged++;
      else if (!got.ok) r.recovery.failed++;
      else if (same(got.value, output.expected)) r.recovery.recovered++;
      else {
        r.recovery.wrong++;
        r.examples.push({ kind: "WRONG", corruptions: output.corruptions, text: output.text, expected: output.expected, got: got.value });
      }
    }
  }
  r.budgetMiss = r.drawMs > drawBudgetMs;
  return r;
}

parentPort.on("message", ({ line, index }) => {
  parentPort.postMessage(run(line, index));
});
