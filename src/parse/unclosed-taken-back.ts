import type { Outcome } from "../outcome/types.js";
import { unclosedString } from "../repair/index.js";
import type { ReadSettings } from "../repair/index.js";

/**
 * Whether a candidate was read by closing its last string (`unclosed-string`): where the schema then does not
 * accept the value, the closers were likelier the string's and the text a cut-off one, so the reading is taken
 * back and the candidate read again without that reader (it then fails `truncated`, or reads as cut off where
 * the caller allows that).
 */
export function readByUnclosedString(repaired: Outcome<unknown>): boolean {
  return repaired.ok && repaired.steps.some((step) => step.stage === "repair" && step.reader === unclosedString.name);
}

/** The read settings without the `unclosed-string` reader. */
export function withoutUnclosedString(settings: ReadSettings): ReadSettings {
  return { ...settings, readers: settings.readers.filter((reader) => reader !== unclosedString) };
}
