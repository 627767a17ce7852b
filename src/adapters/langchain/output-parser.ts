import type { Callbacks } from "@langchain/core/callbacks/manager";
import { BaseOutputParser, OutputParserException } from "@langchain/core/output_parsers";
import { answerOnlyJson, formatInstructions } from "../../client/instructions.js";
import { reaskPrompt } from "../../client/reask.js";
import { isParser, toParser, type SchemaOrParser, type ValueOf } from "../../client/schema-source.js";
import type { Failure, Outcome } from "../../outcome/types.js";
import type { SalvageOptions } from "../../parse/options.js";
import { salvage, type Parser } from "../../salvage/salvage.js";
import type { SchemaInput } from "../../schema/index.js";

/** The exception a `SalvageOutputParser` raises: LangChain's own (so retry and fixing parsers catch it), carrying the outcome. */
export class SalvageParserException extends OutputParserException {
  readonly failure: Failure;
  readonly outcome: Outcome<never>;

  constructor(outcome: Outcome<unknown> & { ok: false }, text: string, jsonSchema: Record<string, unknown> | undefined) {
    // The observation is the re-ask prompt: what an agent sends back to the model.
    super(outcome.error.message, text, reaskPrompt(outcome.error, { jsonSchema }), false);
    this.failure = outcome.error;
    this.outcome = outcome as Outcome<never>;
  }
}

/** A parser as it is, or one built from the schema and options. */
export function parserOf<P extends SchemaOrParser>(schema: P, options: SalvageOptions): Parser<ValueOf<P>> {
  return isParser(schema) ? toParser(schema) : (salvage(schema as SchemaInput, options) as Parser<ValueOf<P>>);
}

/**
 * A LangChain output parser backed by salvage, for LCEL chains (`prompt.pipe(model).pipe(parser)`): the
 * model's text becomes the schema's type, or a `SalvageParserException` (an `OutputParserException`)
 * carrying the typed failure and a re-ask prompt as its observation.
 * @example
 * const chain = prompt.pipe(model).pipe(new SalvageOutputParser(Click));
 * const { selector } = await chain.invoke({ task: "Click OK." });
 */
export class SalvageOutputParser<T = unknown> extends BaseOutputParser<T> {
  lc_namespace = ["salvage", "output_parsers"];
  readonly parser: Parser<T>;

  constructor(schema: SchemaOrParser, options: SalvageOptions = {}) {
    super();
    this.parser = parserOf(schema, options) as Parser<T>;
  }

  /** The value, or a thrown `SalvageParserException` (LangChain's protocol for a failed parse). */
  async parse(text: string, _callbacks?: Callbacks): Promise<T> {
    const outcome = await this.parser.parseAsync(text);
    if (outcome.ok) return outcome.value;
    throw new SalvageParserException(outcome, text, this.parser.jsonSchema);
  }

  /** The outcome itself; never throws. */
  parseOutcome(text: string): Promise<Outcome<T>> {
    return this.parser.parseAsync(text);
  }

  /** salvage's format instructions for the schema, for a `{format_instructions}` prompt variable. */
  getFormatInstructions(): string {
    return formatInstructions(this.parser).value ?? answerOnlyJson;
  }

  override _type(): string {
    return "salvage";
  }
}

/**
 * A LangChain output parser whose output is salvage's `Outcome` itself: it never throws, so a chain goes
 * on and the caller branches on `ok` with the failure and every fix in hand.
 */
export class SalvageOutcomeParser<T = unknown> extends BaseOutputParser<Outcome<T>> {
  lc_namespace = ["salvage", "output_parsers"];
  readonly parser: Parser<T>;

  constructor(schema: SchemaOrParser, options: SalvageOptions = {}) {
    super();
    this.parser = parserOf(schema, options) as Parser<T>;
  }

  parse(text: string, _callbacks?: Callbacks): Promise<Outcome<T>> {
    return this.parser.parseAsync(text);
  }

  getFormatInstructions(): string {
    return formatInstructions(this.parser).value ?? answerOnlyJson;
  }

  override _type(): string {
    return "salvage_outcome";
  }
}

/** A `SalvageOutputParser` typed from its schema. */
export function outputParser<P extends SchemaOrParser>(schema: P, options: SalvageOptions = {}): SalvageOutputParser<ValueOf<P>> {
  return new SalvageOutputParser<ValueOf<P>>(schema, options);
}

/** A `SalvageOutcomeParser` typed from its schema. */
export function outcomeParser<P extends SchemaOrParser>(schema: P, options: SalvageOptions = {}): SalvageOutcomeParser<ValueOf<P>> {
  return new SalvageOutcomeParser<ValueOf<P>>(schema, options);
}
