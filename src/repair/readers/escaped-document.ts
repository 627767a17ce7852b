import type { Reader } from "../reader.js";

/**
 * The reader `escaped-document`: a whole document written as if inside a JSON string (`{\"a\": 1}`, its
 * first quote escaped) is decoded as the JSON string body it is, then read as strict JSON. jsonrepair only
 * drops the backslash before a quote, and reads any other escape one level short.
 */
export const escapedDocument: Reader = {
  name: "escaped-document",
  jsonData: true,
  read: (text) => {
    const trimmed = text.trim();
    const first = trimmed.charCodeAt(0);
    const quote = trimmed.indexOf('"');
    if ((first !== 0x7b && first !== 0x5b) || quote < 1 || trimmed.charCodeAt(quote - 1) !== 0x5c) return undefined;
    try {
      const decoded: unknown = JSON.parse(`"${trimmed}"`);
      return typeof decoded === "string" ? { value: JSON.parse(decoded) as unknown, repairs: ["escaped quotes"] } : undefined;
    } catch {
      return undefined;
    }
  },
};
