// The strict floor of the streaming benchmark (bench/strict-stream-floor.mjs) must read what it times: any JSON
// value, however the text is cut into chunks, to JSON.parse's value, with the open path its snapshots say.
import fc from "fast-check";
import { describe, expect, it } from "vitest";

interface FloorSnapshot {
  readonly value: unknown;
  readonly pendingPath: readonly (string | number)[];
}
interface Floor {
  push(chunk: string): void;
  snapshot(): FloorSnapshot;
  end(): unknown;
}
// A plain-JavaScript bench module: imported by a specifier the type checker does not resolve.
const floorModule: string = "../bench/strict-stream-floor.mjs";
const { StrictStreamFloor } = (await import(floorModule)) as { StrictStreamFloor: new () => Floor };

function streamed(text: string, size: number): unknown {
  const floor = new StrictStreamFloor();
  for (let i = 0; i < text.length; i += size) {
    floor.push(text.slice(i, i + size));
    floor.snapshot();
  }
  return floor.end();
}

describe("the strict streaming floor of the benchmark", () => {
  it("reads any JSON text, compact or indented, in chunks of any size, to JSON.parse's value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 1, max: 9 }), fc.boolean(), (value, size, indented) => {
        const text = JSON.stringify(value, null, indented ? 2 : undefined);
        expect(streamed(text, size)).toEqual(JSON.parse(text));
      }),
      { numRuns: 500 },
    );
  });

  it("keeps a __proto__ key as an own member, as JSON.parse does", () => {
    const text = '{"a": {"__proto__": {"b": 1}}}';
    const read = streamed(text, 3) as { a: object };
    expect(read).toEqual(JSON.parse(text));
    expect(Object.getPrototypeOf(read.a)).toBe(Object.prototype);
  });

  it("reads escapes cut by a chunk boundary", () => {
    const text = JSON.stringify({ "k\"ey": ["a\\b", "\u00e9\n", 'q"'] });
    for (let size = 1; size <= 4; size++) expect(streamed(text, size)).toEqual(JSON.parse(text));
  });

  it("says which member is being read: an open container's place, the innermost array's next index, the last key", () => {
    const floor = new StrictStreamFloor();
    floor.push('{"a": [1, {"b": "x');
    expect(floor.snapshot().pendingPath).toEqual(["a", 1, "b"]);
    floor.push('"}, 2');
    expect(floor.snapshot().pendingPath).toEqual(["a", 2]);
    floor.push('], "c": tr');
    expect(floor.snapshot().pendingPath).toEqual(["c"]);
    floor.push("ue}");
    expect(floor.end()).toEqual({ a: [1, { b: "x" }, 2], c: true });
  });
});
