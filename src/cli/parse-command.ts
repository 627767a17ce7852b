import { colourWanted, paint } from "./colour.js";
import { formatHelp, wantsHelp, type Help } from "./help.js";
import { salvageInput } from "./salvage-input.js";
import { failureLine, showOutcome } from "./show-outcome.js";

export const parseUsage = "salvage parse [--schema FILE.json] [--allow-truncated] [--max-size SIZE] [--json] [FILE|-]";

export const parseHelp: Help = {
  usage: parseUsage,
  summary: [
    "Reads a model's answer (FILE, or stdin) and prints the value of the schema, or why there is none, and",
    "every step on the way. On a terminal the output is for people (colour unless NO_COLOR is set); piped,",
    "or with --json, it is the outcome as JSON. Exit 0 when ok, 1 when the text could not be salvaged, 2 on",
    "a usage error, an unusable schema, or input that is not text (a binary file). salvage repair prints only",
    "the value, for pipelines.",
  ].join("\n"),
  options: [
    ["--schema FILE.json", "the JSON Schema the answer must satisfy (default: any JSON value)"],
    ["--allow-truncated", "accept an answer cut off at the token limit (closed where it stopped)"],
    ["--max-size SIZE", "longest answer read, e.g. 64M (default 16M characters); longer fails with too-large"],
    ["--json", "print the outcome as JSON even on a terminal"],
    ["-h, --help", "this help"],
  ],
  examples: [
    "salvage parse --schema click.json answer.txt",
    "pbpaste | salvage parse --schema click.json",
    "salvage parse --schema click.json --json answer.txt | jq .value",
  ],
};

/** `salvage parse`: the outcome for a person on a terminal, as JSON otherwise; 0 when ok, 1 when not. */
export async function parseCommand(args: readonly string[]): Promise<number> {
  if (wantsHelp(args)) {
    process.stdout.write(formatHelp(parseHelp));
    return 0;
  }
  const { options, outcome } = await salvageInput(args, { json: "boolean" });
  if (options["json"] !== true && process.stdout.isTTY === true) {
    process.stdout.write(showOutcome(outcome, paint(colourWanted(process.stdout))));
    return outcome.ok ? 0 : 1;
  }
  const { text: _raw, ...error } = outcome.ok ? { text: undefined } : outcome.error;
  process.stdout.write(
    `${JSON.stringify(outcome.ok ? { ok: true, value: outcome.value, steps: outcome.steps } : { ok: false, error, steps: outcome.steps }, null, 2)}\n`,
  );
  if (!outcome.ok) process.stderr.write(`${failureLine(outcome.error)}\n`);
  return outcome.ok ? 0 : 1;
}
