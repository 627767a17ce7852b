import { describe, expect, expectTypeOf, it } from "vitest";
import * as z from "zod";
import { growth, timeRatio } from "../../test/helpers/timing.js";
import { salvage } from "../salvage/index.js";
import { createIncrementalParser } from "../tolerant/index.js";

const Click = z.object({ selector: z.string().meta({ aliases: ["element"] }) });
const Recipe = z.object({ title: z.string(), servings: z.number().int(), vegan: z.boolean().optional(), tags: z.array(z.string()).optional() });

/** Every snapshot's value, copied, for a text pushed in chunks of `size`. */
function values<T>(streamer: { push(chunk: string): { value: T } }, text: string, size: number): T[] {
  const seen: T[] = [];
  for (let i = 0; i < text.length; i += size) seen.push(structuredClone(streamer.push(text.slice(i, i + size)).value));
  return seen;
}

describe("partial values keep the type's promise", () => {
  it("shows an aliased key under its property as soon as its value starts", () => {
    const seen = values(salvage(Click).streamer(), "{'element': '#btn'}", 1);
    expect(seen).toContainEqual({ selector: "#" });
    expect(seen.at(-1)).toEqual({ selector: "#btn" });
    expect(seen.some((value) => value !== undefined && "element" in value)).toBe(false);
  });

  it("reads a finished numeric string as a number, and shows it as the string written while it is read", () => {
    const streamer = salvage(Recipe).streamer();
    const seen = values(streamer, '{"title": "Soup", "servings": "4", "vegan": "true", "tags": ["a", 5]}', 1);
    const last = seen.at(-1);
    expect(last).toEqual({ title: "Soup", servings: 4, vegan: true, tags: ["a", "5"] });
    expect(seen.some((value) => value?.servings === "4")).toBe(true);
    expectTypeOf(last?.servings).toEqualTypeOf<number | string | undefined>();
    expect(streamer.end()).toMatchObject({ ok: true, value: last });
  });

  it("shows a number where a string is expected as the stream wrote it, as the final parse does", () => {
    const Version = z.object({ version: z.string(), tags: z.array(z.string()) });
    for (const size of [1, 3, 100]) {
      const streamer = salvage(Version).streamer();
      const seen = values(streamer, '{"version": 2.0, "tags": [3.10, 7]}', size);
      expect(seen.at(-1)).toEqual({ version: "2.0", tags: ["3.10", "7"] });
      expect(seen.some((value) => value?.version === "2")).toBe(false);
      expect(streamer.end()).toMatchObject({ ok: true, value: { version: "2.0", tags: ["3.10", "7"] } });
    }
  });

  it("shows a number written two ways as the final parse does, however many numbers came before", () => {
    const Mixed = z.object({ counts: z.array(z.number()), version: z.string(), labels: z.array(z.string()) });
    const counts = Array.from({ length: 150 }, (_, i) => (i % 3 === 0 ? `${i}.5` : String(i)));
    const text = `{"counts": [${counts.join(", ")}, 2], "version": 2.0, "labels": [1.50, 7, 1e2]}`;
    for (const size of [1, 7, 100]) {
      const streamer = salvage(Mixed).streamer();
      const last = values(streamer, text, size).at(-1);
      // `2` was also written `2.0`, and `1e2` is no way a string is written: neither shows, and the final parse refuses both.
      expect(last).toEqual({ counts: [...counts.map(Number), 2], labels: ["1.50", "7"] });
      const outcome = streamer.end();
      expect(outcome.ok ? [] : outcome.error.issues.map((issue) => issue.path)).toEqual([["version"], ["labels", 2]]);
    }
  });

  it("leaves out what cannot become the schema's type, instead of showing it as that type", () => {
    const seen = values(salvage(Recipe).streamer(), '{"title": true, "servings": "four", "tags": {"a": 1}}', 2);
    expect(seen.at(-1)).toEqual({});
    const bare = values(salvage(Click).streamer(), '"#btn"', 2);
    expect(bare.every((value) => value === undefined)).toBe(true);
  });

  it("keeps a key the property already has as written (two claims settle nothing)", () => {
    const seen = values(salvage(Click).streamer(), '{"selector": "#a", "element": "#b"}', 4);
    expect(seen.at(-1)).toEqual({ selector: "#a", element: "#b" });
  });

  it("answers isComplete and pendingPath with the keys it shows", () => {
    const streamer = salvage(Click).streamer();
    const partway = streamer.push('{"element": "#b');
    expect(partway.pendingPath).toEqual(["selector"]);
    expect(partway.isComplete(["selector"])).toBe(false);
    const done = streamer.push('tn"}');
    expect(done.isComplete(["selector"])).toBe(true);
  });

  it("reads a date when it is finished", () => {
    const Meeting = z.object({ at: z.date() });
    const seen = values(salvage(Meeting).streamer(), '{"at": "2024-05-01T09:30:00Z"}', 5);
    expect(seen.at(-1)).toEqual({ at: new Date("2024-05-01T09:30:00Z") });
    expect(seen.some((value) => typeof value?.at === "string")).toBe(true);
  });

  it("copies only what shows otherwise: a coercion deep in a list after items shown as written, at any chunk size", () => {
    const Catalog = z.object({ items: z.array(z.object({ id: z.number(), tags: z.array(z.string()) })) });
    const text = '{"items": [{"id": 1, "tags": ["a"]}, {"id": "2", "tags": ["b", 3]}, {"id": 3, "tags": []}, {"id": 4, "tags": [[]]}]}';
    for (const size of [1, 2, 3, 5, 7, 11, 200]) {
      const streamer = salvage(Catalog).streamer();
      const seen = values(streamer, text, size);
      expect(seen.at(-1), `chunks of ${size}`).toEqual({ items: [{ id: 1, tags: ["a"] }, { id: 2, tags: ["b", "3"] }, { id: 3, tags: [] }, { id: 4, tags: [] }] });
      // A finished number never shows where a string is expected (only as the string it is read as).
      expect(seen.some((value) => value?.items?.some((item) => item?.tags?.some((tag) => typeof tag === "number")))).toBe(false);
    }
  });

  it("renames a key whose list opens and closes within one chunk, and hides a container the schema does not take", () => {
    const Listed = z.object({ items: z.array(z.number()).meta({ aliases: ["list"] }), title: z.string().optional() });
    for (const size of [1, 4, 100]) {
      const seen = values(salvage(Listed).streamer(), '{"title": {"x": "y"}, "list": [1, 2]}', size);
      expect(seen.at(-1), `chunks of ${size}`).toEqual({ items: [1, 2] });
      expect(seen.some((value) => value !== undefined && ("list" in value || typeof value.title === "object"))).toBe(false);
    }
  });

  it("shows a value that fits as written as the parser's own, at every chunk", () => {
    const Catalog = z.object({ items: z.array(z.object({ id: z.number(), name: z.string() })) });
    const streamer = salvage(Catalog).streamer();
    const text = '{"items": [{"id": 1, "name": "a"}, {"id": 2, "name": "b"}]}';
    const seen = values(streamer, text, 3);
    expect(seen.at(-1)).toEqual(JSON.parse(text));
    expect(streamer.end()).toMatchObject({ ok: true, value: JSON.parse(text) });
  });
});

