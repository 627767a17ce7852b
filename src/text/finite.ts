// A JSON number too large for a double (`1e400`, 400 digits) parses to Infinity, which is no JSON value and no number
// the model wrote. Such a number needs an exponent of three digits or more, or over 300 digits in a row: a text
// with neither cannot hold one, so the value read from it is not walked.

/**
 * Whether `text` may write a number beyond the double's range: an exponent of three digits or more after a digit or
 * a point (`1e400`, `2.5E-999`), or a run of over 300 digits. One pass; `false` means no number in it overflows.
 * @example mayOverflow('{"x": 1e400}') // true
 * @example mayOverflow('{"x": 1e40}') // false
 */
export function mayOverflow(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) {
      if (++run > 300) return true;
      continue;
    }
    run = 0;
    if ((c === 0x65 || c === 0x45) && i > 0) {
      const before = text.charCodeAt(i - 1);
      if (!((before >= 0x30 && before <= 0x39) || before === 0x2e)) continue;
      let k = i + 1;
      const sign = text.charCodeAt(k);
      if (sign === 0x2b || sign === 0x2d) k++;
      let digits = 0;
      while (digits < 3 && text.charCodeAt(k + digits) >= 0x30 && text.charCodeAt(k + digits) <= 0x39) digits++;
      if (digits === 3) return true;
    }
  }
  return false;
}
