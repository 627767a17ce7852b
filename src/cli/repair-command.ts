import { formatHelp, wantsHelp, type Help } from "./help.js";
import { salvageInput } from "./salvage-input.js";
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
  const { options, outcome } = await salvageInput(args, { pretty: "boolean" });
  if (outcome.ok) {
    process.stdout.write(`${JSON.stringify(outcome.value, null, options["pretty"] === true ? 2 : undefined)}\n`);
    return 0;
  }
  const { text: _raw, ...failure } = outcome.error;
  process.stderr.write(`${failureLine(outcome.error)}\n${JSON.stringify(failure)}\n`);
  return 1;
}
