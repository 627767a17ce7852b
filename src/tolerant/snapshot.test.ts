import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { split } from "../../test/helpers/chunks.js";
import { arrayFrame, objectFrame } from "./frames.js";
import { createIncrementalParser } from "./incremental-parser.js";
import { spineOf } from "./spine.js";
import type { StreamPath, StreamSnapshot } from "./types.js";

/** Everything a snapshot tells about itself, as text, so that a later change shows. */
function stateOf(snap: StreamSnapshot, paths: readonly StreamPath[]): string {
  return JSON.stringify([snap.pendingPath, snap.complete, snap.done, snap.received, paths.map((path) => snap.isComplete(path))]);
}

function at(value: unknown, path: StreamPath): unknown {
  let current = value;
  for (const seg of path) current = (current as Record<string | number, unknown>)[seg];
  return current;
}

describe("a snapshot's own state", () => {
  it("stays as it was taken after later chunks: path, flags, received and which paths are complete", () => {
    const parser = createIncrementalParser();
    parser.push('{"a": [1, {"b": "x');
    const early = parser.snapshot();
    const paths: StreamPath[] = [["a"], ["a", 0], ["a", 1], ["a", 1, "b"], ["c"]];
    const before = stateOf(early, paths);
    expect(early.pendingPath).toEqual(["a", 1, "b"]);
    parser.push('yz"}], "c": 2}');
    const late = parser.snapshot();
    expect(stateOf(early, paths)).toBe(before);
    expect(late.complete).toBe(true);
    expect(late.isComplete(["a", 1, "b"])).toBe(true);
    expect(early.isComplete(["a", 1, "b"])).toBe(false);
  });

  it("hands out a frozen path, so no caller can change what another snapshot shows", () => {
    const parser = createIncrementalParser();
    parser.push('{"a": [1, 2');
    const path = parser.snapshot().pendingPath;
    expect(Object.isFrozen(path)).toBe(true);
    expect(() => (path as (string | number)[]).push("x")).toThrow(TypeError);
    expect(parser.snapshot().pendingPath).toEqual(["a", 1]);
    expect(Object.isFrozen(createIncrementalParser().snapshot().pendingPath)).toBe(true);
  });

  it("shares the path between snapshots while it does not change, and makes a new one when it does", () => {
    const parser = createIncrementalParser();
    parser.push('{"a": "he');
    const first = parser.snapshot();
    parser.push("llo");
    const second = parser.snapshot();
    expect(second.pendingPath).toBe(first.pendingPath); // the same string still being read
    parser.push('", "b": 1');
    const third = parser.snapshot();
    expect(third.pendingPath).not.toBe(first.pendingPath);
    expect(first.pendingPath).toEqual(["a"]);
    expect(third.pendingPath).toEqual(["b"]);
  });

  it("reads the same path and finished members after every character as a parser given the prefix at once", () => {
    // Snapshots re-read the containers around the innermost one only when a container opens or closes: a parser
    // that snapshots every character must agree with one that sees each prefix whole (and builds them fresh).
    const text = '{"a": 1, "b": [{"c": "x", "d": [2, 3]}, {"e": {"f": true}}, 4], "g": {"h": [], "i": "y"}, "j": 5}';
    const probes: (string | number)[][] = [["a"], ["b"], ["b", 0], ["b", 0, "c"], ["b", 0, "d"], ["b", 0, "d", 1], ["b", 1], ["b", 1, "e", "f"], ["b", 2], ["g"], ["g", "h"], ["g", "i"], ["j"]];
    const stepped = createIncrementalParser();
    for (let k = 1; k <= text.length; k++) {
      stepped.push(text.charAt(k - 1));
      const fresh = createIncrementalParser();
      fresh.push(text.slice(0, k));
      const [a, b] = [stepped.snapshot(), fresh.snapshot()];
      expect(a.pendingPath).toEqual(b.pendingPath);
      expect(probes.map((p) => a.isComplete(p))).toEqual(probes.map((p) => b.isComplete(p)));
    }
  });

  it("writes the path it was taken at when first read after its containers closed and others opened in their place", () => {
    // The path is written from the spine's nodes only when read: what they hold must be the moment the snapshot was taken.
    const parser = createIncrementalParser();
    parser.push('{"a": [{"b": [1, {"c": "x');
    const inString = parser.snapshot();
    parser.push('"}], "d": 2}, {"e": [3');
    const inNumber = parser.snapshot();
    parser.push(']}], "f": {"g": [[');
    const betweenItems = parser.snapshot();
    parser.push('4]]}, "h": "y"}');
    const late = parser.snapshot();
    expect(inString.pendingPath).toEqual(["a", 0, "b", 1, "c"]);
    expect(inNumber.pendingPath).toEqual(["a", 1, "e", 0]);
    expect(betweenItems.pendingPath).toEqual(["f", "g", 0]);
    expect(late.pendingPath).toEqual([]);
    for (const snapshot of [inString, inNumber, betweenItems]) expect(Object.isFrozen(snapshot.pendingPath)).toBe(true);
  });

  it("shares one path across a run of snapshots at one place, whichever is read first, at any depth", () => {
    const opening = ['{"a": ', "[", '{"b": ', "[", "[", '{"c": ', "["];
    const paths: (string | number)[][] = [["a"], ["a", 0], ["a", 0, "b"], ["a", 0, "b", 0], ["a", 0, "b", 0, 0], ["a", 0, "b", 0, 0, "c"], ["a", 0, "b", 0, 0, "c", 0]];
    for (let depth = 1; depth <= opening.length; depth++) {
      for (const readFirst of [0, 1, 3]) {
        const parser = createIncrementalParser();
        parser.push(`${opening.slice(0, depth).join("")}"x`);
        const run = [parser.snapshot()];
        for (const piece of ["y", "z", "w"]) {
          parser.push(piece);
          run.push(parser.snapshot());
        }
        const shared = (run[readFirst] as (typeof run)[number]).pendingPath;
        expect(shared).toEqual(paths[depth - 1]);
        expect(Object.isFrozen(shared)).toBe(true);
        for (const snapshot of run) expect(snapshot.pendingPath).toBe(shared);
        parser.push('", ');
        expect(parser.snapshot().pendingPath).not.toBe(shared);
      }
    }
  });
});

