import type { PieceKind } from "./types.js";

/** A piece's name when it is a non-empty string, else `undefined` (the piece is unusable). */
export function pieceName(piece: unknown): string | undefined {
  if (typeof piece !== "object" || piece === null) return undefined;
  const name: unknown = (piece as { name?: unknown }).name;
  return typeof name === "string" && name !== "" ? name : undefined;
}

/**
 * The message of a `skip` step for a piece that threw.
 * @example pieceThrewMessage(new Error("boom")) // "It threw Error: boom; skipped."
 */
export function pieceThrewMessage(error: unknown): string {
  let said: string;
  try {
    said = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  } catch {
    said = "a value that cannot be shown";
  }
  return `It threw ${said.length > 200 ? `${said.slice(0, 200)}…` : said}; skipped.`;
}

/**
 * The message of a `skip` step for something given as a piece that is not one.
 * @example notAPieceMessage("extractor") // "Not an extractor: it needs a non-empty string name and a find function; skipped."
 */
export function notAPieceMessage(kind: PieceKind): string {
  const shape = { extractor: "a find function", reader: "a read function", rule: "an apply function", format: "a read function" }[kind];
  return `Not ${kind === "extractor" ? "an" : "a"} ${kind}: it needs a non-empty string name and ${shape}; skipped.`;
}
