import { salvage, type Outcome } from "../index.js";
import { parseArgs, parseSize, readSchema, readText, UsageError } from "./io.js";

/** The flags `parse` and `repair` share: the schema, truncation and the size limit. */
const inputFlags = { schema: "value", "allow-truncated": "boolean", "max-size": "value" } as const;

/**
 * Reads the arguments `salvage parse` and `salvage repair` share (`--schema`, `--allow-truncated`, `--max-size`,
 * at most one input file or `-`), and salvages the input with them. An unusable schema is a usage error.
 * `extraFlags` are the command's own flags, returned in `options`.
 */
export async function salvageInput(
  args: readonly string[],
  extraFlags: Readonly<Record<string, "value" | "boolean">>,
): Promise<{ options: Record<string, string | true>; outcome: Outcome<unknown> }> {
  const { options, positional } = parseArgs(args, { ...inputFlags, ...extraFlags });
  if (positional.length > 1) throw new UsageError(`expected at most one input file, got ${positional.length}`);
  const maxSize = typeof options["max-size"] === "string" ? parseSize(options["max-size"], "--max-size") : undefined;
  const schema = typeof options["schema"] === "string" ? await readSchema(options["schema"]) : {};
  const text = await readText(positional[0]);
  const outcome = salvage(schema, { allowTruncated: options["allow-truncated"] === true, ...(maxSize === undefined ? {} : { maxSize }) })(text);
  if (!outcome.ok && outcome.error.code === "invalid-schema") throw new UsageError(`unusable schema: ${outcome.error.message}`);
  return { options, outcome };
}
