import { typeAllows } from "../json.js";
import type { Rule } from "../rule.js";

/** Longest string this rule will parse; longer JSON-in-a-string is left to fail validation. */
const maxLength = 1_000_000;

/**
 * `parse-json-string`: an object or array written as a JSON string (`"{\"selector\": \"#btn\"}"`) where an
 * object or array is expected (an object also where a list is, for `single-to-array` to finish). Only strict
 * JSON is read, and only when the node does not accept strings.
 */
export const parseJsonString: Rule = {
  name: "parse-json-string",
  cost: 1,
  apply(value, { node }) {
    if (typeof value !== "string" || value.length > maxLength || typeAllows(node.types, "string")) return undefined;
    const wantsObject = typeAllows(node.types, "object");
    const wantsArray = typeAllows(node.types, "array");
    const text = value.trim();
    const first = text[0];
    // An object where a list is expected is decoded too: `single-to-array` then makes it the list's one item.
    if (!((first === "{" && (wantsObject || wantsArray)) || (first === "[" && wantsArray))) return undefined;
    try {
      return { value: JSON.parse(text) as unknown };
    } catch {
      return undefined;
    }
  },
};
