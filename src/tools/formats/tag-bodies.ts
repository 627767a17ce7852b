import type { FormatContext, FoundCall } from "./call-format.js";
import { finder, visibleOccurrences } from "./markers.js";

/** Most declared tools looked for as tags (each is one search of the text): beyond it these formats read nothing, as a toolset that large uses other markup. */
const maxTaggedTools = 256;

/** A tool name that can stand as an element's name. */
const tagName = /^[A-Za-z_][\w.-]*$/;

/**
 * The declared tools a format that writes calls as elements named after the tool (morph-xml, yaml-xml,
 * yaml-lines) looks for: those whose name can be a tag, or none past `maxTaggedTools` (`undefined`).
 */
export function taggedTools(context: FormatContext): readonly string[] | undefined {
  if (context.tools.length > maxTaggedTools) return undefined;
  return context.tools.filter((name) => tagName.test(name));
}

/** One `<name>…</name>` element: where it opens, its body, and where its closer starts (`-1`: never closed). */
export interface TagBody {
  readonly at: number;
  readonly body: string;
  readonly end: number;
}

/**
 * Each `<name>` element outside hidden ranges whose body `isBody` accepts, in text order, with its body up to the
 * first `</name>` after it; an opener inside an element already taken is part of it. An accepted element never
 * closed is the last one given (its body runs to the end of the text). Linear: one forward search per marker.
 */
export function tagBodies(text: string, name: string, context: FormatContext, isBody: (body: string) => boolean): TagBody[] {
  const open = `<${name}>`;
  const close = `</${name}>`;
  const closeAt = finder(text, close);
  const found: TagBody[] = [];
  let taken = 0;
  for (const at of visibleOccurrences(text, open, context.hidden, context.maxCalls)) {
    if (at < taken) continue;
    const end = closeAt(at + open.length);
    const body = text.slice(at + open.length, end === -1 ? undefined : end);
    if (!isBody(body)) continue;
    found.push({ at, body, end });
    if (end === -1) break;
    taken = end + close.length;
  }
  return found;
}

/** The calls in text order, each call that starts inside an earlier one left out as part of it (`undefined`: none). */
export function outermostInOrder(calls: FoundCall[]): FoundCall[] | undefined {
  if (calls.length === 0) return undefined;
  calls.sort((a, b) => a.span.start - b.span.start);
  return calls.filter((call, i) => i === 0 || call.span.start >= (calls[i - 1] as FoundCall).span.end);
}
