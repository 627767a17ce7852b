import type { SalvageOptions } from "../parse/options.js";

/** One line of a corpus: a raw model output, the value it should yield (absent when unrecoverable), its schema. */
export interface CorpusCase {
  readonly id: string;
  readonly input: string;
  /** The true value; absent when the truth is not in the text (the case counts as correct only if parsing fails). */
  readonly expected?: unknown;
  readonly hasExpected: boolean;
  /** A JSON Schema, or `null` for "extract and repair only". */
  readonly schema: Record<string, unknown> | null;
  readonly category: string;
  readonly options?: Pick<SalvageOptions, "allowTruncated">;
  /** For a tool-call case: the toolset's input schemas by tool name, and the tool the call must name. */
  readonly tools?: Readonly<Record<string, Record<string, unknown>>>;
  readonly expectedTool?: string;
}

/** A line that could not be read as a case, with its 1-based line number. */
export interface CorpusLineError {
  readonly line: number;
  readonly message: string;
}

/** Reads JSONL corpus text: every readable case, and every malformed line with its line number. */
export function parseCorpus(text: string): { cases: CorpusCase[]; errors: CorpusLineError[] } {
  const cases: CorpusCase[] = [];
  const errors: CorpusLineError[] = [];
  // Untyped callers may pass anything: what is not text is one error, never a throw.
  if (typeof text !== "string") return { cases, errors: [{ line: 0, message: `A corpus is JSONL text, not ${text === null ? "null" : typeof text}.` }] };
  let lineNumber = 0;
  for (const line of text.split("\n")) {
    lineNumber++;
    if (line.trim() === "") continue;
    const read = readCase(line);
    if (typeof read === "string") errors.push({ line: lineNumber, message: read });
    else cases.push(read);
  }
  return { cases, errors };
}

/** Reads one JSONL line as a case; a string says why the line is not one. */
export function readCase(line: string): CorpusCase | string {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch (error) {
    return `not JSON: ${(error as Error).message}`;
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return "a case must be a JSON object";
  const record = raw as Record<string, unknown>;
  const { id, input, schema, category, options, tools, expectedTool } = record;
  if (typeof id !== "string" || id === "") return `"id" must be a non-empty string`;
  if (typeof input !== "string") return `case ${id}: "input" must be a string`;
  if (typeof category !== "string") return `case ${id}: "category" must be a string`;
  if (schema !== null && (typeof schema !== "object" || Array.isArray(schema))) {
    return `case ${id}: "schema" must be a JSON Schema object or null`;
  }
  if (options !== undefined && (typeof options !== "object" || options === null)) return `case ${id}: "options" must be an object`;
  if (tools !== undefined && (typeof tools !== "object" || tools === null || Array.isArray(tools))) {
    return `case ${id}: "tools" must map tool names to JSON Schemas`;
  }
  if (expectedTool !== undefined && typeof expectedTool !== "string") return `case ${id}: "expectedTool" must be a string`;
  const allowTruncated = (options as { allowTruncated?: unknown } | undefined)?.allowTruncated;
  const hasExpected = Object.prototype.hasOwnProperty.call(record, "expected");
  return {
    id,
    input,
    category,
    schema: schema as Record<string, unknown> | null,
    hasExpected,
    ...(hasExpected ? { expected: record["expected"] } : {}),
    // false is kept too: a case that says so is not changed by a run that accepts cut-off answers (`--allow-truncated`)
    ...(typeof allowTruncated === "boolean" ? { options: { allowTruncated } } : {}),
    ...(tools === undefined ? {} : { tools: tools as Record<string, Record<string, unknown>> }),
    ...(typeof expectedTool === "string" ? { expectedTool } : {}),
  };
}
