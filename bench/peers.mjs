// The peers, each wired as a user would wire it: parse the model's text, then validate with the schema.
import { parseJsonMarkdown } from "@langchain/core/output_parsers";
import { safeParseJSON } from "@ai-sdk/provider-utils";
import { jsonrepair } from "jsonrepair";
import JSON5 from "json5";
import { LlmJson } from "@typia/utils";
import { parse as bestEffortParse, disableErrorLogging } from "best-effort-json-parser";
import dirtyJson from "dirty-json";
import { createCorpusRunner } from "../dist/index.js";

/** A peer: `parse(text)` returns `{ ok: true, value }` or `{ ok: false }` before schema validation. */
export const peers = [
  { name: "JSON.parse", parse: (text) => attempt(() => JSON.parse(text)) },
  { name: "jsonrepair", parse: (text) => attempt(() => JSON.parse(jsonrepair(text))) },
  { name: "json5", parse: (text) => attempt(() => JSON5.parse(text)) },
  // LangChain's JsonOutputParser reads model text with parseJsonMarkdown (fences, partial JSON).
  { name: "LangChain", parse: (text) => attempt(() => parseJsonMarkdown(text)) },
  // The AI SDK's generateObject parses the text with safeParseJSON and has no repair unless given one.
  {
    name: "AI SDK",
    parseAsync: async (text) => {
      const result = await safeParseJSON({ text });
      return result.success ? { ok: true, value: result.value } : { ok: false };
    },
  },
  // typia's LlmJson.parse, given the schema as its parameters where the schema is an object (it then coerces
  // values to the schema's types: LlmJson.parse + coerce); without one for other schemas, as typia allows.
  { name: "typia", parse: (text, item) => typiaParse(text, item?.schema ?? null) },
  { name: "dirty-json", parse: (text) => attempt(() => dirtyJson.parse(text)) },
  { name: "best-effort-json-parser", parse: (text) => attempt(() => bestEffortParse(text)) },
];

// best-effort-json-parser logs what it skipped; a bench's output is its table.
disableErrorLogging();

function typiaParse(text, schema) {
  try {
    const parameters = isObjectSchema(schema) ? { ...schema, $defs: schema.$defs ?? {}, additionalProperties: schema.additionalProperties ?? false } : undefined;
    const read = parameters === undefined ? LlmJson.parse(text) : LlmJson.parse(text, parameters);
    return read.success ? { ok: true, value: read.data } : { ok: false };
  } catch {
    return { ok: false };
  }
}

function isObjectSchema(schema) {
  return schema !== null && typeof schema === "object" && schema.type === "object" && typeof schema.properties === "object";
}

function attempt(read) {
  try {
    const value = read();
    // parseJsonMarkdown answers null/undefined for text it cannot read.
    return value === undefined ? { ok: false } : { ok: true, value };
  } catch {
    return { ok: false };
  }
}

/** salvage through its own corpus runner (the same code `salvage corpus` uses). */
export function salvagePeer() {
  const run = createCorpusRunner();
  return { name: "salvage", runCase: (item) => run(item) };
}
