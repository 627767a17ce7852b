import type { Candidate } from "../outcome/types.js";
import type { Extractor } from "./extractor.js";
import { pushVisible } from "./candidate.js";
import { createSkipper, matchTag, type TextRange } from "./scan.js";
import { findHiddenRanges } from "./think.js";

/** The tags whose content is a candidate, by default. */
export const DEFAULT_TAGS: readonly string[] = [
  "json",
  "output",
  "answer",
  "result",
  "response",
  "tool_call",
  "function_call",
  "arguments",
  "data",
];

/**
 * Tagged blocks such as `<json>…</json>` or `<tool_call name="x">…</tool_call>`: tag names are
 * case-insensitive and the opener may carry attributes. A closer pairs with the nearest open tag of
 * its name (nested blocks each give a candidate). An opener left open after the last closer of its
 * name runs to the end of the text (`unterminated`). Spans are the trimmed content, in text order;
 * empty blocks are skipped. The label is the tag name, lower-cased.
 *
 * @example findTags("<json>[1]</json>") // [{ text: "[1]", start: 6, end: 9, source: "tag", label: "json" }]
 */
export function findTags(
  text: string,
  hidden: readonly TextRange[] = findHiddenRanges(text),
  tags: readonly string[] = DEFAULT_TAGS,
): Candidate[] {
  // One pass over `<` characters; pairing uses the stacks, so no closer is searched for twice.
  let i = text.indexOf("<");
  if (i === -1) return []; // no tag at all: the usual answer, settled by one native search
  const wanted = new Set(tags.map((t) => t.toLowerCase()));
  const skip = createSkipper(hidden);
  const found: Candidate[] = [];
  // Per tag name: the content starts of its open tags (a stack), and where its last closer ended.
  const openByName = new Map<string, number[]>();
  const lastCloseByName = new Map<string, number>();
  while (i !== -1) {
    const visible = skip(i);
    if (visible !== i) {
      i = text.indexOf("<", visible);
      continue;
    }
    const tag = matchTag(text, i);
    if (tag === undefined) {
      i = text.indexOf("<", i + 1);
      continue;
    }
    if (wanted.has(tag.name) && !tag.selfClosing) {
      const stack = openByName.get(tag.name) ?? [];
      openByName.set(tag.name, stack);
      if (!tag.closing) {
        stack.push(tag.end);
      } else {
        const contentStart = stack.pop();
        // tolerance: a closer with no opener is ignored.
        if (contentStart !== undefined) pushVisible(found, text, contentStart, tag.start, hidden, "tag", tag.name, false);
        lastCloseByName.set(tag.name, tag.end);
      }
    }
    i = text.indexOf("<", tag.end);
  }
  for (const [name, stack] of openByName) {
    // tolerance: the earliest opener still open after the last closer of its name was cut off at
    // the end of the output; earlier unmatched openers were mentions in prose ("use <json> tags").
    const lastClose = lastCloseByName.get(name) ?? 0;
    const first = stack.find((contentStart) => contentStart > lastClose);
    if (first !== undefined) pushVisible(found, text, first, text.length, hidden, "tag", name, true);
  }
  return found.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** What a text must hold for a tag to stand in it (see `Extractor.needs`). */
const tagOpeners: readonly string[] = /* @__PURE__ */ Object.freeze(["<"]);

/**
 * The extractor `tag`: the content of tagged blocks (`<json>…</json>`), for the given tag names
 * (case-insensitive; default {@link DEFAULT_TAGS}).
 * @example salvage(schema, { extractors: [whole, tag(["answer", "result"])] })
 */
export function tag(names: readonly string[] = DEFAULT_TAGS): Extractor {
  const wanted = Array.isArray(names) ? names.filter((t) => typeof t === "string") : DEFAULT_TAGS;
  return { name: "tag", likelihood: "high", kind: "container", needs: tagOpeners, find: (text, context) => findTags(text, context.hidden, wanted) };
}
