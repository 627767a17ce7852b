/** salvage/fuzz: model-style corruptions of JSON and fast-check arbitraries over them. */
export type { Corruption, CorruptionContext, Draft, Phase } from "./types.js";
export type { JsonSchema, ObjectShape } from "./schema.js";
export type { Rng } from "./rng.js";
export type { Style } from "./serialize.js";
export type { CorruptedOutput, CorruptOptions } from "./corrupt.js";
export type { ValueOfOptions } from "./value-of.js";
export type { CorruptionArbOptions, ModelOutput, ModelOutputOptions } from "./arbitraries.js";
export { createRng } from "./rng.js";
export { serialize, plainStyle } from "./serialize.js";
export { corrupt, orderCorruptions } from "./corrupt.js";
export * from "./corruptions.js";
export { valueOf } from "./value-of.js";
export { corruptionArb, modelOutput } from "./arbitraries.js";
export { validates } from "./validate.js";
export { deepEqual } from "./json-value.js";
export { objectShape, resolveRef, normalizeKey } from "./schema.js";
export { caseVariants } from "./corruptions/key-names.js";
export { prose } from "./prose.js";
// The fast-check the kit's arbitraries come from: a CommonJS project takes it from here, so the arbitraries and
// fc.assert are one copy of fast-check (its CommonJS and ESM builds are two, in types and at run time).
export * as fc from "fast-check";
