import { scan, type Scan } from "./scan.js";

// The last scan, so the readers that share it (tolerant, jsonrepair) scan a candidate once.
let last: { text: string; maxDepth: number; scan: Scan } | undefined;

/**
 * The linear pre-scan of a text that is not valid JSON (depth, truncation, kinds of repair, refusals),
 * computed once per text for the readers that consult it.
 */
export function prescan(text: string, maxDepth: number): Scan {
  if (last !== undefined && last.text === text && last.maxDepth === maxDepth) return last.scan;
  const scanned = scan(text, maxDepth);
  last = { text, maxDepth, scan: scanned };
  return scanned;
}
