import type { Outcome } from "../outcome/types.js";
import type { ReadSettings } from "../repair/index.js";

/**
 * Whether a candidate was read by a reader that declares `mayBeCutOff` (`unclosed-string`, which closes the last
 * string where its closers may be the string's): where the schema then does not accept the value, the text is
 * likelier a cut-off one, so the reading is taken back and the candidate read again without those readers (it then
 * fails `truncated`, or reads as cut off where the caller allows that).
 */
export function readByCutOffReader(repaired: Outcome<unknown>, settings: ReadSettings): boolean {
  if (!repaired.ok) return false;
  const names = new Set(settings.readers.filter((reader) => reader.mayBeCutOff === true).map((reader) => reader.name));
  return names.size > 0 && repaired.steps.some((step) => step.stage === "repair" && names.has(step.reader));
}

/** The read settings without the readers that declare `mayBeCutOff`. */
export function withoutCutOffReaders(settings: ReadSettings): ReadSettings {
  return { ...settings, readers: settings.readers.filter((reader) => reader.mayBeCutOff !== true) };
}
