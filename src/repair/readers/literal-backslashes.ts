import { readBackslashes } from "../../text/backslashes.js";
import { blankOutside } from "../../text/chars.js";
import { parseTolerant } from "../../tolerant/parse-tolerant.js";
import { excerptAt } from "../excerpt.js";
import { familiesOfRepairs } from "../log-families.js";
import type { Reader } from "../reader.js";

/** The repair step's name for backslashes kept as written. */
export const literalBackslashesRepair = "backslashes as written";

/** Failure message for a string whose backslashes cannot all be escapes and that also writes `\"`. */
export function unsettledBackslashMessage(text: string, position: number): string {
  return (
    `A string holds a backslash that cannot start an escape, so its backslashes are the characters written, but it also ` +
    `writes \\" (${excerptAt(text, position)}): read that way the string ends at that quote, read as an escape it goes on. ` +
    `Where it ends is not settled, so it is not read.`
  );
}

/** Failure message for a text whose strings' backslashes a repair would read two ways at once. */
export function mixedBackslashMessage(text: string): string {
  return (
    `A string holds a backslash that cannot start an escape beside ones that can (${excerptAt(text, text.indexOf("\\"))}): ` +
    `its backslashes are the characters written, but the text needs repairs beyond that reading, and a repair would decode ` +
    `some of them and keep others. It is not read.`
  );
}

/**
 * The reader `literal-backslashes`: backslashes read one way per string. In a string where one backslash cannot
 * start an escape (`\U` in `{"path": "C:\Users\new\table.txt"}`), every backslash of that string is the character
 * written, `\n` and `\t` included: `"C:\\Users\\new\\table.txt"`, never a line break and a tab. Strings whose
 * backslashes are all escapes are decoded as JSON decodes them. A string that also writes `\"` is refused: whether
 * it ends at that quote is not settled. The rewritten text is read by the tolerant parser, in one linear pass.
 */
export const literalBackslashes: Reader = {
  name: "literal-backslashes",
  jsonData: true,
  read: (text, context) => {
    const found = readBackslashes(text);
    if (found === undefined) return undefined;
    if (found.unsettledAt >= 0) return { refuse: unsettledBackslashMessage(text, found.unsettledAt), position: found.unsettledAt };
    const result = parseTolerant(found.text, { maxDepth: context.maxDepth });
    if (!result.ok || result.truncated || !blankOutside(found.text, result.start, result.end)) return undefined;
    return { value: result.value, repairs: [...new Set<string>([...(familiesOfRepairs(result.repairs) ?? []), literalBackslashesRepair])] };
  },
};

