import type { GuideNode } from "../schema/index.js";

/**
 * Whether plain text (a ReAct `Action Input: #btn`) can be the input of a tool as a string: the tool's
 * schema is a string, or an object with exactly one required property, a string.
 * @example acceptsBareText(guideOf({ type: "object", properties: { selector: { type: "string" } }, required: ["selector"] })) // true
 */
export function acceptsBareText(guide: GuideNode | undefined): boolean {
  if (guide === undefined || guide.types === undefined) return false;
  if (guide.types.has("string")) return true;
  if (!guide.types.has("object")) return false;
  let only: GuideNode | undefined;
  for (const property of guide.properties.values()) {
    if (!property.required) continue;
    if (only !== undefined) return false;
    only = property.node;
  }
  return only?.types?.has("string") === true;
}
