import type { Patch } from "./scan-state.js";

/** Applies the patches (ascending offsets) to the text, each inserting one character. */
export function applyPatches(text: string, patches: readonly Patch[]): string {
  if (patches.length === 0) return text;
  const parts: string[] = [];
  let from = 0;
  for (const patch of patches) {
    parts.push(text.slice(from, patch.at), patch.insert);
    from = patch.at;
  }
  parts.push(text.slice(from));
  return parts.join("");
}

/** Maps an offset in the patched text back to the original text. */
export function originalOffset(patched: number, patches: readonly Patch[]): number {
  let k = 0;
  // the k-th inserted character sits at patches[k].at + k in the patched text
  while (k < patches.length && (patches[k]?.at ?? 0) + k < patched) k++;
  return patched - k;
}
