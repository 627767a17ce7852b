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

/**
 * Reads what a model wrote (a file, or standard input for `-` or no path) as text, refusing input that is
 * not text: a NUL byte, or bytes that are not UTF-8. Such input would be read as an empty answer or print
 * control characters to the terminal, and no model writes it.
 */
export async function readText(path: string | undefined): Promise<string> {
  let bytes: Buffer;
  if (path !== undefined && path !== "-") {
    try {
      bytes = await readFile(path);
    } catch (error) {
      throw new UsageError(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    }
  } else {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    bytes = Buffer.concat(chunks);
  }
  const name = path === undefined || path === "-" ? "standard input" : path;
  const problem = binaryProblem(bytes);
  if (problem !== undefined) throw new UsageError(`${name} is not text (${problem}): salvage reads what a model wrote, as UTF-8 text`);
  return bytes.toString("utf8");
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** Why bytes are not text, or undefined when they are: a NUL byte, or a sequence that is not UTF-8. */
export function binaryProblem(bytes: Uint8Array): string | undefined {
  const nul = bytes.indexOf(0);
  if (nul !== -1) return `a NUL byte at offset ${nul}`;
  try {
    strictUtf8.decode(bytes);
  } catch {
    return "bytes that are not UTF-8";
  }
  return undefined;
}

const UNITS: Readonly<Record<string, number>> = { "": 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };

/** A size option: a whole number, optionally with k, M or G (binary units, a `B`/`iB` after them allowed). */
export function parseSize(text: string, flag: string): number {
  const match = /^(\d{1,15})\s*([kmg]?)(?:i?b)?$/i.exec(text.trim());
  const size = match === null ? Number.NaN : Number(match[1]) * (UNITS[(match[2] as string).toLowerCase()] as number);
  if (!Number.isSafeInteger(size) || size < 1) throw new UsageError(`${flag} must be a size such as 50000000, 64M or 1G, got ${text}`);
  return size;
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
