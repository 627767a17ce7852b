import { unwrap } from "../outcome/error.js";
import type { Outcome } from "../outcome/types.js";
import type { GuideNode } from "../schema/guide-types.js";
import type { OutputOf, SchemaInput } from "../schema/index.js";
import { compileParser, type CompiledParser } from "../parse/compile.js";
import { failure } from "../outcome/make.js";
import { readOptions, unreadableOptionsMessage } from "../outcome/read-options.js";
import type { SalvageOptions } from "../parse/options.js";
import { parseText, parseValue } from "../parse/pipeline.js";
import { runAsync, runSync } from "../parse/run.js";
import { createPartialStream } from "../stream/partial-stream.js";
import type { StreamSource } from "../stream/source.js";
import { createStreamer } from "../stream/streamer.js";
import type { PartialStream, StreamOptions, Streamer } from "../stream/types.js";

/** A reusable parser for one schema: call it with the model's text. */
export interface Parser<T> {
  /** Extract, repair, coerce and validate; never throws. */
  (text: string): Outcome<T>;
  readonly parse: (text: string) => Outcome<T>;
  /** The same, for schemas with asynchronous checks. */
  readonly parseAsync: (text: string) => Promise<Outcome<T>>;
  /** Coerce and validate a value that is already parsed (tool-call arguments from a client, say). */
  readonly parseValue: (value: unknown) => Outcome<T>;
  readonly parseValueAsync: (value: unknown) => Promise<Outcome<T>>;
  /**
   * Parses a stream of text chunks: iterate it for typed partial snapshots (linear time in the stream),
   * and await `result` for the full outcome on the complete text, equal to `parser(text)`.
   */
  readonly stream: (source: StreamSource, options?: StreamOptions) => PartialStream<T>;
  /** The same, push-style, for callers that own the loop: `push(chunk)`, `snapshot()`, `end()`. */
  readonly streamer: (options?: Pick<StreamOptions, "failEarly">) => Streamer<T>;
  /** The value, or a thrown `SalvageError` carrying the failed outcome. */
  readonly orThrow: (text: string) => T;
  /** The JSON Schema that guides repairs (`undefined` when the schema could not be compiled). */
  readonly jsonSchema: Record<string, unknown> | undefined;
  readonly guide: GuideNode | undefined;
}

/**
 * Builds a parser from a Standard Schema (zod, valibot, …) or a plain JSON Schema. The schema is compiled
 * once; an unusable schema makes every call fail with `invalid-schema` instead of throwing here.
 * @example
 * const click = salvage(z.object({ selector: z.string().meta({ aliases: ["element"] }) }));
 * click('Sure! ```json\n{"element": "#btn"}\n```') // { ok: true, value: { selector: "#btn" }, steps }
 */
export function salvage<S extends SchemaInput>(schema: S, options: SalvageOptions = {}): Parser<OutputOf<S>> {
  type T = OutputOf<S>;
  // Options are read once, defensively (`null`, getters, proxies): what cannot be read fails every call, typed.
  const read = readOptions(options);
  const compiled = read.ok ? compileSafely(schema, read.value) : failure<CompiledParser>({ code: "invalid-schema", stage: "validate", message: read.message });
  if (!compiled.ok) {
    // Every call answers with the schema's own failure; nothing is thrown at construction.
    const broken = compiled as Outcome<never>;
    const brokenStreamer: Streamer<never> = {
      push: () => emptySnapshot,
      snapshot: () => emptySnapshot,
      failure: broken.ok ? undefined : broken.error,
      end: () => broken,
      endAsync: async () => broken,
    };
    return Object.assign(() => broken, {
      parse: () => broken,
      parseAsync: async () => broken,
      parseValue: () => broken,
      parseValueAsync: async () => broken,
      orThrow: () => unwrap(broken),
      stream: () => ({ result: Promise.resolve(broken), [Symbol.asyncIterator]: () => emptyIterator }),
      streamer: () => brokenStreamer,
      jsonSchema: undefined,
      guide: undefined,
    });
  }
  const parser = compiled.value;
  const parse = (text: string): Outcome<T> => runSync(parseText(text, parser), parser) as Outcome<T>;
  return Object.assign((text: string) => parse(text), {
    parse,
    parseAsync: async (text: string) => (await runAsync(parseText(text, parser), parser)) as Outcome<T>,
    parseValue: (value: unknown) => runSync(parseValue(value, parser), parser) as Outcome<T>,
    parseValueAsync: async (value: unknown) => (await runAsync(parseValue(value, parser), parser)) as Outcome<T>,
    orThrow: (text: string) => unwrap(parse(text)),
    // Stream options that cannot be read are no options: the defaults are a valid way to stream.
    stream: (source: StreamSource, streamOptions?: StreamOptions) => createPartialStream<T>(parser, source, readableOr(streamOptions)),
    streamer: (streamOptions?: Pick<StreamOptions, "failEarly">) => createStreamer<T>(parser, readableOr(streamOptions)),
    jsonSchema: parser.jsonSchema,
    guide: parser.guide,
  });
}

/** `compileParser`, with anything it throws (a hostile piece of the options, say) as an `invalid-schema` failure. */
function compileSafely(schema: SchemaInput, options: SalvageOptions): Outcome<CompiledParser> {
  try {
    return compileParser(schema, options);
  } catch (error) {
    return failure({ code: "invalid-schema", stage: "validate", message: unreadableOptionsMessage("schema or options", error) });
  }
}

function readableOr<O extends object>(options: O | undefined): O | undefined {
  const read = readOptions(options);
  return read.ok ? read.value : undefined;
}

const emptySnapshot = { value: undefined, complete: false, done: true, pendingPath: [], received: 0, isComplete: () => false };
const emptyIterator: AsyncIterator<never> = { next: async () => ({ done: true, value: undefined }) };
