import { createRng, type Rng } from "./rng.js";
import { isPlainObject } from "./json-value.js";

/** How a model lays out and spells the JSON it writes; syntax corruptions change these switches. */
export interface Style {
  /** Spaces per level; 0 writes everything on one line. */
  readonly indent: number;
  /** On one line: `", "` and `": "` rather than `","` and `":"`. */
  readonly spaced: boolean;
  /** `single` writes strings and keys in single quotes the way Python's repr does. */
  readonly quote: "double" | "single";
  /** Typographic quotes (“ ” or ‘ ’) in place of the ASCII delimiters. */
  readonly smartQuotes: boolean;
  /** Identifier-like keys without quotes, as in a JavaScript object literal. */
  readonly unquotedKeys: boolean;
  /** `True`, `False`, `None`. */
  readonly pythonLiterals: boolean;
  /** A comma after the last element: in no container, in some (at least one), or in all. */
  readonly trailingCommas: "none" | "some" | "all";
  /** `//` and `/* *\/` comments between entries (forces an indented layout). */
  readonly comments: boolean;
  /** Strings holding a line break written as Python's `"""…"""`, raw (only where that reads back exactly: `tripleQuotable` in serialize.ts). */
  readonly tripleQuotes?: boolean;
  /** Inner `"` left unescaped where the quote plainly does not end the string (`"he said "stop" twice"`: `rawQuotable` in serialize.ts). */
  readonly rawInnerQuotes?: boolean;
  /** A backslash that starts no JSON escape written once, as models write regexes (`"\d+"`: `rawBackslashable` in serialize.ts). */
  readonly rawBackslashes?: boolean;
  /** Strings of two or more plain words written unquoted (`{"city": New York}`: `bareWordable` in serialize.ts); not beside comments. */
  readonly bareWords?: boolean;
  /** The first string value of a container followed by a hedge and a second quoted value (`"Paris" or "Lyon"`). */
  readonly hedge?: boolean;
  /** Seeds the per-container choices (which containers get a trailing comma, where comments go). */
  readonly seed: number;
}

/** Strict JSON, indented by two spaces. */
export const plainStyle: Style = {
  indent: 2,
  spaced: true,
  quote: "double",
  smartQuotes: false,
  unquotedKeys: false,
  pythonLiterals: false,
  trailingCommas: "none",
  comments: false,
  seed: 0,
};

const COMMENTS = [
  "the value you asked for",
  "required",
  "optional",
  "from the page",
  "TODO: double-check this",
  "see above",
  "as requested",
  "inferred",
  "best guess",
  "updated",
] as const;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const MAX_DEPTH = 256;

/**
 * Writes a JSON value the way a model would under the given style.
 * @example serialize({ a: true }, { ...plainStyle, indent: 0, pythonLiterals: true }) // '{"a": True}'
 */
export function serialize(value: unknown, style: Style): string {
  const writer = new Writer(style);
  const body = writer.value(value, 0);
  // Models sometimes open with a comment line; used when no entry got a comment, so `comments` always shows.
  if (style.comments && writer.commentCount === 0) return `// ${writer.rng.pick(COMMENTS)}\n${body}`;
  return body;
}

class Writer {
  readonly rng: Rng;
  commentCount = 0;
  private trailingPlaced = false;
  private hedged = false;
  constructor(private readonly style: Style) {
    this.rng = createRng(style.seed);
  }

  value(value: unknown, depth: number): string {
    if (depth > MAX_DEPTH) throw new RangeError("serialize: value nested too deeply");
    if (value === null) return this.style.pythonLiterals ? "None" : "null";
    if (value === true) return this.style.pythonLiterals ? "True" : "true";
    if (value === false) return this.style.pythonLiterals ? "False" : "false";
    if (typeof value === "number") return Number.isFinite(value) ? JSON.stringify(value) : "null";
    // A whole answer that is one string keeps JSON's quotes: a docstring or a damaged string is a value's member.
    if (typeof value === "string") return depth === 0 ? this.string(value) : this.stringValue(value);
    if (Array.isArray(value)) return this.container("[", "]", value.map((v) => ({ text: this.value(v, depth + 1) })), depth);
    if (isPlainObject(value)) {
      const sep = this.style.indent > 0 || this.style.spaced ? ": " : ":";
      const entries = Object.entries(value).map(([k, v]) => ({ text: `${this.key(k)}${sep}${this.value(v, depth + 1)}`, key: k }));
      return this.container("{", "}", entries, depth);
    }
    return "null";
  }

  private key(key: string): string {
    return this.style.unquotedKeys && IDENTIFIER.test(key) ? key : this.string(key);
  }