describe("which members of an object a snapshot calls finished", () => {
  it("knows the members finished before a snapshot first saw the object, and not those finished after", () => {
    const parser = createIncrementalParser();
    parser.push('{"a": 1, "b": [2], "c": "x');
    const first = parser.snapshot(); // the first snapshot to see this object open
    parser.push('y", "d": 4, "e": 5');
    const second = parser.snapshot();
    for (const key of ["a", "b"]) expect(first.isComplete([key])).toBe(true);
    for (const key of ["c", "d", "e"]) expect(first.isComplete([key])).toBe(false);
    for (const key of ["a", "b", "c", "d"]) expect(second.isComplete([key])).toBe(true);
    expect(second.isComplete(["e"])).toBe(false); // 5 may still be 55
  });

  it("counts a key written twice as two members, so that a key finished later is not taken for an earlier one", () => {
    const parser = createIncrementalParser();
    parser.push('{"a": 1, "a": 2, ');
    const first = parser.snapshot(); // two members finished, one distinct key, none being read
    parser.push('"c": "x", "b": 3, "e": 1');
    const second = parser.snapshot();
    expect(first.isComplete(["a"])).toBe(true);
    expect(first.isComplete(["c"])).toBe(false);
    expect(first.isComplete(["b"])).toBe(false);
    expect(second.isComplete(["c"])).toBe(true);
    expect(second.isComplete(["b"])).toBe(true);
  });

  it("is not misled by keys that look like integers, which objects list first", () => {
    const parser = createIncrementalParser();
    parser.push('{"b": 1, "1": 2, "z": "x');
    const first = parser.snapshot();
    parser.push('", "0": 5, "y": 1');
    expect(first.isComplete(["b"])).toBe(true);
    expect(first.isComplete(["1"])).toBe(true);
    expect(first.isComplete(["z"])).toBe(false);
    expect(first.isComplete(["0"])).toBe(false);
    expect(parser.snapshot().isComplete(["0"])).toBe(true);
  });

  it("leaves out a member being read again under a key already finished, while it is read", () => {
    const parser = createIncrementalParser();
    parser.push('{"a": 1, "a": {"x": 1');
    const reading = parser.snapshot();
    parser.push('}, "b": 2');
    expect(reading.isComplete(["a"])).toBe(false);
    expect(parser.snapshot().isComplete(["a"])).toBe(true);
  });
});

