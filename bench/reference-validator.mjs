// A second, independent validator (ajv) to judge the fuzz kit's values and salvage's answers on real schemas.
/* global structuredClone */
import Ajv from "ajv";
import Ajv2019 from "ajv/dist/2019.js";
import Ajv2020 from "ajv/dist/2020.js";
import AjvDraft04 from "ajv-draft-04";
import addFormats from "ajv-formats";
import draft06 from "ajv/dist/refs/json-schema-draft-06.json" with { type: "json" };

// ECMA-262 patterns as JSON Schema means them: with the `u` flag when the pattern allows it, else without
// (`\-`, `\d{3}\-`: identity escapes that only `u` refuses).
function regExp(pattern, flags) {
  try {
    return new RegExp(pattern, flags);
  } catch {
    return new RegExp(pattern, flags.replace("u", ""));
  }
}
regExp.code = "new RegExp";

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
      return { ok: true, draft, validate: (value) => check(value) };
    } catch (error) {
      message ||= String(error?.message ?? error);
    }
  }
  return { ok: false, message: message.slice(0, 300) };
}
