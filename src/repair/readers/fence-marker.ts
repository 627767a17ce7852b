import { excerptAt } from "../excerpt.js";

/**
 * Offset of a fence marker (three backticks) outside double-quoted strings, or -1. Inside a structure it is
 * markup (`[```\n{"a": "b"}\n```]`): jsonrepair would read each backtick run as a string (`["`", {…}, "`"]).
 */
export function fenceMarkerAt(text: string): number {
  let i = text.indexOf("```");
  if (i < 0) return -1;
  let inString = false;
  for (i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x60 && text.charCodeAt(i + 1) === 0x60 && text.charCodeAt(i + 2) === 0x60) return i;
  }
  return -1;
}

/** Failure message for a fence marker inside a value. */
export function fenceMarkerMessage(text: string, position: number): string {
  return `The text is not valid JSON: a fence marker (\`\`\`) stands inside the value (${excerptAt(text, position)}); it is markup, not a string, so the text is not repaired.`;
}
