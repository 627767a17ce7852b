import { readJson } from "../../text/strict-json.js";
import type { Reader } from "../reader.js";

// How far a candidate is read strictly before JSON.parse: what models write wrong mostly shows in its first
// characters (a single quote, a bare key), and a refuted text skips the exception JSON.parse would throw.
const precheckLength = 256;

/** The reader `strict`: the text as strict JSON (`JSON.parse`), with no repair. The fast path. */
export const strictJson: Reader = {
  name: "strict",
  jsonData: true,
  verbatim: true,
  read: (text, context) => readJson(text, precheckLength, context?.memo),
};
