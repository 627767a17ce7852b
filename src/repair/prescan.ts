import type { ReadMemo } from "./reader.js";
import { scan, type Scan } from "./scan.js";

/**
 * The linear pre-scan of a text that is not valid JSON (depth, truncation, kinds of repair, refusals). With the
 * parse's `memo` it is computed once per candidate for the readers that consult it (tolerant, unclosed-string,
 * jsonrepair), which read one candidate after another; the memo lives as long as the parse.
 */
export function prescan(text: string, maxDepth: number, memo?: ReadMemo): Scan {
  const known = memo?.scanned;
  if (known !== undefined && known.text === text && known.maxDepth === maxDepth) return known.scan;
  const scanned = scan(text, maxDepth);
  if (memo !== undefined) memo.scanned = { text, maxDepth, scan: scanned };
  return scanned;
}
