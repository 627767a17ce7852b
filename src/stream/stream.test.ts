import { describe, expect, it } from "vitest";
import * as z from "zod";
import { salvage } from "../salvage/index.js";
import type { PartialSnapshot } from "./types.js";

const task = z.object({
  title: z.string(),
  priority: z.enum(["low", "high"]),
  steps: z.array(z.object({ action: z.string(), done: z.boolean() })),
});
const answer = 'Here you go:\n```json\n{"title": "Ship it", "priority": "High", "steps": [{"action": "test", "done": true}, {"action": "tag", "done": false}]}\n```\nDone.';

function chunks(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

async function* slowly(parts: readonly (string | Uint8Array)[]): AsyncGenerator<string | Uint8Array> {
  for (const part of parts) {
    await Promise.resolve();
    yield part;
  }
}

async function collect<T>(stream: AsyncIterable<PartialSnapshot<T>>): Promise<unknown[]> {
  const seen: unknown[] = [];
  for await (const snapshot of stream) seen.push(JSON.parse(JSON.stringify(snapshot.value ?? null)) as unknown);
  return seen;
}

describe("parser.stream()", () => {
  it("yields growing snapshots and resolves result to the one-shot outcome", async () => {
    const parse = salvage(task);
    const stream = parse.stream(slowly(chunks(answer, 7)));
    const seen = await collect(stream);
    expect(seen.length).toBe(Math.ceil(answer.length / 7));
    expect(seen).toContainEqual({ title: "Ship it" });
    expect(seen.at(-1)).toEqual({ title: "Ship it", priority: "high", steps: [{ action: "test", done: true }, { action: "tag", done: false }] });
    const outcome = await stream.result;
    expect(outcome).toEqual(parse(answer));
    expect(outcome.ok && outcome.value.priority).toBe("high"); // enum-match ran on the finished scalar, in the snapshots too
  });

  it("resolves result with nobody iterating", async () => {
    const parse = salvage(task);
    expect(await parse.stream(slowly(chunks(answer, 3))).result).toEqual(parse(answer));
  });

  it("delivers every snapshot in order to a loop while result drains the source", async () => {
    const parse = salvage(task);
    const stream = parse.stream(slowly(chunks(answer, 5)));
    const result = stream.result; // read before the loop starts
    const received: number[] = [];
    for await (const snapshot of stream) received.push(snapshot.received);
    expect(received).toEqual(chunks(answer, 5).map((_, i) => Math.min(answer.length, (i + 1) * 5)));
    expect(await result).toEqual(parse(answer));
  });

  it("after a loop breaks early, leaves the source unread until result is read, then finishes it", async () => {
    const parse = salvage(task);
    const parts = chunks(answer, 6);
    let pulled = 0;
    async function* counted() {
      for (const part of parts) {
        pulled++;
        yield part;
      }
    }
    const stream = parse.stream(counted());
    for await (const snapshot of stream) if (snapshot.received >= 30) break;
    expect(pulled).toBe(5);
    await Promise.resolve();
    expect(pulled).toBe(5);
    expect(await stream.result).toEqual(parse(answer));
    expect(pulled).toBe(parts.length);
  });

  it("reads a Web ReadableStream of UTF-8 bytes split inside characters", async () => {
    const text = '{"title": "Crème brûlée 🍮", "priority": "low", "steps": []}';
    const bytes = new TextEncoder().encode(text);
    const parse = salvage(task);
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 3) controller.enqueue(bytes.slice(i, i + 3));
        controller.close();
      },
    });
    const outcome = await parse.stream(source).result;
    expect(outcome.ok && outcome.value.title).toBe("Crème brûlée 🍮");
  });

  it("reads a plain array of chunks", async () => {
    const parse = salvage(task);
    expect(await parse.stream(chunks(answer, 11)).result).toEqual(parse(answer));
  });

  it("iterates a sync source and an async one alike, empty chunks skipped, in one loop or two", async () => {
    const parse = salvage(task);
    const parts = chunks(answer, 4).flatMap((part) => [part, ""]);
    const fromArray = parse.stream(parts);
    const fromAsync = parse.stream(slowly(parts));
    const [a, b] = await Promise.all([collect(fromArray), collect(fromAsync)]);
    expect(a).toEqual(b);
    expect(a).toHaveLength(Math.ceil(answer.length / 4));
    expect(await fromArray.result).toEqual(parse(answer));
    const shared = parse.stream(chunks(answer, 9));
    const [first, second] = await Promise.all([collect(shared), collect(shared)]);
    expect(first).toHaveLength(Math.ceil(answer.length / 9)); // every loop sees every snapshot
    expect(second).toEqual(first);
    expect(await shared.result).toEqual(parse(answer));
  });

  it("reports a sync source that throws as call-failed, keeping what it gave", async () => {
    function* broken() {
      yield '{"title": "a"';
      throw new Error("disk gone");
    }
    const stream = salvage(task).stream(broken());
    const seen = await collect(stream);
    expect(seen).toEqual([{ title: "a" }]);
    expect((await stream.result).error).toMatchObject({ code: "call-failed", message: "The stream failed before it ended: disk gone" });
  });

  it("stops early when a finished field can never validate, and cancels the source", async () => {
    let pulled = 0;
    let cleanedUp = false;
    async function* source() {
      try {
        for (const part of ['{"title": "x", ', '"priority": "urgent", ', '"steps": [', "]}"]) {
          pulled++;
          yield part;
        }
      } finally {
        cleanedUp = true;
      }
    }
    const outcome = await salvage(task).stream(source(), { failEarly: true }).result;
    expect(outcome.ok).toBe(false);
    expect(outcome.error).toMatchObject({ code: "schema-mismatch", stage: "validate", issues: [{ path: ["priority"] }] });
    expect(outcome.error?.message).toBe('Stopped early: priority is "urgent", which can never be one of "low", "high".');
    expect(pulled).toBe(2);
    expect(cleanedUp).toBe(true);
  });

  it("does not stop early on what a rule will fix", async () => {
    const parse = salvage(task);
    const text = '{"title": 42, "priority": "HIGH", "steps": [{"action": "a", "done": "true"}]}';
    const outcome = await parse.stream(chunks(text, 4), { failEarly: true }).result;
    expect(outcome).toEqual(parse(text));
    expect(outcome.ok).toBe(true);
  });

  it("reports the source's own error as call-failed, and a non-text chunk with a hint", async () => {
    async function* broken() {
      yield '{"title": ';
      throw new Error("socket hang up");
    }
    const failed = await salvage(task).stream(broken()).result;
    expect(failed.error).toMatchObject({ code: "call-failed", message: "The stream failed before it ended: socket hang up" });
    const objects = await salvage(task).stream([{ choices: [] }] as unknown as string[]).result;
    expect(objects.error?.code).toBe("no-json-found");
    expect(objects.error?.message).toContain("Chunk 1 of the stream is an object, not text.");
    const notAStream = await salvage(task).stream(42 as unknown as string[]).result;
    expect(notAStream.error?.message).toContain("it was given number");
  });

  it("honours an AbortSignal, even while a read is pending", async () => {
    const controller = new AbortController();
    const never: AsyncIterable<string> = {
      [Symbol.asyncIterator]: () => ({ next: () => new Promise<IteratorResult<string>>(() => undefined) }),
    };
    const stream = salvage(task).stream(never, { signal: controller.signal });
    const result = stream.result;
    controller.abort();
    expect((await result).error?.code).toBe("aborted");
  });

  it("answers every call of a parser built from an unusable schema with its failure", async () => {
    const parse = salvage({ type: "nope" } as never);
    const stream = parse.stream(["{}"]);
    expect(await collect(stream)).toEqual([]);
    expect((await stream.result).error?.code).toBe("invalid-schema");
  });
});

describe("parser.streamer()", () => {
  it("is push-style: push, snapshot, end", () => {
    const parse = salvage(task);
    const streamer = parse.streamer();
    for (const part of chunks(answer, 9)) streamer.push(part);
    const snapshot = streamer.snapshot();
    expect(snapshot.complete).toBe(true);
    expect(snapshot.isComplete(["steps", 1, "done"])).toBe(true);
    expect(snapshot.value?.title).toBe("Ship it");
    expect(streamer.end()).toEqual(parse(answer));
    expect(streamer.push("more").received).toBe(answer.length); // after end, pushes are ignored
  });

  it("stops at maxSize with too-large", () => {
    const streamer = salvage(task, { maxSize: 10 }).streamer();
    streamer.push('{"title": ');
    streamer.push('"x"}');
    expect(streamer.failure?.code).toBe("too-large");
    expect(streamer.end().error?.code).toBe("too-large");
  });
});
