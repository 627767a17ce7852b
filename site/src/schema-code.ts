// A zod schema typed in TypeScript syntax, evaluated without `eval`: the text is tokenized and parsed into
// calls, member accesses and literals, and only whitelisted zod functions and methods are ever called. The
// page runs whatever a share link holds, so a link must not be able to run code: `eval`/`new Function` would
// run any JavaScript a link carried (steal the page's state, load scripts), and a sandboxed iframe would still
// need a message protocol and a copy of zod inside it. A small grammar over a whitelist is the whole attack
// surface and is readable in one file.
import * as z from "zod";

/** What the text evaluated to: a zod schema, or why not (with the offset of the problem). */
export type SchemaCode = { ok: true; schema: z.ZodType } | { ok: false; message: string };

/** `z.<name>(…)` functions the evaluator calls. */
const factories = new Set([
  "object", "strictObject", "looseObject", "string", "number", "int", "boolean", "null", "array", "enum", "literal",
  "union", "optional", "nullable", "record", "tuple", "email", "url", "uuid", "iso", "any", "unknown",
]);
/** `.name(…)` methods of a schema the evaluator calls. */
const methods = new Set([
  "optional", "nullable", "nullish", "default", "describe", "meta", "min", "max", "length", "int", "positive", "nonnegative",
  "negative", "nonpositive", "gt", "gte", "lt", "lte", "email", "url", "uuid", "trim", "toLowerCase", "array", "or", "strict",
  "passthrough", "nonempty", "startsWith", "endsWith", "includes", "multipleOf", "catchall", "datetime", "date",
]);
/** `z.iso.<name>()` formats. */
const isoFormats = new Set(["datetime", "date", "time", "duration"]);

type Token = { kind: "name" | "string" | "number" | "punct"; text: string; value?: unknown; at: number };

class CodeError extends Error {}

/** Tokens of the text: names, strings (no template substitutions), numbers, punctuation; comments skipped. */
function tokenize(code: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < code.length) {
    const c = code[i] as string;
    if (/\s/.test(c)) i++;
    else if (code.startsWith("//", i)) i = code.indexOf("\n", i) === -1 ? code.length : code.indexOf("\n", i);
    else if (code.startsWith("/*", i)) {
      const end = code.indexOf("*/", i + 2);
      if (end === -1) throw new CodeError(`a comment is not closed (at ${i})`);
      i = end + 2;
    } else if (/[A-Za-z_$]/.test(c)) {
      const start = i;
      while (i < code.length && /[\w$]/.test(code[i] as string)) i++;
      tokens.push({ kind: "name", text: code.slice(start, i), at: start });
    } else if (/[0-9]/.test(c) || (c === "." && /[0-9]/.test(code[i + 1] ?? ""))) {
      const match = /^(?:\d[\d_]*)?(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(code.slice(i, i + 64)) as RegExpExecArray;
      tokens.push({ kind: "number", text: match[0], value: Number(match[0].replaceAll("_", "")), at: i });
      i += match[0].length;
    } else if (c === '"' || c === "'" || c === "`") {
      const start = i++;
      let text = "";
      while (i < code.length && code[i] !== c) {
        if (c === "`" && code.startsWith("${", i)) throw new CodeError(`a template string with \${…} is code, not a value (at ${i})`);
        if (code[i] === "\\") {
          const next = code[i + 1] ?? "";
          const escapes: Record<string, string> = { n: "\n", t: "\t", r: "\r", "\\": "\\", "'": "'", '"': '"', "`": "`" };
          if (escapes[next] === undefined) throw new CodeError(`unsupported escape \\${next} (at ${i})`);
          text += escapes[next];
          i += 2;
        } else text += code[i++];
      }
      if (i >= code.length) throw new CodeError(`a string is not closed (at ${start})`);
      i++;
      tokens.push({ kind: "string", text, value: text, at: start });
    } else if ("(){}[],:.;-".includes(c)) {
      tokens.push({ kind: "punct", text: c, at: i });
      i++;
    } else throw new CodeError(`unexpected ${JSON.stringify(c)} (at ${i}): only zod calls and literals are read`);
  }
  return tokens;
}

const ZOD = Symbol("z");
const ISO = Symbol("z.iso");
type Value = unknown;

/** A recursive-descent reader over the tokens that evaluates as it reads, calling only whitelisted functions. */
class Reader {
  private at = 0;
  constructor(private readonly tokens: Token[]) {}

  peek(): Token | undefined {
    return this.tokens[this.at];
  }
  take(text?: string): Token {
    const token = this.tokens[this.at];
    if (token === undefined) throw new CodeError(`the schema ends too early${text === undefined ? "" : `: expected ${text}`}`);
    if (text !== undefined && token.text !== text) throw new CodeError(`expected ${text} at ${token.at}, found ${token.text}`);
    this.at++;
    return token;
  }
  done(): boolean {
    return this.at >= this.tokens.length;
  }

  expression(): Value {
    let value = this.primary();
    for (;;) {
      const next = this.peek();
      if (next?.text === ".") {
        this.take(".");
        const name = this.take();
        if (name.kind !== "name") throw new CodeError(`expected a name after "." at ${name.at}`);
        value = this.member(value, name);
      } else if (next?.text === "(") {
        value = this.call(value, this.args());
      } else return value;
    }
  }

