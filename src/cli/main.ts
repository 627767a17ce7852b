import { UsageError } from "./io.js";
import { corpusCommand, corpusUsage } from "./corpus-command.js";
import { parseCommand, parseUsage } from "./parse-command.js";
import { toolsCommand, toolsUsage } from "./tools-command.js";

const commands: Record<string, (args: readonly string[]) => Promise<number>> = {
  parse: parseCommand,
  tools: toolsCommand,
  corpus: corpusCommand,
};

const usage = [
  `usage: ${parseUsage}`,
  `       ${toolsUsage}`,
  `       ${corpusUsage}`,
  "",
  "  parse   a model's answer → the value of a JSON Schema, or why not, with every fix",
  "  tools   a model's answer → typed tool calls, from the tool definitions you send",
  "  corpus  a JSONL corpus → what was recovered, per category; --compare with an earlier run",
  "",
  "salvage COMMAND --help shows a command's options and examples.",
].join("\n");

/** Runs one CLI command; exit 2 with a one-line message on usage errors and unreadable input. */
async function main(argv: readonly string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === "--help" || name === "-h") {
    process.stdout.write(`${usage}\n`);
    return name === undefined ? 2 : 0;
  }
  const command = commands[name];
  if (command === undefined) throw new UsageError(`unknown command ${name}\n${usage}`);
  return command(args);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const message = error instanceof UsageError ? error.message : `internal error: ${String(error)}`;
    process.stderr.write(`salvage: ${message}\n`);
    process.exitCode = 2;
  },
);
