import { jsonEscapes } from "./string-escapes.js";

/** Undoes one level of string escaping, one chunk at a time. */
export interface Unescaper {
  /** Unescapes `chunk`; a backslash at its end waits for the next chunk. */
  feed(chunk: string): string;
}

/**
 * Creates an unescaper for documents written as the inside of a JSON string
 * (`{\"a\": \"b\"}`). `\uXXXX` and unknown escapes pass through unchanged: inside a
 * string the parser then decodes `\uXXXX` to the same character, and elsewhere it fails
 * on them, which is right.
 */
export function createUnescaper(): Unescaper {
  let pending = false; // the previous chunk ended with a backslash
  return {
    feed(chunk) {
      let out = "";
      let i = 0;
      if (pending && chunk.length > 0) {
        pending = false;
        const ch = chunk[0] as string;
        out += jsonEscapes[ch] ?? `\\${ch}`;
        i = 1;
      }
      while (i < chunk.length) {
        const slash = chunk.indexOf("\\", i);
        if (slash < 0) {
          out += chunk.slice(i);
          break;
        }
        out += chunk.slice(i, slash);
        if (slash + 1 === chunk.length) {
          pending = true;
          break;
        }
        const ch = chunk[slash + 1] as string;
        out += jsonEscapes[ch] ?? `\\${ch}`;
        i = slash + 2;
      }
      return out;
    },
  };
}
