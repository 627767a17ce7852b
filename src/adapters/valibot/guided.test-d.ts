import * as v from "valibot";
import { describe, expectTypeOf, it } from "vitest";
import { salvage, toolset } from "./index.js";

describe("salvage/valibot types", () => {
  it("keeps the schema's output type", () => {
    const outcome = salvage(v.object({ selector: v.string(), times: v.optional(v.number()) }))("{}");
    if (outcome.ok) expectTypeOf(outcome.value).toEqualTypeOf<{ selector: string; times?: number | undefined }>();
  });

  it("narrows tool inputs by tool name", () => {
    const outcome = toolset({ click: v.object({ selector: v.string() }) }).parse("{}");
    if (outcome.ok) {
      const call = outcome.value[0];
      if (call !== undefined && call.tool === "click") expectTypeOf(call.input).toEqualTypeOf<{ selector: string }>();
    }
  });
});
