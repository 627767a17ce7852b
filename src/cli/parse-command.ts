import { salvage } from "../index.js";
import { parseArgs, readInput, readSchema, UsageError } from "./io.js";

export const parseUsage = "salvage parse [--schema FILE.json] [--allow-truncated] [FILE]";

/** `salvage parse`: prints the outcome as JSON; 0 when ok, 1 when the text could not be salvaged. */
export async function parseCommand(args: readonly string[]): Promise<number> {
  const { options, positional } = parseArgs(args, { schema: "value", "allow-truncated": "boolean" });
  if (positional.length > 1) throw new UsageError(`expected at most one input file, got ${positional.length}`);
  const schema = typeof options["schema"] === "string" ? await readSchema(options["schema"]) : {};
  const text = await readInput(positional[0]);
  const parser = salvage(schema, { allowTruncated: options["allow-truncated"] === true });
  const outcome = parser(text);
  if (!outcome.ok && outcome.error.code === "invalid-schema") throw new UsageError(`unusable schema: ${outcome.error.message}`);
  const { text: _raw, ...error } = outcome.ok ? { text: undefined } : outcome.error;
  process.stdout.write(
    `${JSON.stringify(outcome.ok ? { ok: true, value: outcome.value, steps: outcome.steps } : { ok: false, error, steps: outcome.steps }, null, 2)}\n`,
  );
  if (!outcome.ok) process.stderr.write(`salvage: ${outcome.error.code}: ${firstLine(outcome.error.message)}\n`);
  return outcome.ok ? 0 : 1;
}

function firstLine(text: string): string {
  const end = text.indexOf("\n");
  return end === -1 ? text : text.slice(0, end);
}
