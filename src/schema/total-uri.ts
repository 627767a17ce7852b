// Percent-encoding that is total on JavaScript strings. A lone surrogate ("\uD800") is a legal JavaScript string and a
// legal JSON key, but it has no UTF-8 encoding, so `encodeURI` throws "URI malformed" on it and `decodeURIComponent`
// refuses its bytes. Here a lone surrogate is written as the three bytes of its generalised UTF-8 (WTF-8) form
// (`%ED%A0%80`) and read back from them; every other character is encoded and decoded exactly as the built-ins do.

const nativeEncodeURI = encodeURI;

/** A surrogate that is not half of a pair. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `encodeURI`, with a lone surrogate written as its WTF-8 bytes instead of a throw. */
export function encodeUriTotal(text: string): string {
  let encoded = "";
  let from = 0;
  for (const match of text.matchAll(LONE_SURROGATE)) {
    const at = match.index;
    const code = text.charCodeAt(at);
    encoded += nativeEncodeURI(text.slice(from, at)) + percent(0xe0 | (code >> 12)) + percent(0x80 | ((code >> 6) & 0x3f)) + percent(0x80 | (code & 0x3f));
    from = at + 1;
  }
  return from === 0 ? nativeEncodeURI(text) : encoded + nativeEncodeURI(text.slice(from));
}

function percent(byte: number): string {
  return `%${byte.toString(16).toUpperCase()}`;
}

/** The WTF-8 bytes of one lone surrogate (`%ED%A0%80` … `%ED%BF%BF`). */
const SURROGATE_BYTES = /%ED%[AB][0-9A-F]%[89AB][0-9A-F]/gi;

/**
 * `decodeURIComponent`, reading the WTF-8 bytes of a lone surrogate as that surrogate; `undefined` (never a throw)
 * where the text is no percent-encoding (a `%` without two hex digits, bytes that are not UTF-8).
 */
export function decodeUriTotal(text: string): string | undefined {
  let decoded = "";
  let from = 0;
  try {
    for (const match of text.matchAll(SURROGATE_BYTES)) {
      const bits = parseInt(match[0].replace(/%/g, ""), 16);
      decoded += decodeURIComponent(text.slice(from, match.index)) + String.fromCharCode(0xd000 | ((bits >> 2) & 0xfc0) | (bits & 0x3f));
      from = match.index + 9;
    }
    return decoded + decodeURIComponent(text.slice(from));
  } catch {
    return undefined;
  }
}

/**
 * Runs `work` with the global `encodeURI` total (`encodeUriTotal`) and puts the built-in back after, whatever happens.
 * The validator (@cfworker/json-schema) writes every property name into a location with `encodeURI`, which throws on a
 * lone surrogate: a schema or value with such a key would be "invalid" though nothing is wrong with it. `work` is
 * synchronous, so no other code runs while the global is replaced; where the global cannot be replaced (a frozen
 * realm), `work` runs as it is.
 */
export function withTotalEncodeURI<T>(work: () => T): T {
  const global = globalThis as { encodeURI: (text: string) => string };
  try {
    global.encodeURI = encodeUriTotal;
  } catch {
    return work();
  }
  try {
    return work();
  } finally {
    global.encodeURI = nativeEncodeURI;
  }
}

/** Runs `work`, and once more with a total `encodeURI` when it threw "URI malformed" (a lone surrogate in a key). */
export function totalOnSurrogates<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof URIError)) throw error;
    return withTotalEncodeURI(work);
  }
}