describe("what the view costs", () => {
  const Catalog = z.object({ items: z.array(z.object({ id: z.number(), name: z.string(), price: z.number(), tags: z.array(z.string()), inStock: z.boolean() })) });
  const parse = salvage(Catalog);
  const catalog = (count: number) =>
    JSON.stringify({ items: Array.from({ length: count }, (_, id) => ({ id, name: `Product ${id}`, price: (id * 37) % 1000 / 10, tags: ["a", `t${id % 7}`], inStock: id % 3 === 0 })) });
  const chunks = (text: string) => Array.from({ length: Math.ceil(text.length / 20) }, (_, i) => text.slice(i * 20, i * 20 + 20));
  const viewed = (parts: readonly string[]) => {
    const streamer = parse.streamer();
    let seen = 0;
    for (const part of parts) seen += streamer.push(part).pendingPath.length;
    return seen;
  };
  const raw = (parts: readonly string[]) => {
    const parser = createIncrementalParser();
    let seen = 0;
    for (const part of parts) {
      parser.push(part);
      seen += parser.snapshot().pendingPath.length;
    }
    return seen;
  };

  it("costs a small multiple of the incremental parser streamed with the same snapshots (the floor), where it fits as written", () => {
    const parts = chunks(catalog(1500));
    // About 2× here; the view that copied every container cost 5-20×.
    expect(timeRatio(() => viewed(parts), () => raw(parts), { runs: 7 })).toBeLessThan(6);
  });

  it("grows linearly with the stream, where every item needs a rule", () => {
    const coerced = (count: number) => chunks(catalog(count).replace(/"id":(\d+)/g, '"id":"$1"'));
    expect(viewed(coerced(3)) >= 0).toBe(true);
    expect(growth((parts: readonly string[]) => viewed(parts), coerced(1000), coerced(4000))).toBeLessThan(8);
  });
});
