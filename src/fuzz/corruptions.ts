import type { Corruption } from "./types.js";
import { actionBlob } from "./corruptions/action-blob.js";
import { bareValue } from "./corruptions/bare-value.js";
import { enumCase } from "./corruptions/enum-case.js";
import { extraKeys } from "./corruptions/extra-keys.js";
import { jsonInString } from "./corruptions/json-in-string.js";
import { keyAlias } from "./corruptions/key-alias.js";
import { keyCase } from "./corruptions/key-case.js";
import { nullOptional } from "./corruptions/null-optional.js";
import { scalarAsString } from "./corruptions/scalar-as-string.js";
import { severalBlocks } from "./corruptions/several-blocks.js";
import { singleForList } from "./corruptions/single-for-list.js";
import { stringAsNumber } from "./corruptions/string-as-number.js";
import { comments, pythonLiterals, singleQuotes, smartQuotes, trailingCommas, unquotedKeys } from "./corruptions/syntax.js";
import { fence, proseAround, react, reasoningBlock, truncate } from "./corruptions/text.js";
import { undeclaredAlias } from "./corruptions/undeclared-alias.js";
import { wrapObject } from "./corruptions/wrap-object.js";
import { bareWords, hedgedValue, rawBackslashes, tripleQuotes, unescapedQuotes } from "./corruptions/string-damage.js";
import { unclosedString } from "./corruptions/unclosed-string.js";
import { hedgedScalar, magnitudeInProse, scalarInProse } from "./corruptions/scalar-in-prose.js";

export {
  actionBlob, bareValue, bareWords, comments, enumCase, extraKeys, fence, hedgedScalar, hedgedValue, jsonInString, keyAlias, keyCase, magnitudeInProse, nullOptional, proseAround,
  pythonLiterals, rawBackslashes, react, reasoningBlock, scalarAsString, scalarInProse, severalBlocks, singleForList, singleQuotes,
  smartQuotes, stringAsNumber, trailingCommas, tripleQuotes, truncate, unclosedString, undeclaredAlias, unescapedQuotes,
  unquotedKeys, wrapObject,
};

/** Every built-in corruption, value corruptions first, in the order they run. */
export const corruptions: readonly Corruption[] = [
  scalarAsString, stringAsNumber, enumCase, keyAlias, keyCase, undeclaredAlias, extraKeys, nullOptional, singleForList,
  bareValue, jsonInString, wrapObject, actionBlob,
  singleQuotes, trailingCommas, comments, pythonLiterals, unquotedKeys, smartQuotes, tripleQuotes, unescapedQuotes, rawBackslashes,
  bareWords,
  truncate, unclosedString, fence, react, severalBlocks, proseAround, reasoningBlock, scalarInProse, magnitudeInProse,
];

/** The built-in corruption with this name, or undefined. */
export function corruptionByName(name: string): Corruption | undefined {
  return corruptions.find((c) => c.name === name);
}
