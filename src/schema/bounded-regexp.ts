/**
 * A backtracking matcher for the schema patterns RE2 cannot run (lookarounds, back-references), whose cost is bounded
 * by construction: every step of the search spends one unit of a budget proportional to the text's length
 * (`BASE_STEPS + STEPS_PER_CHARACTER × length`), and a search that would need more answers "unknown" instead of
 * running on. So a check is linear in the text whatever the pattern, a value it settles within the budget is judged
 * exactly as ECMAScript would, and one it cannot settle is reported as not checked, never as a match or a mismatch.
 *
 * The structure of the pattern (alternation, groups, quantifiers, lookarounds, back-references, anchors) is run here,
 * on an explicit stack (no recursion per character); each single-character atom (a literal, `.`, a class, `\d`,
 * `\p{…}`, …) is tested by JavaScript's own engine on that one character, so every atom means exactly what it means
 * in JavaScript.
 */

/** What a bounded search found. */
export type BoundedResult = "match" | "no-match" | "unknown";

/** Steps a search may spend per character of the text, beyond `BASE_STEPS`. */
export const STEPS_PER_CHARACTER = 20;
/** Steps any search may spend, whatever the text's length. */
export const BASE_STEPS = 20_000;
/** Most instructions a compiled pattern may have (counted repeats are expanded). */
const MAX_PROGRAM = 50_000;
/** Characters whose answer one atom remembers. */
const MAX_MEMO = 2048;
/** Most (branch, position) pairs a search remembers as tried (bits: 4 MB); a larger search runs on its budget alone. */
const MAX_TRIED = 1 << 25;

/** A pattern compiled for bounded search. */
export interface BoundedRegExp {
  /** Searches `text` anywhere (JSON Schema patterns are not anchored), within the budget. */
  readonly search: (text: string) => BoundedResult;
}

/**
 * Compiles an ECMAScript pattern (already known to be valid with the `u` flag when `unicode`, else without) for
 * bounded search; `undefined` when it uses syntax this matcher does not run (modifiers `(?i:…)`), which is then
 * left to JavaScript's engine on short strings only (see safe-pattern.ts).
 * @example boundedRegExp("^(?!\\s)[\\w\\s-]*\\w[\\w\\s-]*$", true)?.search("a b") // "match"
 */
export function boundedRegExp(source: string, unicode: boolean): BoundedRegExp | undefined {
  let program: Program;
  try {
    const parser = new Parser(source, unicode);
    const tree = parser.parse();
    program = compileProgram(tree, parser.groups, unicode);
  } catch {
    return undefined;
  }
  return {
    search(text) {
      const cells = program.ops.length * (text.length + 1);
      // Shared by every start: a branch that failed at a position fails there whatever the start was.
      const tried = program.memoizable && cells <= MAX_TRIED ? new Uint32Array(Math.ceil(cells / 32)) : undefined;
      // With the memo a search takes about one pass per instruction and position: it gets that many steps per
      // character where the pattern is longer than STEPS_PER_CHARACTER (still linear in the text, and bounded by
      // MAX_TRIED in all).
      const perCharacter = tried === undefined ? STEPS_PER_CHARACTER : Math.max(STEPS_PER_CHARACTER, 2 * program.ops.length);
      const budget = { left: BASE_STEPS + perCharacter * text.length };
      try {
        for (let start = 0; start <= text.length; start++) {
          if (run(program, text, start, undefined, newSlots(program), budget, tried)) return "match";
          // A pattern that starts with `^` can only match at the start.
          if (program.anchored) break;
          if (unicode && isPairAt(text, start)) start++;
        }
        return "no-match";
      } catch (error) {
        if (error === OUT_OF_STEPS) return "unknown";
        throw error;
      }
    },
  };
}

// --- Syntax -------------------------------------------------------------------------------------------------------

type Node =
  | { readonly t: "char"; readonly test: (character: string) => boolean; readonly ascii: Uint8Array }
  | { readonly t: "seq"; readonly items: readonly Node[] }
  | { readonly t: "alt"; readonly options: readonly Node[] }
  | { readonly t: "group"; readonly index: number; readonly body: Node }
  | { readonly t: "repeat"; readonly body: Node; readonly min: number; readonly max: number; readonly greedy: boolean }
  | { readonly t: "assert"; readonly kind: "^" | "$" | "b" | "B" }
  | { readonly t: "look"; readonly ahead: boolean; readonly negate: boolean; readonly body: Node }
  | { readonly t: "backref"; readonly index: number };

