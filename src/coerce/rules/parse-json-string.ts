import { typeAllows } from "../json.js";
import type { Rule } from "../rule.js";
import type { GuideNode } from "../../schema/guide-types.js";

/** Longest string this rule will parse; longer JSON-in-a-string is left to fail validation. */
const maxLength = 1_000_000;

/** How many times a value may have been written as a JSON string inside a JSON string (`"\"42\""`). */
const maxLevels = 8;

/**
 * `parse-json-string`: an object or array written as a JSON string (`"{\"selector\": \"#btn\"}"`) where an
 * object or array is expected (an object also where a list is, for `single-to-array` to finish), and a value
 * encoded as a JSON string once more or several times (`"\"42\""`, `"\"[10, 20]\""`), unwrapped to the
 * string it holds for the scalar rules to finish. Only strict JSON is read, and only when the node does not
 * accept strings: nothing is dropped but the quotes the encoding added. A string is not unwrapped to a string
 * where a list of strings is expected: it is the list's one item as written (`single-to-array`).
 */
/**
 * Whether the node is a list whose items take strings: a string there is one item as it stands
 * (`"\"\""` is the list `["\"\""]`), so unwrapping its quotes would be a second, different reading.
 */
function stringItem(node: GuideNode): boolean {
  return typeAllows(node.types, "array") && (node.items === undefined || typeAllows(node.items.types, "string"));
}

export const parseJsonString: Rule = {
  name: "parse-json-string",
  cost: 1,
  apply(value, { node }) {
    if (typeof value !== "string" || value.length > maxLength || typeAllows(node.types, "string")) return undefined;
    let text = value.trim();
    let unwrapped = false;
    for (let level = 0; level < maxLevels && text.length >= 2 && text.startsWith('"') && text.endsWith('"'); level++) {
      let inner: unknown;
      try {
        inner = JSON.parse(text);
      } catch {
        break;
      }
      if (typeof inner !== "string") break;
      text = inner.trim();
      unwrapped = true;
    }
    const wantsObject = typeAllows(node.types, "object");
    const wantsArray = typeAllows(node.types, "array");
    const first = text[0];
    // An object where a list is expected is decoded too: `single-to-array` then makes it the list's one item.
    if (!((first === "{" && (wantsObject || wantsArray)) || (first === "[" && wantsArray))) return unwrapped && !stringItem(node) ? { value: text } : undefined;
    try {
      return { value: JSON.parse(text) as unknown };
    } catch {
      return unwrapped ? { value: text } : undefined;
    }
  },
};
