import type { RepairTextFunction } from "ai";
import type { Outcome } from "../../outcome/types.js";
import type { SalvageOptions } from "../../parse/options.js";
import { salvage, type Parser } from "../../salvage/salvage.js";
import { failure } from "../../outcome/make.js";
import { readOptions } from "../../outcome/read-options.js";
import { fromSdkSchema } from "./sdk-schema.js";

/** Options of `repairText`: the parser's, and a hook that sees every outcome. */
export interface RepairTextOptions extends SalvageOptions {
  /** Sees the outcome of each repair (value and fixes, or the failure), since the SDK keeps only the text. */
  readonly onRepair?: (outcome: Outcome<unknown>, text: string) => void;
}

/** The message when the schema handed to `repairText` is none salvage can read. */
export function unreadableSchemaMessage(): string {
  return "repairText needs the schema given to generateObject: a Standard Schema (zod, valibot, …), an AI SDK jsonSchema(), or a JSON Schema.";
}

/**
 * An `experimental_repairText` for the AI SDK's `generateObject` / `streamObject` (ai 5, and ai 6 where they are
 * deprecated; in ai 6 prefer `generateText({ output: salvageOutput(schema) })`): salvage extracts, repairs and coerces
 * the model's text against the same schema, and hands back the fixed value as JSON (or `null`, so the
 * SDK raises its own error, when salvage fails too). For `output: "array"`, pass `z.object({ elements: z.array(Item) })`.
 * @example
 * await generateObject({ model, schema: Click, prompt, experimental_repairText: repairText(Click) });
 */
export function repairText(schema: unknown, given: RepairTextOptions = {}): RepairTextFunction {
  // Options read once, defensively: options that cannot be read repair nothing (the SDK then reports its own error).
  const read = readOptions(given);
  if (!read.ok) return async () => null;
  const { onRepair, ...parserOptions } = read.value;
  let parser: Promise<Parser<unknown> | undefined> | undefined;
  return async (args) => {
    let text: unknown;
    try {
      text = args.text;
    } catch {
      return null;
    }
    if (typeof text !== "string") return null;
    parser ??= fromSdkSchema(schema).then((input) => (input === undefined ? undefined : salvage(input, parserOptions)));
    const ready = await parser;
    const outcome: Outcome<unknown> = ready === undefined
      ? failure({ code: "invalid-schema", stage: "validate", message: unreadableSchemaMessage() })
      : await ready.parseAsync(text);
    onRepair?.(outcome, text);
    return outcome.ok ? toJson(outcome.value) : null;
  };
}

/** The value as JSON text; `null` (no repair) for a value JSON cannot carry. */
export function toJson(value: unknown): string | null {
  try {
    return JSON.stringify(value) ?? null;
  } catch {
    return null;
  }
}
