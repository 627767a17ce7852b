import type { CallSpan, FoundCall } from "./formats/call-format.js";

/** A call a markup format found, with the format's name. */
export interface TakenCall {
  readonly format: string;
  readonly call: FoundCall;
}

/** Why a call whose markup another call's markup crosses cannot be read. */
export const crossedCallProblem = "another call's markup starts inside its arguments and ends after it: an argument closed the call early";

/**
 * The calls that lie inside no other call, whatever the formats: data is never markup. The text of a call
 * (its arguments, a parameter's value) is data even when it quotes another format's markup, so a call
 * starting inside another one's span is never a call of its own. When such a call ends after its container,
 * the container's own markup was closed early by its argument: the container is unreadable (it fails the
 * answer), never a shorter argument. At the same start the longer span wins, then the earlier format; calls
 * of one format with the same start are one list's.
 * `found` is in format order; linear after a sort.
 */
export function outermostCalls(found: readonly TakenCall[]): TakenCall[] {
  // A stable sort of the indices: at the same start and end, the earlier format stays first.
  const byStart = found.map((_, index) => index).sort((a, b) => span(found, a).start - span(found, b).start || span(found, b).end - span(found, a).end);
  const kept: number[] = [];
  const crossed = new Set<number>();
  let end = -1;
  for (const index of byStart) {
    const { start, end: stop } = span(found, index);
    if (start >= end) {
      kept.push(index);
      end = stop;
      continue;
    }
    const container = kept[kept.length - 1] as number;
    // The calls of one list share its start (the list's marker): siblings, not nesting.
    if ((found[container] as TakenCall).format === (found[index] as TakenCall).format && span(found, container).start === start) {
      kept.push(index);
      end = Math.max(end, stop);
      continue;
    }
    if (stop > end) crossed.add(container);
  }
  // In text order; a list's calls (one start) in the order their format gave them.
  kept.sort((a, b) => span(found, a).start - span(found, b).start || a - b);
  return kept.map((index) => {
    const taken = found[index] as TakenCall;
    return crossed.has(index) && taken.call.problem === undefined ? { ...taken, call: { ...taken.call, problem: crossedCallProblem } } : taken;
  });
}

function span(found: readonly TakenCall[], index: number): CallSpan {
  return (found[index] as TakenCall).call.span;
}

/**
 * The calls that do not start inside a JSON string of a JSON call (a `<tool_call>{…}</tool_call>` block, an
 * object in prose): markup quoted in a JSON argument is that argument's text. `containers` are the JSON
 * calls' spans (one inside another counts once); each is scanned once, to its last call inside.
 */
export function outsideJsonStrings(text: string, calls: readonly TakenCall[], containers: readonly CallSpan[]): TakenCall[] {
  if (containers.length === 0) return [...calls];
  const sorted = [...containers].sort((a, b) => a.start - b.start);
  const inString = new Set<TakenCall>();
  let index = 0;
  const byStart = [...calls].sort((a, b) => a.call.span.start - b.call.span.start);
  let covered = -1;
  for (const container of sorted) {
    // A span inside one already scanned (a value in a block) adds nothing.
    if (container.start < covered) continue;
    covered = container.end;
    while (index < byStart.length && (byStart[index] as TakenCall).call.span.start < container.start) index++;
    let pos = container.start;
    let quoted = false;
    while (index < byStart.length && (byStart[index] as TakenCall).call.span.start < container.end) {
      const taken = byStart[index] as TakenCall;
      for (; pos < taken.call.span.start; pos++) {
        const char = text[pos];
        if (char === "\\" && quoted) pos++;
        else if (char === '"') quoted = !quoted;
      }
      if (quoted) inString.add(taken);
      index++;
    }
  }
  return calls.filter((taken) => !inString.has(taken));
}
