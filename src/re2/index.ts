/**
 * salvage/re2: schema `pattern`s on RE2 (re2js), linear time whatever the pattern and the text. Without it, patterns
 * run on salvage's bounded matcher, which is exact within a step budget linear in the text and reports a string it
 * could not settle as not checked (a failure that says so, never a pass); RE2 settles every pattern it can express
 * (all but lookarounds and back-references) on strings up to 1 MiB. It weighs about 45 KB gzipped, so it is opt-in.
 * @example import { useRe2 } from "salvage/re2"; useRe2(); // once, at start-up
 */
export { re2, useRe2 } from "./re2.js";
