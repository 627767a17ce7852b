import { NoObjectGeneratedError, type OutputInterface } from "ai";
import { isParser, type SchemaOrParser, type ValueOf } from "../../client/schema-source.js";
import { providerSchema } from "../../client/response-format.js";
import { failure } from "../../outcome/make.js";
import { SalvageError } from "../../outcome/error.js";
import type { Outcome } from "../../outcome/types.js";
import type { SalvageOptions } from "../../parse/options.js";
import { salvage, type Parser } from "../../salvage/salvage.js";
import type { DeepPartial, Streamer } from "../../stream/types.js";
import { unreadableSchemaMessage } from "./repair-text.js";
import { fromSdkSchema } from "./sdk-schema.js";

/** Options of `salvageOutput`: the parser's (when given a schema), the output's name and description, and a hook. */
export interface SalvageOutputOptions extends SalvageOptions {
  /** The output's name for providers that use one (a tool or schema name), as `Output.object`'s. */
  readonly name?: string;
  readonly description?: string;
  /** Sees the outcome of each complete parse (value and fixes, or the failure), which the SDK does not keep. */
  readonly onParse?: (outcome: Outcome<unknown>, text: string) => void;
}

/** How many characters of the text read so far must reappear for a call to continue the same stream. */
const TAIL = 32;

/**
 * `Output.object` for AI SDK 6 with salvage inside: `generateText({ output: salvageOutput(Click) })` and
 * `streamText`'s partial output. The model is asked for JSON with the schema's JSON Schema (as
 * `Output.object` asks); the complete text goes through salvage's whole pipeline (fences, prose, syntax
 * repair, aliases, conversions, validation, async refinements too), and a failure throws the SDK's own
 * `NoObjectGeneratedError` with salvage's message (its `cause` is a `SalvageError` with the outcome).
 * Partial output is read incrementally, in time linear in the stream, not re-parsed on every delta.
 * @example
 * const { output } = await generateText({ model, prompt, output: salvageOutput(Click) });
 */
export function salvageOutput<S extends SchemaOrParser>(schema: S, options: SalvageOutputOptions = {}): OutputInterface<ValueOf<S>, DeepPartial<ValueOf<S>>, never> {
  type T = ValueOf<S>;
  const { name, description, onParse, ...parserOptions } = options;
  const ready: Promise<Parser<T> | undefined> = isParser(schema)
    ? Promise.resolve(schema as Parser<T>)
    : fromSdkSchema(schema).then((input) => (input === undefined ? undefined : (salvage(input, parserOptions) as Parser<T>)));
  // One stream at a time is read incrementally; a text that does not continue it starts a new one.
  let current: { streamer: Streamer<T>; length: number; tail: string } | undefined;

  return {
    name: "object",
    responseFormat: ready.then((parser) => {
      const json = parser === undefined ? undefined : providerSchema(parser);
      return {
        type: "json" as const,
        ...(json?.ok === true ? { schema: json.value as never } : {}),
        ...(name === undefined ? {} : { name }),
        ...(description === undefined ? {} : { description }),
      };
    }),

    async parseCompleteOutput({ text }, context) {
      const parser = await ready;
      const outcome: Outcome<T> = parser === undefined ? failure({ code: "invalid-schema", stage: "validate", message: unreadableSchemaMessage() }) : await parser.parseAsync(text);
      onParse?.(outcome, text);
      if (outcome.ok) return outcome.value;
      throw new NoObjectGeneratedError({
        message: `No object generated: ${outcome.error.message}`,
        cause: new SalvageError(outcome),
        text,
        response: context.response,
        usage: context.usage,
        finishReason: context.finishReason,
      });
    },

    async parsePartialOutput({ text }) {
      const parser = await ready;
      if (parser === undefined) return undefined;
      const continues = current !== undefined && text.length >= current.length && text.slice(Math.max(0, current.length - TAIL), current.length) === current.tail;
      if (!continues) current = { streamer: parser.streamer(), length: 0, tail: "" };
      const state = current as NonNullable<typeof current>;
      const snapshot = state.streamer.push(text.slice(state.length));
      state.length = text.length;
      state.tail = text.slice(Math.max(0, text.length - TAIL));
      // The snapshot's value keeps growing in place: the SDK compares each partial with the last, so it gets a copy.
      return snapshot.value === undefined ? undefined : { partial: structuredClone(snapshot.value) };
    },

    createElementStreamTransform() {
      return undefined;
    },
  };
}
