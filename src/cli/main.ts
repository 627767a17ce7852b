import { readFileSync } from "node:fs";
import { useRe2 } from "../re2/index.js";
import { UsageError } from "./io.js";
import { corpusCommand, corpusUsage } from "./corpus-command.js";
import { parseCommand, parseUsage } from "./parse-command.js";
import { repairCommand, repairUsage } from "./repair-command.js";
import { toolsCommand, toolsUsage } from "./tools-command.js";

// Bundle size is no concern on the command line: schema patterns run on RE2 (linear time, no step budget).
useRe2();

const commands: Record<string, (args: readonly string[]) => Promise<number>> = {
  parse: parseCommand,
  repair: repairCommand,
  tools: toolsCommand,
  corpus: corpusCommand,
};

const usage = [
  `usage: ${parseUsage}`,
  `       ${repairUsage}`,
  `       ${toolsUsage}`,
  `       ${corpusUsage}`,
  "",
  "  parse   a model's answer → the value of a JSON Schema, or why not, with every fix",
  "  repair  a model's answer → only the repaired JSON on stdout, for shell pipelines",
  "  tools   a model's answer → typed tool calls, from the tool definitions you send",
  "  corpus  a JSONL corpus → what was recovered, per category; --compare with an earlier run",
  "",
  "salvage COMMAND --help shows a command's options and examples; salvage --version the version.",
].join("\n");

/** Runs one CLI command; exit 2 with a one-line message on usage errors and unreadable input. */
async function main(argv: readonly string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === "--help" || name === "-h") {
    process.stdout.write(`${usage}\n`);
    return name === undefined ? 2 : 0;
  }
  if (name === "--version" || name === "-v") {
    process.stdout.write(`${version()}\n`);
    return 0;
  }
  const command = commands[name];
  if (command === undefined) throw new UsageError(`unknown command ${name}\n${usage}`);
  return command(args);
}

/** The package's version, from the package.json two folders above dist/cli/main.js. */
function version(): string {
  try {
    const read = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version?: unknown };
    return typeof read.version === "string" ? read.version : "unknown";
  } catch {
    return "unknown";
  }
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
