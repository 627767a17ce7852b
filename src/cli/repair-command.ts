import { salvage } from "../index.js";
import { formatHelp, wantsHelp, type Help } from "./help.js";
import { parseArgs, parseSize, readSchema, readText, UsageError } from "./io.js";
import { failureLine } from "./show-outcome.js";

export const repairUsage = "salvage repair [--schema FILE.json] [--allow-truncated] [--max-size SIZE] [--pretty] [FILE|-]";

export const repairHelp: Help = {
  usage: repairUsage,
  summary: [
    "For shell pipelines: reads a model's answer (FILE, or stdin) and prints only the repaired JSON on stdout —",
    "with --schema, the value checked and coerced to that JSON Schema. When the text cannot be salvaged it prints",
    "nothing on stdout, and on stderr a line with the failure's code and message, then the failure as JSON;",
    "exit 1. Exit 2 on a usage error, an unusable schema, or input that is not text.",
  ].join("\n"),
  options: [
    ["--schema FILE.json", "the JSON Schema the value must satisfy (default: any JSON value)"],
    ["--allow-truncated", "accept an answer cut off at the token limit (closed where it stopped)"],
    ["--max-size SIZE", "longest answer read, e.g. 64M (default 16M characters)"],
    ["--pretty", "indent the JSON (two spaces) instead of one line"],
    ["-h, --help", "this help"],
  ],
  examples: [
    "salvage repair answer.txt > value.json",
    "llm 'the user as JSON' | salvage repair --schema user.json | jq .email",
    "salvage repair --pretty - < broken.json",
  ],
};

/** `salvage repair`: the value as JSON on stdout, or the typed failure on stderr and exit 1. */
export async function repairCommand(args: readonly string[]): Promise<number> {
  if (wantsHelp(args)) {
    process.stdout.write(formatHelp(repairHelp));
    return 0;
  }
  const { options, positional } = parseArgs(args, { schema: "value", "allow-truncated": "boolean", "max-size": "value", pretty: "boolean" });
  if (positional.length > 1) throw new UsageError(`expected at most one input file, got ${positional.length}`);
  const maxSize = typeof options["max-size"] === "string" ? parseSize(options["max-size"], "--max-size") : undefined;
  const schema = typeof options["schema"] === "string" ? await readSchema(options["schema"]) : {};
  const text = await readText(positional[0]);
  const outcome = salvage(schema, { allowTruncated: options["allow-truncated"] === true, ...(maxSize === undefined ? {} : { maxSize }) })(text);
  if (!outcome.ok && outcome.error.code === "invalid-schema") throw new UsageError(`unusable schema: ${outcome.error.message}`);
  if (outcome.ok) {
    process.stdout.write(`${JSON.stringify(outcome.value, null, options["pretty"] === true ? 2 : undefined)}\n`);
    return 0;
  }
  const { text: _raw, ...failure } = outcome.error;
  process.stderr.write(`${failureLine(outcome.error)}\n${JSON.stringify(failure)}\n`);
  return 1;
}
