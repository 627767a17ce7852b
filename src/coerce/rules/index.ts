import type { Rule } from "../rule.js";
import { arrayToSingle } from "./array-to-single.js";
import { dropUnknownKeys } from "./drop-unknown-keys.js";
import { enumLead } from "./enum-lead.js";
import { enumMatch } from "./enum-match.js";
import { fillDefault } from "./fill-default.js";
import { isoDate } from "./iso-date.js";
import { nullToAbsent } from "./null-to-absent.js";
import { numberToString } from "./number-to-string.js";
import { parseJsonString } from "./parse-json-string.js";
import { renameKey } from "./rename-key.js";
import { singleToArray } from "./single-to-array.js";
import { stringToBoolean } from "./string-to-boolean.js";
import { stringToNull } from "./string-to-null.js";
import { stringToNumber } from "./string-to-number.js";
import { unwrapSingleton } from "./unwrap-singleton.js";
import { unwrapToolCall } from "./unwrap-tool-call.js";
import { wrapBareValue } from "./wrap-bare-value.js";
import { wrapInKey } from "./wrap-in-key.js";

export {
  arrayToSingle,
  dropUnknownKeys,
  enumLead,
  enumMatch,
  fillDefault,
  isoDate,
  nullToAbsent,
  numberToString,
  parseJsonString,
  renameKey,
  singleToArray,
  stringToBoolean,
  stringToNull,
  stringToNumber,
  unwrapSingleton,
  unwrapToolCall,
  wrapBareValue,
  wrapInKey,
};

/**
 * The rules on by default, in the order they are tried: none of them puts data in the value that the
 * model did not write. Structure first (decode, unwrap, rename, drop), then shape, then scalars.
 */
export const defaultRules: readonly Rule[] = [
  parseJsonString,
  unwrapToolCall,
  unwrapSingleton,
  renameKey,
  dropUnknownKeys,
  nullToAbsent,
  arrayToSingle,
  singleToArray,
  wrapBareValue,
  wrapInKey,
  stringToNumber,
  stringToBoolean,
  stringToNull,
  numberToString,
  enumMatch,
  enumLead,
  isoDate,
];

/** Every built-in rule, the opt-in `fill-default` included, in the order they are tried. */
// Listed out rather than spread from `defaultRules`, so a bundler can drop it (and `fill-default`) unused.
export const allRules: readonly Rule[] = [
  parseJsonString,
  unwrapToolCall,
  unwrapSingleton,
  renameKey,
  dropUnknownKeys,
  nullToAbsent,
  arrayToSingle,
  singleToArray,
  wrapBareValue,
  wrapInKey,
  stringToNumber,
  stringToBoolean,
  stringToNull,
  numberToString,
  enumMatch,
  enumLead,
  isoDate,
  fillDefault,
];
