import type { Reader } from "../reader.js";

/** The reader `strict`: the text as strict JSON (`JSON.parse`), with no repair. The fast path. */
export const strictJson: Reader = {
  name: "strict",
  read: (text) => {
    try {
      return { value: JSON.parse(text) as unknown };
    } catch {
      return undefined;
    }
  },
};
