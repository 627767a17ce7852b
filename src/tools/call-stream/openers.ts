import type { CallBody, CallOpener } from "../formats/call-format.js";
import { foldTokens } from "../formats/token-fold.js";

/** One way to read what follows a watched token: the format it belongs to and its opener, compiled. */
export interface OpenerReading {
  readonly format: string;
  readonly opener: CallOpener;
  /** The head, matched from the token's end (its name and where the arguments begin). */
  readonly head: RegExp | undefined;
  /** The body's markup with special tokens folded. */
  readonly body: CallBody;
}

/** A token the tracker watches for: skipped text (a reasoning block, a code fence), or the readings of the formats that open a call with it. */
export type Watched =
  | { readonly token: string; readonly kind: "think" | "fence" | "json" }
  | { readonly token: string; readonly kind: "call"; readonly readings: readonly OpenerReading[] };

/** Most declared tools watched for by name (morph-xml tags, name-json lines): each is one more search of the stream. */
export const maxNamedTools = 64;

/**
 * Reasoning blocks and code fences, skipped whole, and JSON objects in prose (`{"`), read as JSON: markup
 * in them (or in their strings) is never a call.
 */
const skipped: readonly Watched[] = [
  { token: "<think>", kind: "think" },
  { token: "```", kind: "fence" },
  { token: "{", kind: "json" },
];

const bodies = new Set(["calls", "arguments", "python", "literal", "xml", "elements"]);

/**
 * The tokens to watch for in a toolset's stream, from the openers its format pieces declare: special tokens
 * folded (ASCII and full width alike), formats that share a token read as alternatives of one. A piece
 * whose openers are not usable (not a list, a throwing function, a malformed opener) simply has none.
 */
export function watchedOpeners(formats: readonly unknown[], names: readonly string[]): readonly Watched[] {
  const byToken = new Map<string, OpenerReading[]>();
  for (const piece of formats) {
    if (typeof piece !== "object" || piece === null) continue;
    const { name, openers } = piece as { name?: unknown; openers?: unknown };
    if (typeof name !== "string") continue;
    for (const opener of openersOf(openers, names)) {
      const token = foldTokens(opener.token);
      const readings = byToken.get(token) ?? [];
      // The same opener declared twice (morph-xml and yaml-xml's tags) is read once.
      if (readings.some((reading) => sameOpener(reading.opener, opener))) continue;
      readings.push({ format: name, opener, head: compiled(opener.head), body: foldedBody(opener.body) });
      byToken.set(token, readings);
    }
  }
  return [...skipped, ...[...byToken].map(([token, readings]) => ({ token, kind: "call" as const, readings }))];
}

function openersOf(openers: unknown, names: readonly string[]): CallOpener[] {
  let list: unknown = openers;
  if (typeof openers === "function") {
    // Openers made from the declared names: one more search of the stream each, so only for a few tools.
    if (names.length > maxNamedTools) return [];
    try {
      list = (openers as (tools: readonly string[]) => unknown)(names);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? list.filter(isOpener) : [];
}

function isOpener(value: unknown): value is CallOpener {
  if (typeof value !== "object" || value === null) return false;
  const opener = value as Partial<CallOpener>;
  const body = opener.body as { read?: unknown } | undefined;
  if (typeof opener.token !== "string" || opener.token === "" || opener.token.length > 256) return false;
  if (opener.head !== undefined && !(opener.head instanceof RegExp)) return false;
  if (opener.name !== undefined && typeof opener.name !== "string") return false;
  if (typeof body !== "object" || body === null || !bodies.has(body.read as string)) return false;
  if (body.read === "xml") {
    const xml = body as Partial<Extract<CallBody, { read: "xml" }>>;
    const pair = (p: unknown): boolean => Array.isArray(p) && p.length === 2 && p.every((s) => typeof s === "string") && p[1] !== "";
    return pair(xml.key) && pair(xml.value) && typeof xml.end === "string" && xml.end !== "";
  }
  if (body.read === "literal") return Array.isArray((body as { syntax?: { rawQuotes?: unknown } }).syntax?.rawQuotes);
  return true;
}

/** The head without flags that change where `exec` starts, with indices (the name is sliced from the text as written). */
function compiled(head: RegExp | undefined): RegExp | undefined {
  return head === undefined ? undefined : new RegExp(head.source, `${head.flags.replace(/[dgy]/g, "")}d`);
}

function foldedBody(body: CallBody): CallBody {
  if (body.read !== "xml") return body;
  const key = [foldTokens(body.key[0]), foldTokens(body.key[1])] as const;
  const value = [foldTokens(body.value[0]), foldTokens(body.value[1])] as const;
  return { ...body, key, value, end: foldTokens(body.end) };
}

function sameOpener(a: CallOpener, b: CallOpener): boolean {
  return a.name === b.name && a.head?.source === b.head?.source && JSON.stringify(a.body) === JSON.stringify(b.body) && a.namespaced === b.namespaced;
}
