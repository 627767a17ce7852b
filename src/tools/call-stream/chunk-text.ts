/**
 * The text of a stream kept as its chunks, read by position. Appending chunks to one string and searching it
 * would make V8 copy the whole string on every push (a search flattens the rope): quadratic on a long call.
 * Here a search or a cut joins only the chunks it covers, a failed search resumes where it stopped, and
 * chunks before the first position still needed are dropped. Positions are offsets in the whole stream.
 */
export class ChunkText {
  private readonly parts: string[] = [];
  private readonly starts: number[] = [];
  /** Parts before it are dropped. */
  private first = 0;
  private cursor = 0;
  private total = 0;
  /** Per token: the position a search started from, and how far it found nothing. */
  private readonly searched = new Map<string, { from: number; until: number }>();

  get size(): number {
    return this.total;
  }

  /** The first position still kept. */
  get base(): number {
    return this.first < this.parts.length ? (this.starts[this.first] as number) : this.total;
  }

  push(chunk: string): void {
    if (chunk === "") return;
    this.parts.push(chunk);
    this.starts.push(this.total);
    this.total += chunk.length;
  }

  /** Forgets the chunks that end at or before `position`. */
  dropBefore(position: number): void {
    while (this.first < this.parts.length - 1 && (this.starts[this.first + 1] as number) <= position) {
      this.parts[this.first] = "";
      this.first++;
    }
    if (this.first > 1024 && this.first * 2 > this.parts.length) {
      this.parts.splice(0, this.first);
      this.starts.splice(0, this.first);
      this.cursor = Math.max(0, this.cursor - this.first);
      this.first = 0;
    }
  }

  /** The index of the part holding `at` (kept, and below the size). */
  private partAt(at: number): number {
    const { parts, starts } = this;
    let i = Math.max(this.cursor, this.first);
    if (i < parts.length && (starts[i] as number) <= at) {
      // Reading moves forward: the cursor's part or the next few.
      for (let step = 0; step < 4 && i < parts.length; step++, i++) {
        if (at < (starts[i] as number) + (parts[i] as string).length) return (this.cursor = i);
      }
    }
    let lo = this.first;
    let hi = parts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] as number) <= at) lo = mid;
      else hi = mid - 1;
    }
    return (this.cursor = lo);
  }

  /** The text from `start` to `end` (the end of the text by default); what was dropped reads as nothing. */
  cut(start: number, end = this.total): string {
    const from = Math.max(start, this.base);
    const to = Math.min(end, this.total);
    if (from >= to) return "";
    let i = this.partAt(from);
    const first = this.parts[i] as string;
    const offset = from - (this.starts[i] as number);
    if (to <= (this.starts[i] as number) + first.length) return first.slice(offset, to - (this.starts[i] as number));
    const out = [first.slice(offset)];
    for (i++; i < this.parts.length && (this.starts[i] as number) < to; i++) {
      const part = this.parts[i] as string;
      out.push(to >= (this.starts[i] as number) + part.length ? part : part.slice(0, to - (this.starts[i] as number)));
    }
    return out.join("");
  }

  charAt(at: number): string | undefined {
    if (at < this.base || at >= this.total) return undefined;
    const i = this.partAt(at);
    return (this.parts[i] as string)[at - (this.starts[i] as number)];
  }

  startsAt(token: string, at: number): boolean {
    return at >= this.base && at + token.length <= this.total && this.cut(at, at + token.length) === token;
  }

  /** The first `token` at or after `from`, or -1; a search from the same position again reads only what came since. */
  find(token: string, from: number): number {
    const memo = this.searched.get(token);
    const begin = Math.max(from, this.base, memo !== undefined && memo.from === from ? memo.until - token.length + 1 : from);
    const at = this.cut(begin).indexOf(token);
    if (at === -1) {
      this.searched.set(token, { from, until: this.total });
      return -1;
    }
    return begin + at;
  }
}
