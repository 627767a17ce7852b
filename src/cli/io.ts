import { readFile } from "node:fs/promises";

/** A usage or input problem: exit code 2 and a one-line message. */
export class UsageError extends Error {}

/** Reads a file, or standard input when no path is given. */
export async function readInput(path: string | undefined): Promise<string> {
  if (path !== undefined && path !== "-") {
    try {
      return await readFile(path, "utf8");
    } catch (error) {
      throw new UsageError(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    }
  }
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Reads and parses a JSON file; any problem is a usage error naming `what` it should hold. */
export async function readJson(path: string, what: string): Promise<unknown> {
  const text = await readInput(path);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UsageError(`${what} ${path} is not valid JSON: ${(error as Error).message}`);
  }
}

/** Reads and parses a JSON Schema file; any problem is a usage error. */
export async function readSchema(path: string): Promise<Record<string, unknown>> {
  const schema = await readJson(path, "schema");
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) {
    throw new UsageError(`schema ${path} must be a JSON Schema object`);
  }
  return schema as Record<string, unknown>;
}

/** Splits arguments into flags with values and positional arguments; unknown flags are usage errors. */
export function parseArgs(
  args: readonly string[],
  flags: Readonly<Record<string, "value" | "boolean">>,
): { options: Record<string, string | true>; positional: string[] } {
  const options: Record<string, string | true> = {};
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    const name = arg.slice(2);
    const kind = flags[name];
    if (kind === undefined) throw new UsageError(`unknown option ${arg}`);
    if (kind === "boolean") {
      options[name] = true;
      continue;
    }
    const value = args[++i];
    if (value === undefined) throw new UsageError(`${arg} needs a value`);
    options[name] = value;
  }
  return { options, positional };
}
