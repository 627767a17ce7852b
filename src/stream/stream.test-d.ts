import { describe, expectTypeOf, it } from "vitest";
import * as z from "zod";
import type { Outcome } from "../outcome/types.js";
import { salvage } from "../salvage/index.js";
import type { DeepPartial } from "./types.js";

const task = z.object({ title: z.string(), steps: z.array(z.object({ action: z.string(), done: z.boolean() })) });
type Task = z.output<typeof task>;

describe("stream types", () => {
  it("types snapshots as deep partials of the output, and the result as its outcome", async () => {
    const stream = salvage(task).stream(["{}"]);
    for await (const snapshot of stream) {
      expectTypeOf(snapshot.value).toEqualTypeOf<DeepPartial<Task> | undefined>();
      // A boolean still being read shows as the string written so far.
      expectTypeOf(snapshot.value?.steps?.[0]?.done).toEqualTypeOf<boolean | string | undefined>();
      expectTypeOf(snapshot.value).not.toBeAny();
    }
    expectTypeOf(stream.result).toEqualTypeOf<Promise<Outcome<Task>>>();
    expectTypeOf(salvage(task).streamer().end()).toEqualTypeOf<Outcome<Task>>();
  });

  it("DeepPartial makes every property optional at any depth, and types a scalar being read as what it is", () => {
    expectTypeOf<DeepPartial<{ a: { b: string[] } }>>().toEqualTypeOf<{ a?: { b?: (string | undefined)[] } }>();
    expectTypeOf<DeepPartial<{ servings: number; kind: "a" | "b"; at: Date; ok: boolean | null }>>().toEqualTypeOf<{
      servings?: number | string;
      kind?: string;
      at?: Date | string;
      ok?: boolean | null | string;
    }>();
  });
});