class Unsupported extends Error {}

class Parser {
  #i = 0;
  /** Capture groups in the pattern (by opening parenthesis), and the index of each named one. */
  readonly groups: number;
  readonly #names = new Map<string, number>();
  #opened = 0;

  readonly #src: string;
  readonly #unicode: boolean;

  constructor(src: string, unicode: boolean) {
    this.#src = src;
    this.#unicode = unicode;
    this.groups = this.#countGroups();
  }

  parse(): Node {
    const node = this.#disjunction();
    if (this.#i !== this.#src.length) throw new Unsupported("unbalanced");
    return node;
  }

  #countGroups(): number {
    const src = this.#src;
    let count = 0;
    for (let i = 0; i < src.length; i++) {
      const c = src[i];
      if (c === "\\") i++;
      else if (c === "[") {
        for (i++; i < src.length && src[i] !== "]"; i++) if (src[i] === "\\") i++;
      } else if (c === "(") {
        if (src[i + 1] !== "?") count++;
        else if (src[i + 2] === "<" && src[i + 3] !== "=" && src[i + 3] !== "!") {
          count++;
          const end = src.indexOf(">", i);
          this.#names.set(src.slice(i + 3, end), count);
        }
      }
    }
    return count;
  }

  #disjunction(): Node {
    const options = [this.#alternative()];
    while (this.#src[this.#i] === "|") {
      this.#i++;
      options.push(this.#alternative());
    }
    return options.length === 1 ? (options[0] as Node) : { t: "alt", options };
  }

  #alternative(): Node {
    const items: Node[] = [];
    while (this.#i < this.#src.length && this.#src[this.#i] !== "|" && this.#src[this.#i] !== ")") items.push(this.#term());
    return items.length === 1 ? (items[0] as Node) : { t: "seq", items };
  }

  #term(): Node {
    const src = this.#src;
    const c = src[this.#i] as string;
    if (c === "^" || c === "$") {
      this.#i++;
      return { t: "assert", kind: c };
    }
    if (c === "\\" && (src[this.#i + 1] === "b" || src[this.#i + 1] === "B")) {
      this.#i += 2;
      return { t: "assert", kind: src[this.#i - 1] as "b" | "B" };
    }
    return this.#quantified(this.#atom());
  }

  #atom(): Node {
    const src = this.#src;
    const c = src[this.#i] as string;
    if (c === "(") return this.#group();
    if (c === "[") {
      const start = this.#i;
      for (this.#i++; this.#i < src.length && src[this.#i] !== "]"; this.#i++) if (src[this.#i] === "\\") this.#i++;
      this.#i++;
      return this.#char(src.slice(start, this.#i));
    }
    if (c === "\\") return this.#escape();
    // A literal (a whole code point with `u`), or `.`.
    const length = this.#unicode && isPairAt(src, this.#i) ? 2 : 1;
    const raw = src.slice(this.#i, this.#i + length);
    this.#i += length;
    return this.#char(raw);
  }

  #group(): Node {
    const src = this.#src;
    const rest = src.slice(this.#i, this.#i + 4);
    let node: Node;
    if (rest.startsWith("(?=") || rest.startsWith("(?!")) {
      this.#i += 3;
      node = { t: "look", ahead: true, negate: rest[2] === "!", body: this.#disjunction() };
    } else if (rest === "(?<=" || rest === "(?<!") {
      this.#i += 4;
      node = { t: "look", ahead: false, negate: rest[3] === "!", body: this.#disjunction() };
    } else if (rest.startsWith("(?:")) {
      this.#i += 3;
      node = this.#disjunction();
    } else if (rest.startsWith("(?<")) {
      this.#i = src.indexOf(">", this.#i) + 1;
      const index = ++this.#opened;
      node = { t: "group", index, body: this.#disjunction() };
    } else if (rest.startsWith("(?")) {
      throw new Unsupported("modifiers");
    } else {
      this.#i += 1;
      const index = ++this.#opened;
      node = { t: "group", index, body: this.#disjunction() };
    }
    if (src[this.#i] !== ")") throw new Unsupported("unclosed group");
    this.#i++;
    return node;
  }

  #escape(): Node {
    const src = this.#src;
    const next = src[this.#i + 1] ?? "";
    if (/[1-9]/.test(next)) {
      let end = this.#i + 1;
      while (/\d/.test(src[end] ?? "")) end++;
      const index = Number(src.slice(this.#i + 1, end));
      if (index <= this.groups) {
        this.#i = end;
        return { t: "backref", index };
      }
      if (this.#unicode) throw new Unsupported("reference to no group");
      // Without `u`, beyond the groups it is an octal escape (`\12`, up to `\377`) or `\8`/`\9` itself (Annex B).
      let octal = this.#i + 1;
      if (/[0-7]/.test(src[octal] ?? "")) {
        while (octal < this.#i + 4 && /[0-7]/.test(src[octal] ?? "") && Number.parseInt(src.slice(this.#i + 1, octal + 1), 8) <= 0o377) octal++;
      } else octal++;
      const raw = src.slice(this.#i, octal);
      this.#i = octal;
      return this.#char(raw);
    }
    if (next === "k" && this.#names.size > 0) {
      const end = src.indexOf(">", this.#i);
      const index = this.#names.get(src.slice(this.#i + 3, end));
      if (index === undefined) throw new Unsupported("unknown group name");
      this.#i = end + 1;
      return { t: "backref", index };
    }
    let end = this.#i + 2;
    if (next === "c" && /[A-Za-z]/.test(src[end] ?? "")) end += 1;
    else if (next === "x" && /^[0-9A-Fa-f]{2}/.test(src.slice(end, end + 2))) end += 2;
    else if (next === "u" && this.#unicode && src[end] === "{") end = src.indexOf("}", end) + 1;
    else if (next === "u" && /^[0-9A-Fa-f]{4}/.test(src.slice(end, end + 4))) {
      end += 4;
      // `\uD83D\uDE00` with `u` is one code point.
      if (this.#unicode && /^\\u[dD][c-fC-F][0-9A-Fa-f]{2}/.test(src.slice(end, end + 6)) && /^[dD][89abAB]/.test(src.slice(this.#i + 2, this.#i + 4))) end += 6;
    } else if ((next === "p" || next === "P") && this.#unicode && src[end] === "{") end = src.indexOf("}", end) + 1;
    const raw = src.slice(this.#i, end);
    this.#i = end;
    return this.#char(raw);
  }

  #quantified(atom: Node): Node {
    const src = this.#src;
    const c = src[this.#i];
    let min: number;
    let max: number;
    if (c === "*" || c === "+" || c === "?") {
      this.#i++;
      [min, max] = c === "*" ? [0, Infinity] : c === "+" ? [1, Infinity] : [0, 1];
    } else if (c === "{") {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(this.#i, this.#i + 40));
      if (match === null) return atom; // a literal `{` without `u` (the atom after it reads it)
      this.#i += match[0].length;
      min = Number(match[1]);
      max = match[2] === undefined ? min : match[3] === "" ? Infinity : Number(match[3]);
    } else {
      return atom;
    }
    const greedy = src[this.#i] !== "?";
    if (!greedy) this.#i++;
    return { t: "repeat", body: atom, min, max, greedy };
  }

  /** A one-character atom, tested by JavaScript's engine on the one character (ASCII read once, the rest remembered). */
  #char(raw: string): Node {
    let native: RegExp;
    try {
      native = new RegExp(`^(?:${raw})$`, this.#unicode ? "u" : "");
    } catch {
      throw new Unsupported(`atom ${raw}`);
    }
    const ascii = new Uint8Array(128);
    for (let code = 0; code < 128; code++) ascii[code] = native.test(String.fromCharCode(code)) ? 1 : 0;
    const memo = new Map<string, boolean>();
    const test = (character: string): boolean => {
      if (character.length === 1 && character.charCodeAt(0) < 128) return ascii[character.charCodeAt(0)] === 1;
      const known = memo.get(character);
      if (known !== undefined) return known;
      const answer = native.test(character);
      if (memo.size < MAX_MEMO) memo.set(character, answer);
      return answer;
    };
    return { t: "char", test, ascii };
  }
}

// --- Program ------------------------------------------------------------------------------------------------------

const enum Op {
  Char,
  Split,
  Jump,
  Save,
  Progress,
  Assert,
  Look,
  Backref,
  Match,
}

type Instruction =
  | { op: Op.Char; test: (character: string) => boolean; ascii: Uint8Array }
  /** Try `x` first, then `y`. */
  | { op: Op.Split; x: number; y: number }
  | { op: Op.Jump; x: number }
  /** Record the position in a slot (captures, and the start of a loop's iteration). */
  | { op: Op.Save; slot: number }
  /** Fail when the loop's iteration matched nothing (ECMAScript's rule for empty iterations). */
  | { op: Op.Progress; slot: number }
  | { op: Op.Assert; kind: "^" | "$" | "b" | "B" }
  | { op: Op.Look; ahead: boolean; negate: boolean; program: Program }
  | { op: Op.Backref; index: number }
  | { op: Op.Match };

interface Program {
  readonly code: readonly Instruction[];
  /** The same instructions as flat arrays (one shape to read in the search loop): operation, and two operands. */
  readonly ops: Int32Array;
  readonly a: Int32Array;
  readonly b: Int32Array;
  /** Slots: two per capture group (1-based groups: slots 2 and 3 for group 1), then one per loop. */
  readonly slots: number;
  readonly unicode: boolean;
  /** Whether every match starts with `^`. */
  readonly anchored: boolean;
  /**
   * Whether a branch tried once at a position need never be tried there again: true without back-references (then
   * whether a match follows depends on the instruction and the position alone, as in RE2's bit-state search).
   */
  readonly memoizable: boolean;
}

function compileProgram(tree: Node, groups: number, unicode: boolean): Program {
  const slots = { next: 2 * (groups + 1) };
  const code: Instruction[] = [];
  emit(tree, code, slots, unicode, groups);
  code.push({ op: Op.Match });
  return flat(code, slots.next, unicode, startsAnchored(tree));
}

function flat(code: readonly Instruction[], slots: number, unicode: boolean, anchored: boolean): Program {
  const ops = new Int32Array(code.length);
  const a = new Int32Array(code.length);
  const b = new Int32Array(code.length);
  let memoizable = true;
  code.forEach((instruction, pc) => {
    ops[pc] = instruction.op;
    if (instruction.op === Op.Backref || (instruction.op === Op.Look && !instruction.program.memoizable)) memoizable = false;
    if (instruction.op === Op.Split) [a[pc], b[pc]] = [instruction.x, instruction.y];
    else if (instruction.op === Op.Jump) a[pc] = instruction.x;
    else if (instruction.op === Op.Save || instruction.op === Op.Progress) a[pc] = instruction.slot;
    else if (instruction.op === Op.Backref) a[pc] = instruction.index;
    else if (instruction.op === Op.Assert) a[pc] = "^$bB".indexOf(instruction.kind);
  });
  return { code, ops, a, b, slots, unicode, anchored, memoizable };
}

function startsAnchored(node: Node): boolean {
  if (node.t === "assert") return node.kind === "^";
  if (node.t === "seq") return node.items.length > 0 && startsAnchored(node.items[0] as Node);
  if (node.t === "group") return startsAnchored(node.body);
  if (node.t === "alt") return node.options.every(startsAnchored);
  return false;
}

function emit(node: Node, code: Instruction[], slots: { next: number }, unicode: boolean, groups: number): void {
  if (code.length > MAX_PROGRAM) throw new Unsupported("too large");
  switch (node.t) {
    case "char":
      code.push({ op: Op.Char, test: node.test, ascii: node.ascii });
      return;
    case "seq":
      for (const item of node.items) emit(item, code, slots, unicode, groups);
      return;
    case "alt": {
      const jumps: { op: Op.Jump; x: number }[] = [];
      node.options.forEach((option, index) => {
        if (index < node.options.length - 1) {
          const split: Instruction = { op: Op.Split, x: code.length + 1, y: 0 };
          code.push(split);
          emit(option, code, slots, unicode, groups);
          const jump = { op: Op.Jump as const, x: 0 };
          code.push(jump);
          jumps.push(jump);
          split.y = code.length;
        } else {
          emit(option, code, slots, unicode, groups);
        }
      });
      for (const jump of jumps) jump.x = code.length;
      return;
    }
    case "group":
      code.push({ op: Op.Save, slot: 2 * node.index });
      emit(node.body, code, slots, unicode, groups);
      code.push({ op: Op.Save, slot: 2 * node.index + 1 });
      return;
    case "assert":
      code.push({ op: Op.Assert, kind: node.kind });
      return;
    case "backref":
      code.push({ op: Op.Backref, index: node.index });
      return;
    case "look": {
      const inner: Instruction[] = [];
      const innerSlots = { next: slots.next };
      emit(node.body, inner, innerSlots, unicode, groups);
      inner.push({ op: Op.Match });
      slots.next = innerSlots.next;
      code.push({ op: Op.Look, ahead: node.ahead, negate: node.negate, program: flat(inner, innerSlots.next, unicode, false) });
      return;
    }
    case "repeat": {
      for (let k = 0; k < node.min; k++) emit(node.body, code, slots, unicode, groups);
      if (node.max === Infinity) {
        const slot = slots.next++;
        const split: Instruction = { op: Op.Split, x: 0, y: 0 };
        const loop = code.length;
        code.push(split);
        const body = code.length;
        code.push({ op: Op.Save, slot });
        emit(node.body, code, slots, unicode, groups);
        code.push({ op: Op.Progress, slot });
        code.push({ op: Op.Jump, x: loop });
        const after = code.length;
        [split.x, split.y] = node.greedy ? [body, after] : [after, body];
        return;
      }
      const splits: { op: Op.Split; x: number; y: number }[] = [];
      for (let k = node.min; k < node.max; k++) {
        const slot = slots.next++;
        const split = { op: Op.Split as const, x: 0, y: 0 };
        code.push(split);
        splits.push(split);
        const body = code.length;
        code.push({ op: Op.Save, slot });
        emit(node.body, code, slots, unicode, groups);
        code.push({ op: Op.Progress, slot });
        // `after` is filled once every optional copy is emitted: skipping one skips the rest.
        (split as { x: number; y: number }).x = body;
      }
      const after = code.length;
      for (const split of splits) {
        if (node.greedy) split.y = after;
        else [split.x, split.y] = [after, split.x];
      }
      return;
    }
  }
}

// --- Search -------------------------------------------------------------------------------------------------------

const OUT_OF_STEPS = /* @__PURE__ */ new Error("out of steps");

function newSlots(program: Program): number[] {
  return new Array<number>(program.slots).fill(-1);
}

function isPairAt(text: string, at: number): boolean {
  const high = text.charCodeAt(at);
  const low = text.charCodeAt(at + 1);
  return high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
}

function isWordAt(text: string, at: number): boolean {
  if (at < 0 || at >= text.length) return false;
  const c = text.charCodeAt(at);
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/**
 * The captures of a lookaround that holds at `pos` (a lookahead matching from there, a lookbehind ending there;
 * a negative one holding when its pattern does not match), or `undefined` when it does not hold.
 */
function lookaround(instruction: Extract<Instruction, { op: Op.Look }>, text: string, pos: number, slots: readonly number[], budget: { left: number }): number[] | undefined {
  const inner = instruction.program;
  const innerSlots = slots.slice();
  while (innerSlots.length < inner.slots) innerSlots.push(-1);
  let found = false;
  if (instruction.ahead) found = run(inner, text, pos, undefined, innerSlots, budget);
  else {
    for (let from = pos; from >= 0 && !found; from--) {
      innerSlots.fill(-1, slots.length);
      found = run(inner, text, from, pos, innerSlots, budget);
    }
  }
  return found === instruction.negate ? undefined : innerSlots;
}

/**
 * Whether `program` matches `text` from `start` (ending exactly at `endAt` when given), backtracking on an explicit
 * stack. `slots` receives the captures of the match. Every step spends budget; an empty budget throws OUT_OF_STEPS.
 * `tried` (a bit per branch instruction and position, for a memoizable program) skips a branch already tried at a
 * position, so the search takes at most one pass per (instruction, position) however the pattern nests.
 */
function run(program: Program, text: string, start: number, endAt: number | undefined, slots: number[], budget: { left: number }, tried?: Uint32Array): boolean {
  const { code, ops, a, b, unicode } = program;
  const length = text.length;
  // Entries of three numbers: [pc, position, -1] is a branch to try; [-2, slot, old value] restores a slot.
  let stack = new Int32Array(96);
  let sp = 0;
  const push = (first: number, second: number, third: number): void => {
    if (sp + 3 > stack.length) {
      const grown = new Int32Array(stack.length * 2);
      grown.set(stack);
      stack = grown;
    }
    stack[sp] = first;
    stack[sp + 1] = second;
    stack[sp + 2] = third;
    sp += 3;
  };
  let pc = 0;
  let pos = start;
  let left = budget.left;
  for (;;) {
    if (--left < 0) {
      budget.left = left;
      throw OUT_OF_STEPS;
    }
    let ok = true;
    switch (ops[pc]) {
      case Op.Char: {
        if (pos >= length) {
          ok = false;
          break;
        }
        const unit = text.charCodeAt(pos);
        const instruction = code[pc] as { ascii: Uint8Array; test: (character: string) => boolean };
        if (unit < 128) {
          ok = instruction.ascii[unit] === 1;
          if (ok) pos++;
        } else {
          const size = unicode && isPairAt(text, pos) ? 2 : 1;
          ok = instruction.test(text.slice(pos, pos + size));
          if (ok) pos += size;
        }
        if (ok) pc++;
        break;
      }
      case Op.Split: {
        if (tried !== undefined) {
          const bit = pc * (length + 1) + pos;
          const word = bit >>> 5;
          const mask = 1 << (bit & 31);
          if (((tried[word] as number) & mask) !== 0) {
            ok = false;
            break;
          }
          tried[word] = (tried[word] as number) | mask;
        }
        push(b[pc] as number, pos, -1);
        pc = a[pc] as number;
        break;
      }
      case Op.Jump:
        pc = a[pc] as number;
        break;
      case Op.Save: {
        const slot = a[pc] as number;
        push(-2, slot, slots[slot] as number);
        slots[slot] = pos;
        pc++;
        break;
      }
      case Op.Progress:
        if (slots[a[pc] as number] === pos) ok = false;
        else pc++;
        break;
      case Op.Assert: {
        const kind = a[pc];
        if (kind === 0) ok = pos === 0;
        else if (kind === 1) ok = pos === length;
        else ok = (isWordAt(text, pos - 1) !== isWordAt(text, pos)) === (kind === 2);
        if (ok) pc++;
        break;
      }
      case Op.Look: {
        const instruction = code[pc] as Extract<Instruction, { op: Op.Look }>;
        budget.left = left;
        const innerSlots = lookaround(instruction, text, pos, slots, budget);
        left = budget.left;
        if (innerSlots === undefined) ok = false;
        else {
          // A positive lookaround keeps the captures of its match (a negative one has none).
          if (!instruction.negate) {
            for (let slot = 2; slot < slots.length; slot++) {
              if (innerSlots[slot] !== slots[slot]) {
                push(-2, slot, slots[slot] as number);
                slots[slot] = innerSlots[slot] as number;
              }
            }
          }
          pc++;
        }
        break;
      }
      case Op.Backref: {
        const index = a[pc] as number;
        const from = slots[2 * index] as number;
        const to = slots[2 * index + 1] as number;
        if (from < 0 || to < 0 || to <= from) {
          pc++;
          break;
        }
        left -= to - from;
        if (text.startsWith(text.slice(from, to), pos)) {
          pos += to - from;
          pc++;
        } else ok = false;
        break;
      }
      default:
        // Op.Match
        if (endAt === undefined || pos === endAt) {
          budget.left = left;
          return true;
        }
        ok = false;
    }
    if (ok) continue;
    // Backtrack: undo slots down to the last branch, and take it.
    for (;;) {
      if (sp === 0) {
        budget.left = left;
        return false;
      }
      sp -= 3;
      const first = stack[sp] as number;
      const second = stack[sp + 1] as number;
      const third = stack[sp + 2] as number;
      if (first === -2) slots[second] = third;
      else {
        pc = first;
        pos = second;
        break;
      }
    }
  }
}