  private member(target: Value, name: Token): Value {
    if (target === ZOD) {
      if (name.text === "iso") return ISO;
      if (!factories.has(name.text)) throw new CodeError(`z.${name.text} is not available here (at ${name.at})`);
      return { fn: (z as unknown as Record<string, (...args: unknown[]) => unknown>)[name.text], name: `z.${name.text}` };
    }
    if (target === ISO) {
      if (!isoFormats.has(name.text)) throw new CodeError(`z.iso.${name.text} is not available here (at ${name.at})`);
      return { fn: (z.iso as unknown as Record<string, (...args: unknown[]) => unknown>)[name.text], name: `z.iso.${name.text}` };
    }
    if (target instanceof z.ZodType) {
      if (!methods.has(name.text)) throw new CodeError(`.${name.text}() is not available here (at ${name.at})`);
      const method = (target as unknown as Record<string, unknown>)[name.text];
      if (typeof method !== "function") throw new CodeError(`this schema has no .${name.text}() (at ${name.at})`);
      return { fn: (method as (...args: unknown[]) => unknown).bind(target), name: `.${name.text}` };
    }
    throw new CodeError(`.${name.text} (at ${name.at}) is read only on z and on schemas`);
  }

  private call(callee: Value, args: Value[]): Value {
    if (typeof callee !== "object" || callee === null || !("fn" in callee)) throw new CodeError("only zod functions can be called");
    const { fn, name } = callee as { fn: (...a: unknown[]) => unknown; name: string };
    try {
      return fn(...args);
    } catch (error) {
      throw new CodeError(`${name}(…) refused its arguments: ${(error as Error).message.split("\n")[0] ?? ""}`);
    }
  }

  private args(): Value[] {
    this.take("(");
    const args: Value[] = [];
    while (this.peek()?.text !== ")") {
      args.push(this.expression());
      if (this.peek()?.text !== ")") this.take(",");
    }
    this.take(")");
    return args;
  }

  private primary(): Value {
    const token = this.take();
    if (token.kind === "string" || token.kind === "number") return token.value;
    if (token.text === "-") {
      const number = this.take();
      if (number.kind !== "number") throw new CodeError(`expected a number after "-" at ${token.at}`);
      return -(number.value as number);
    }
    if (token.kind === "name") {
      if (token.text === "z") return ZOD;
      if (token.text === "true" || token.text === "false") return token.text === "true";
      if (token.text === "null") return null;
      throw new CodeError(`${token.text} (at ${token.at}) is not known here: write z.…, literals, objects and arrays`);
    }
    if (token.text === "[") {
      const items: Value[] = [];
      while (this.peek()?.text !== "]") {
        items.push(this.expression());
        if (this.peek()?.text !== "]") this.take(",");
      }
      this.take("]");
      return items;
    }
    if (token.text === "{") {
      const object: Record<string, Value> = {};
      while (this.peek()?.text !== "}") {
        const key = this.take();
        if (key.kind !== "name" && key.kind !== "string") throw new CodeError(`expected a key at ${key.at}`);
        this.take(":");
        // defineProperty: a key named __proto__ is an own key, never the object's prototype.
        Object.defineProperty(object, key.text, { value: this.expression(), enumerable: true, writable: true, configurable: true });
        if (this.peek()?.text !== "}") this.take(",");
      }
      this.take("}");
      return object;
    }
    throw new CodeError(`unexpected ${token.text} at ${token.at}`);
  }
}

/**
 * Evaluates a zod schema written in TypeScript: `z.object({ … })`, optionally after `import … from "zod"`
 * lines and as `const Name = …;` (the last such declaration is the schema).
 */
export function evaluateSchemaCode(code: string): SchemaCode {
  const body = code
    .split("\n")
    .filter((line) => !/^\s*import\s/.test(line))
    .join("\n");
  const declarations = [...body.matchAll(/(?:^|\n)\s*(?:export\s+)?(?:const|let)\s+[A-Za-z_$][\w$]*\s*(?::[^=]*)?=/g)];
  const last = declarations.at(-1);
  const expression = (last === undefined ? body : body.slice((last.index ?? 0) + last[0].length)).replace(/;\s*$/, "");
  try {
    const reader = new Reader(tokenize(expression));
    const value = reader.expression();
    if (reader.peek() !== undefined && reader.peek()?.text === ";") reader.take(";");
    if (!reader.done()) throw new CodeError("there is more after the schema: give one zod schema");
    if (!(value instanceof z.ZodType)) throw new CodeError("the code is not a zod schema");
    return { ok: true, schema: value };
  } catch (error) {
    if (error instanceof CodeError) return { ok: false, message: error.message };
    return { ok: false, message: `the schema could not be read: ${String(error)}` };
  }
}

/** True when the schema box holds code rather than JSON. */
export function looksLikeCode(text: string): boolean {
  const first = text.trimStart()[0];
  return first !== undefined && first !== "{" && first !== "[";
}