  /** A string value: the damage styles apply to values only, keys stay as {@link string} writes them. */
  private stringValue(s: string): string {
    if (this.style.hedge === true && !this.hedged) {
      this.hedged = true;
      return `${this.string(s)} or ${this.string(`${s} (or not)`)}`;
    }
    if (this.style.bareWords === true && !this.style.comments && bareWordable(s)) return s;
    const plain = this.style.quote === "double" && !this.style.smartQuotes;
    if (this.style.tripleQuotes === true && tripleQuotable(s)) return `"""${s}"""`;
    if (plain && this.style.rawInnerQuotes === true && rawQuotable(s)) return JSON.stringify(s).replace(/\\"/g, '"');
    if (plain && this.style.rawBackslashes === true && rawBackslashable(s)) return JSON.stringify(s).replace(/\\\\/g, "\\");
    return this.string(s);
  }

  private string(s: string): string {
    const json = JSON.stringify(s);
    // Python's repr switches to double quotes when the text holds a single quote and no double quote.
    const single = this.style.quote === "single" && !(s.includes("'") && !s.includes('"'));
    if (!single) return this.style.smartQuotes ? `“${json.slice(1, -1)}”` : json;
    const body = toSingleQuoted(json.slice(1, -1));
    return this.style.smartQuotes ? `‘${body}’` : `'${body}'`;
  }

  private container(open: string, close: string, entries: readonly { text: string; key?: string }[], depth: number): string {
    if (entries.length === 0) return open + close;
    const trailing = this.wantsTrailingComma();
    const { indent } = this.style;
    if (indent === 0 && !this.style.comments) {
      const sep = this.style.spaced ? ", " : ",";
      return open + entries.map((e) => e.text).join(sep) + (trailing ? "," : "") + close;
    }
    const step = Math.max(indent, 2);
    const pad = " ".repeat(step * (depth + 1));
    const lines: string[] = [];
    entries.forEach((entry, i) => {
      const last = i === entries.length - 1;
      const comma = !last || trailing ? "," : "";
      if (this.style.comments && this.rng.chance(0.12)) {
        lines.push(`${pad}// ${this.commentText(entry.key)}`);
        this.commentCount++;
      }
      let line = `${pad}${entry.text}${comma}`;
      if (this.style.comments && this.rng.chance(0.25)) {
        line += this.rng.chance(0.8) ? ` // ${this.commentText(entry.key)}` : ` /* ${this.commentText(entry.key)} */`;
        this.commentCount++;
      }
      lines.push(line);
    });
    return `${open}\n${lines.join("\n")}\n${" ".repeat(step * depth)}${close}`;
  }

  private commentText(key: string | undefined): string {
    if (key !== undefined && /^[A-Za-z][A-Za-z0-9_ ]{0,30}$/.test(key) && this.rng.chance(0.4)) return `${key.replace(/_/g, " ")}`;
    return this.rng.pick(COMMENTS);
  }

  private wantsTrailingComma(): boolean {
    const mode = this.style.trailingCommas;
    if (mode === "none") return false;
    if (mode === "all" || !this.trailingPlaced) {
      this.trailingPlaced = true;
      return true;
    }
    return this.rng.chance(0.5);
  }
}

// JSON escapes `"` and not `'`; a single-quoted literal needs the reverse.
function toSingleQuoted(jsonBody: string): string {
  let out = "";
  for (let i = 0; i < jsonBody.length; i++) {
    const c = jsonBody[i] as string;
    if (c === "\\") {
      const next = jsonBody[i + 1] ?? "";
      out += next === '"' ? '"' : c + next;
      i++;
    } else if (c === "'") out += "\\'";
    else out += c;
  }
  return out;
}

/**
 * Whether a string reads back exactly when written raw between `"""`: it holds a line break, no backslash,
 * no `"""`, does not end with `"`, and holds no control character other than a line break or a tab.
 */
export function tripleQuotable(s: string): boolean {
  // eslint-disable-next-line no-control-regex
  return s.includes("\n") && !/[\\\x00-\x08\x0b-\x1f\x7f]|"""|"$/.test(s);
}

/**
 * Whether a string's inner `"` can be left unescaped and still read back exactly: it starts and ends with a
 * letter, holds no backslash or control character, and each `"` has a letter on one side and a letter or a
 * space then a letter on the other (`he said "stop" twice`, `a"b`), so no quote can be taken for the end of
 * the string or for the start of another value.
 */
export function rawQuotable(s: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (!s.includes('"') || /[\\\x00-\x1f\x7f]/.test(s) || !/^[A-Za-z]/.test(s) || !/[A-Za-z]$/.test(s)) return false;
  const letter = (c: string | undefined): boolean => c !== undefined && /^[A-Za-z]$/.test(c);
  for (let i = s.indexOf('"'); i >= 0; i = s.indexOf('"', i + 1)) {
    const before = letter(s[i - 1]) ? "letter" : s[i - 1] === " " && letter(s[i - 2]) ? "space" : undefined;
    const after = letter(s[i + 1]) ? "letter" : s[i + 1] === " " && letter(s[i + 2]) ? "space" : undefined;
    if (before === undefined || after === undefined || (before === "space" && after === "space")) return false;
  }
  return true;
}

// Words a reader may take for a literal (`None`, `yes`), a hedge (`or`) or a non-finite number: never written bare.
const NOT_BARE = /\b(?:true|false|null|none|nan|infinity|undefined|yes|no|on|off|or|nor|either)\b/i;

/**
 * Whether a string reads back exactly when written without quotes as a value in a container: two or more words of
 * two or more ASCII letters, one space apart, none a literal, yes/no word or hedge (`New York`, `hello there`). Its
 * end is the `,` or closer that follows it, so the text has one reading.
 */
export function bareWordable(s: string): boolean {
  return /^[A-Za-z]{2,}(?: [A-Za-z]{2,})+$/.test(s) && !NOT_BARE.test(s);
}

/**
 * Whether a string's backslashes can be written once and still read back exactly: it holds a backslash,
 * each followed by a letter or digit that starts no JSON escape (`\d`, `\w`, `\s`, `\1`), no `"` and no control
 * character.
 */
export function rawBackslashable(s: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (!s.includes("\\") || /["\x00-\x1f\x7f]/.test(s)) return false;
  for (let i = s.indexOf("\\"); i >= 0; i = s.indexOf("\\", i + 2)) {
    if (!/^[A-Zac-eg-mo-qsv-z0-9]$/.test(s[i + 1] ?? "")) return false;
  }
  return true;
}
