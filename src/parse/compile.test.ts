import { describe, expect, it } from "vitest";
import * as z from "zod";
import type { Extractor } from "../extract/extractor.js";
import { defaultReaders, type Reader } from "../repair/index.js";
import { newReadMemo } from "../repair/reader.js";
import { salvage } from "../salvage/salvage.js";
import { compileParser } from "./compile.js";

/** A user's extractor of the whole text with `wants` as given (a getter that throws for "throws"), counting its runs and reads of `wants`. */
function whole(name: string, wants?: unknown) {
  const seen = { runs: 0, reads: 0 };
  const piece: Record<string, unknown> = { name, likelihood: "high", find: (text: string) => (seen.runs++, [{ start: 0, end: text.length }]) };
  Object.defineProperty(piece, "wants", {
    get: () => {
      seen.reads++;
      if (wants === "throws") throw new Error("no wants");
      return wants;
    },
  });
  return { piece: piece as unknown as Extractor, seen };
}

/** A user's reader of `forty-two` with `wants` as given, counting its runs. */
function fortyTwo(wants?: unknown) {
  const seen = { runs: 0 };
  const piece = { name: "forty-two", wants, read: (text: string) => (seen.runs++, text === "forty-two" ? { value: { n: 42 } } : undefined) };
  return { piece: piece as unknown as Reader, seen };
}

describe("a parser checks its pieces' wants once, when compiled", () => {
  it("drops an extractor whose wants the schema asks for none of, and keeps every other in order", () => {
    const arrayOnly = whole("array-only", ["array"]);
    const plain = whole("plain");
    const odd = whole("odd", "array");
    const throwing = whole("throwing", "throws");
    const notAPiece = { likelihood: "high" } as unknown as Extractor;
    const extractors = [arrayOnly.piece, plain.piece, notAPiece, odd.piece, throwing.piece];
    const objects = compileParser(z.object({ n: z.number() }), { extractors });
    expect(objects.ok && objects.value.extractors).toEqual([plain.piece, notAPiece, odd.piece, throwing.piece]);
    const arrays = compileParser(z.array(z.number()), { extractors });
    expect(arrays.ok && arrays.value.extractors).toEqual(extractors);
  });

  it("never runs nor asks a dropped piece again, and outcomes and steps are those of a check on every call", () => {
    const arrayOnly = whole("array-only", ["array"]);
    const throwing = whole("throwing", "throws");
    const parse = salvage(z.object({ n: z.number() }), { extractors: [arrayOnly.piece, throwing.piece, whole("plain").piece] });
    const reads = arrayOnly.seen.reads;
    for (let i = 0; i < 3; i++) {
      const outcome = parse('{"n": 1}');
      expect(outcome).toMatchObject({ ok: true, value: { n: 1 } });
      // The piece whose declaration throws is still skipped on each call with its step, never a throw.
      expect(outcome.steps).toContainEqual({ stage: "skip", piece: "throwing", kind: "extractor", message: "It threw Error: no wants; skipped." });
    }
    expect(arrayOnly.seen).toEqual({ runs: 0, reads });
    expect(throwing.seen.runs).toBe(0);
  });

  it("drops an unwanted reader, and a failure still counts every reader listed", () => {
    const scalarOnly = fortyTwo(["scalar"]);
    const readers = [scalarOnly.piece, ...defaultReaders];
    const compiled = compileParser(z.object({ n: z.number() }), { readers });
    const settings = compiled.ok ? compiled.value.readSettings("x", newReadMemo()) : undefined;
    // Under an object schema that is no `{answer: string}`, every reader that declares wants is dropped.
    expect(settings?.readers).toEqual(readers.filter((reader) => !Array.isArray(reader.wants)));
    expect(settings?.readers.length).toBeLessThan(readers.length - 1);
    expect(settings?.listed).toBe(readers.length);
    const parse = salvage(z.object({ n: z.number() }), { extractors: [whole("all").piece], readers: [scalarOnly.piece, fortyTwo().piece] });
    expect(parse("forty-two")).toMatchObject({ ok: true, value: { n: 42 } });
    expect(scalarOnly.seen.runs).toBe(0);
    const failed = parse("forty-three");
    expect(failed.ok ? undefined : failed.error.message).toMatch(/^None of the 2 readers /);
  });
});
