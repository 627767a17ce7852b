import type { TextRange } from "../extract/index.js";
import { failure, success } from "../outcome/make.js";
import type { Candidate, Outcome, Step } from "../outcome/types.js";
import { context, decodeNested, repaired, tooMany, truncated, truncatedItem, type AnswerItem, type AnswerRead, type ReadOptions } from "./answer-parts.js";
import { notACallBlockMessage, unclosedBlockMessage } from "./messages.js";
import { closedByNextOpener, closerMissing } from "./formats/markers.js";
import { jsonAt } from "./formats/json-at.js";
import { isTooMany } from "./raw-call.js";
import { readCallValue } from "./read-value.js";
import { callBlocks, type CallBlock } from "./call-blocks.js";

/** Tags whose content is always a call (Hermes, Qwen, and friends). */
const callTags: readonly string[] = ["tool_call", "function_call"];

/**
 * Every `<tool_call>` block: each must hold a call, or the answer fails (a broken block is never skipped).
 * A last block cut off by the end of the answer is a broken call: alone, no call was made.
 */
export function readTagged(text: string, hidden: readonly TextRange[], options: ReadOptions, tools: readonly string[]): Outcome<AnswerRead> | undefined {
  // An opening tag never closed, followed by prose, is the tag's name in a sentence ("use <tool_call> tags"), not a call.
  const blocks = callBlocks(text, hidden, callTags).filter((block) => !(block.unterminated === true && !/^\s*[[{]/.test(block.text)));
  if (blocks.length === 0) return undefined;
  if (blocks.length > options.maxCalls) return tooMany(blocks.length, options, text);
  const items: AnswerItem[] = [];
  const steps: Step[] = [];
  for (let index = 0; index < blocks.length; index++) {
    let block: Candidate = blocks[index] as CallBlock;
    const closerCut: Step[] = [];
    if ((block as CallBlock).closedByOpener === true) {
      // repair: the next call's opener stands where this block's closer should.
      const repairs = [closedByNextOpener(`</${block.label ?? "tool_call"}>`)];
      closerCut.push({ stage: "repair", candidate: index, kind: "syntax", reader: "hermes", repairs, message: `Read the hermes call despite: ${repairs.join(", ")}.` });
    }
    if (block.unterminated === true) {
      // A whole call, then prose, in a block never closed (smg's "missing the closing tag"): a sample or a
      // slip, not run; alone it is an attempted call, beside calls that run it fails the answer.
      const json = jsonAt(block.text, block.text.length - block.text.trimStart().length);
      const label = block.label ?? "tool_call";
      // The closer itself cut off (`</tool_ca`) is the end of the answer, not prose.
      const after = json.closed ? block.text.slice(json.end).trim() : "";
      if (json.ok && after !== "" && !`</${label}>`.startsWith(after) && readCallValue(json.value, context(index, true, options)) !== undefined) {
        items.push(truncatedItem(json.value, text, unclosedBlockMessage(label)));
        continue;
      }
      // repair: the answer ended inside the closer (`</tool_ca`): the call is the JSON before it.
      if (json.ok && after !== "") block = { ...block, text: block.text.slice(0, json.end), end: block.start + json.end };
      // repair: the closer missing at the very end (a stop token stripped), the call whole before it.
      if (json.ok) {
        const repairs = [closerMissing(`</${label}>`)];
        closerCut.push({ stage: "repair", candidate: index, kind: "syntax", reader: "hermes", repairs, message: `Read the hermes call despite: ${repairs.join(", ")}.` });
      }
    }
    const value = repaired(block, index, options);
    steps.push(...value.steps, ...(value.ok && !value.truncated ? closerCut : []));
    if (!value.ok) return failure({ ...value.error, text }, steps);
    const read = readCallValue(decodeNested(value.value), context(index, true, options));
    if (read === undefined) {
      const message = notACallBlockMessage(block.label ?? "tool_call", tools);
      return failure({ code: "unknown-tool", stage: "tool", message, text, value: value.value }, steps);
    }
    if (isTooMany(read)) return tooMany(read.tooMany, options, text);
    if (value.truncated && !options.allowTruncated) {
      // A block never closed whose call is cut off: the answer ended inside it. A closed block whose JSON
      // stops early was cut by a closer inside a string, or is broken: that fails the answer.
      if (block.unterminated !== true) return truncated(value.value, steps, text);
      items.push(truncatedItem(value.value, text));
      continue;
    }
    for (const entry of read) items.push(entry);
    if (items.length > options.maxCalls) return tooMany(items.length, options, text);
  }
  return success({ items, steps });
}