describe("a snapshot handed out again", () => {
  it("is the previous one while nothing was pushed, and a new one after a character or end()", () => {
    const parser = createIncrementalParser();
    parser.push('{"a": [1');
    const first = parser.snapshot();
    expect(parser.snapshot()).toBe(first);
    parser.push("");
    expect(parser.snapshot()).toBe(first);
    parser.push(",");
    const second = parser.snapshot();
    expect(second).not.toBe(first);
    expect(second.value).toEqual({ a: [1] });
    expect(second.received).toBe(first.received + 1);
    parser.end();
    const ended = parser.snapshot();
    expect(ended).not.toBe(second);
    expect(ended.done).toBe(true);
    expect(second.done).toBe(false);
    expect(parser.snapshot()).toBe(ended);
  });

  it("is new after end() even when nothing was found", () => {
    const parser = createIncrementalParser();
    parser.push("no json here");
    const before = parser.snapshot();
    parser.end();
    expect(parser.snapshot()).not.toBe(before);
    expect(parser.snapshot().done).toBe(true);
  });
});

describe("spineOf", () => {
  it("keeps the outer nodes when only the innermost container changed, and the whole spine when nothing did", () => {
    const root = objectFrame();
    const list = arrayFrame();
    root.key = "items";
    const stack = [root, list];
    const first = spineOf(stack, 2, undefined);
    expect(spineOf(stack, 2, first)).toBe(first);
    list.count = 1;
    const second = spineOf(stack, 2, first);
    expect(second).not.toBe(first);
    expect(second?.parent).toBe(first?.parent);
    expect(second?.count).toBe(1);
    expect(first?.count).toBe(0); // the node handed out earlier is unchanged
  });

  it("rebuilds from the level whose container was replaced, and is empty with nothing open", () => {
    const root = arrayFrame();
    const a = objectFrame();
    const first = spineOf([root, a], 2, undefined);
    root.count = 1;
    const b = objectFrame();
    const second = spineOf([root, b], 2, first);
    expect(second?.frame).toBe(b);
    expect(second?.parent).not.toBe(first?.parent); // the root's count changed when a closed
    expect(second?.parent?.count).toBe(1);
    expect(second?.depth).toBe(2);
    expect(spineOf([], 0, second)).toBeUndefined();
  });
});

describe("snapshots under any chunking (property)", () => {
  const textArb = fc
    .tuple(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom<number | undefined>(undefined, 1))
    .map(([value, indent]) => JSON.stringify(value, null, indent));
  const cutsArb = fc.array(fc.nat(), { maxLength: 30 });

  it("never change once handed out, and what they call complete is what the final value holds", () => {
    fc.assert(
      fc.property(textArb, cutsArb, (text, cuts) => {
        const parser = createIncrementalParser();
        const taken: { snap: StreamSnapshot; asked: StreamPath[]; state: string; finished: [StreamPath, string][] }[] = [];
        const probes: StreamPath[] = [];
        for (const chunk of split(text, cuts)) {
          parser.push(chunk);
          const snap = parser.snapshot();
          // The paths worth asking about: the open path and its prefixes, and one step before it in each array.
          const pending = snap.pendingPath;
          for (let k = 0; k <= pending.length; k++) {
            probes.push(pending.slice(0, k));
            const seg = pending[k];
            if (typeof seg === "number" && seg > 0) probes.push([...pending.slice(0, k), seg - 1]);
          }
          const finished = probes.filter((path) => snap.isComplete(path)).map((path): [StreamPath, string] => [path, JSON.stringify(at(snap.value, path))]);
          taken.push({ snap, asked: [...probes], state: stateOf(snap, probes), finished });
        }
        const result = parser.end();
        expect(result.ok).toBe(true);
        for (const { snap, asked, state, finished } of taken) {
          expect(stateOf(snap, asked)).toBe(state);
          for (const [path, json] of finished) expect(JSON.stringify(at(result.value, path))).toBe(json);
        }
      }),
      { seed: 7, numRuns: 200 },
    );
  });
});
