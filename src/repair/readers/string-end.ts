// Where a string or a comment ends, for the readers that rewrite a text before reading it (stray-commas, html-comments, unquoted-lines):
// every quote style the tolerant parser and jsonrepair read, so a rewrite never touches a string's content.

/** Whether `c` (after `previous`, the last significant character) opens a string: `"`, `` ` `` and `“` anywhere, `'` and `‘` only where a key or value starts. */
export function opensString(c: number, previous: number): boolean {
  if (c === 0x22 || c === 0x60 || c === 0x201c) return true;
  if (c !== 0x27 && c !== 0x2018) return false;
  return previous === 0 || previous === 0x7b || previous === 0x5b || previous === 0x2c || previous === 0x3a;
}

/** One past the quote that closes the string opening at `i` (escapes skipped), or the end of the text. */
export function stringEnd(text: string, i: number): number {
  const open = text.charCodeAt(i);
  const close = open === 0x201c ? 0x201d : open === 0x2018 ? 0x2019 : open;
  let j = i + 1;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (c === 0x5c) j += 2;
    else if (c === close || (open === 0x2018 && c === 0x27) || (open === 0x201c && c === 0x201c)) return j + 1;
    else j++;
  }
  return text.length;
}

/** One past the line or block comment opening at `i` (a line comment ends before its newline), or `undefined` when none opens there. */
export function commentEnd(text: string, i: number): number | undefined {
  if (text.charCodeAt(i) !== 0x2f) return undefined;
  const next = text.charCodeAt(i + 1);
  if (next !== 0x2f && next !== 0x2a) return undefined;
  const close = next === 0x2f ? text.indexOf("\n", i + 2) : text.indexOf("*/", i + 2);
  return close < 0 ? text.length : next === 0x2f ? close : close + 2;
}

/**
 * Whether what follows a string's closing quote at `i`, past spaces, is `:`, `,`, a closer, a comment, `also`
 * (markup the reader removes) or the end. When it is not (`"x"y"`: a quote left unescaped), the quotes do not
 * pair as written, so where strings end is unknown and a rewrite could cut into a string's content.
 */
export function endsCleanly(text: string, i: number, also?: string): boolean {
  let j = i;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) {
      j++;
      continue;
    }
    return c === 0x3a || c === 0x2c || c === 0x7d || c === 0x5d || c === 0x2f || (also !== undefined && text.startsWith(also, j));
  }
  return true;
}
