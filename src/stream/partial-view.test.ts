import { describe, expect, expectTypeOf, it } from "vitest";
import * as z from "zod";
import { salvage } from "../salvage/index.js";

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
});
