/**
 * Whether `text` is one string in typographic quotes, `“…”` or `‘…’` (`one`); opens and closes with them but
 * closes them inside too, as in `‘don’t’` (`unclear`: no reading is safe); or neither (`none`).
 */
export function smartQuoting(text: string): "one" | "unclear" | "none" {
  const open = text.charCodeAt(0);
  const close = open === 0x201c ? 0x201d : open === 0x2018 ? 0x2019 : -1;
  if (close < 0 || text.length < 2 || text.charCodeAt(text.length - 1) !== close) return "none";
  return text.indexOf(String.fromCharCode(close), 1) === text.length - 1 ? "one" : "unclear";
}
