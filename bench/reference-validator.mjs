// A second, independent validator (ajv) to judge the fuzz kit's values and salvage's answers on real schemas.
/* global structuredClone */
import Ajv from "ajv";
import Ajv2019 from "ajv/dist/2019.js";
import Ajv2020 from "ajv/dist/2020.js";
import AjvDraft04 from "ajv-draft-04";
import addFormats from "ajv-formats";
import { RE2JS } from "re2js";
import draft06 from "ajv/dist/refs/json-schema-draft-06.json" with { type: "json" };

// ECMA-262 patterns as JSON Schema means them: with the `u` flag when the pattern allows it, else without
// (`\-`, `\d{3}\-`: identity escapes that only `u` refuses). A repeated group (`(?:[a-z]+-?)+`) can take
// seconds on a backtracking engine (Github_medium/o10310 hung the oracle, not salvage): such a pattern runs on
// re2js when RE2 reads it, with `.`, `\s` and `\S` spelled out as JavaScript means them (RE2's are ASCII).
const SPACES = "\\t\\n\\x{b}\\f\\r \\x{a0}\\x{1680}\\x{2000}-\\x{200a}\\x{2028}\\x{2029}\\x{202f}\\x{205f}\\x{3000}\\x{feff}";
export function forRe2(pattern) {
  let out = "";
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") {
      const next = pattern[i + 1];
      i++;
      if (next === "s") out += inClass ? SPACES : `[${SPACES}]`;
      else if (next === "S") {
        if (inClass) return undefined;
        out += `[^${SPACES}]`;
      } else out += c + (next ?? "");
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      out += c;
    } else if (c === "[") {
      inClass = true;
      out += c;
    } else out += c === "." ? "[^\\n\\r\\x{2028}\\x{2029}]" : c;
  }
  return out;
}

function regExp(pattern, flags) {
  const re2Source = /\)[*+{]/.test(pattern) ? forRe2(pattern) : undefined;
  if (re2Source !== undefined) {
    try {
      const re2 = RE2JS.compile(re2Source);
      // ajv keys its patterns by `toString()`: each must say its own.
      return { test: (text) => re2.test(text), toString: () => `/${pattern}/${flags}` };
    } catch {
      // RE2 cannot read it: JavaScript's engine
    }
  }
  try {
    return new RegExp(pattern, flags);
  } catch {
    return new RegExp(pattern, flags.replace("u", ""));
  }
}
// No `regExp.code = "new RegExp"`: with it ajv inlines `new RegExp(…)` in the code it generates and never calls this.

const options = { strict: false, logger: false, allErrors: false, validateFormats: true, code: { regExp } };

function make(Class, extra) {
  const ajv = new Class(options);
  addFormats(ajv);
  extra?.(ajv);
  return ajv;
}

const engines = {
  "4": () => make(AjvDraft04),
  "6": () => make(Ajv, (ajv) => ajv.addMetaSchema(draft06)),
  "7": () => make(Ajv),
  "2019-09": () => make(Ajv2019),
  "2020-12": () => make(Ajv2020),
};

/** The drafts to try: the declared one, or (none declared) 2020-12, then the older ones the schema may be written in. */
function draftsOf(schema) {
  const declared = typeof schema === "object" && schema !== null ? schema.$schema : undefined;
  if (typeof declared === "string") {
    if (declared.includes("draft-04") || declared.includes("draft-03")) return ["4"];
    if (declared.includes("draft-06")) return ["6"];
    if (declared.includes("draft-07")) return ["7"];
    if (declared.includes("2019-09")) return ["2019-09"];
    return ["2020-12"];
  }
  return ["2020-12", "7", "4"];
}

/** `{ ok: true, draft, validate }` when some draft the schema may be written in compiles it, else `{ ok: false, message }`. */
export function referenceValidator(schema) {
  let message = "";
  for (const draft of draftsOf(schema)) {
    try {
      const ajv = engines[draft]();
      const copy = structuredClone(schema);
      if (typeof copy === "object" && copy !== null) delete copy.$schema;
      const check = ajv.compile(copy);
      return { ok: true, draft, validate: (value) => check(value), errors: () => check.errors };
    } catch (error) {
      message ||= String(error?.message ?? error);
    }
  }
  return { ok: false, message: message.slice(0, 300) };
}
