import type { Rule } from "../rule.js";

// What may stand between the value and its description: a dash, a colon or semicolon, an opening bracket, or a
// comma or full stop followed by a space (so `1,000` and `1.5` are no value and its description).
const separator = /^(\s*)([-\u2013\u2014:;(]|[,.](?=\s))(\s*)(.*)$/su;
// A description that opens by taking the value back or hedging it says the value is not the answer.
const takesBack = /^(?:\S+\s+){0,2}?(?:not|no|never|isn't|isn\u2019t|maybe|perhaps|probably|possibly|unsure|unclear|or)\b/iu;
const maxLength = 1024;
const maxChoices = 256;

/**
 * `enum-lead`: a string that opens with one allowed string, then a separator and its description
 * (`"HIGH - the risk is material"` → `"HIGH"` for `enum ["HIGH", "LOW"]`; also `HIGH: …`, `HIGH (…)`, `HIGH, …`,
 * `HIGH. …`). Case aside, the value must be written exactly and stand first. Not read when two allowed strings
 * could lead, when the description names another allowed string (`"HIGH - or LOW"`) or opens by taking the value
 * back or hedging it (`"HIGH - not really"`, `"HIGH: maybe"`), or when the separator is glued inside a word
 * (`"HIGH-risk"`). Lossy: the description is discarded (the step keeps it in `before`).
 */
export const enumLead: Rule = {
  name: "enum-lead",
  cost: 1,
  lossy: true,
  apply(value, { node }) {
    if (typeof value !== "string" || node.enum === undefined || node.enum.length > maxChoices || value.length > maxLength) return undefined;
    const text = value.trimStart();
    const lower = text.toLowerCase();
    let lead: string | undefined;
    let description = "";
    for (const allowed of node.enum) {
      if (typeof allowed !== "string" || allowed.trim() === "" || !lower.startsWith(allowed.toLowerCase())) continue;
      const after = separator.exec(text.slice(allowed.length));
      if (after === null) continue;
      const [, before = "", mark = "", following = "", rest = ""] = after;
      // A dash glued on both sides joins words (`HIGH-risk`), it does not separate a value from its description.
      if (/[-\u2013\u2014]/u.test(mark) && before === "" && following === "") continue;
      if (!/[\p{L}\p{N}]/u.test(rest)) continue;
      if (lead !== undefined && lead !== allowed) return undefined;
      lead = allowed;
      description = rest;
    }
    if (lead === undefined || takesBack.test(description)) return undefined;
    const words = description.toLowerCase();
    for (const allowed of node.enum) {
      if (typeof allowed === "string" && allowed !== lead && allowed.trim() !== "" && namesWord(words, allowed.toLowerCase())) return undefined;
    }
    return { value: lead };
  },
};

/** Whether `word` stands in `text` as a whole word (no letter or digit glued to either side). */
function namesWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (!isWordChar(text[at - 1]) && !isWordChar(text[at + word.length])) return true;
  }
  return false;
}

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && /[\p{L}\p{N}_]/u.test(char);
}
