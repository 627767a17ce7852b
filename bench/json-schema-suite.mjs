// The official JSON-Schema-Test-Suite (vendored in test/fixtures/json-schema-test-suite) through salvage's validator
// chain and three validators alone, per draft: the table in docs/reliability.md.
//
//   npm run build && node bench/json-schema-suite.mjs [--failures salvage|ajv|hyperjump|cfworker]
//
// Each validator is given the suite's remote documents (`http://localhost:1234/…`) where it can take them: ajv
// (`addSchema`), @hyperjump/json-schema (`registerSchema`) and @cfworker/json-schema (`addSchema`). salvage fetches
// nothing and takes no extra documents, so its `refRemote` cases fail by design. Formats are asserted by every
// validator (ajv with ajv-formats; hyperjump with `setShouldValidateFormat(true)`); a validator that throws on a
// schema counts that case as failed. A case passes when the validator's valid/invalid answer is the suite's.
/* global structuredClone */
import Ajv from "ajv";
import Ajv2019 from "ajv/dist/2019.js";
import Ajv2020 from "ajv/dist/2020.js";
import AjvDraft04 from "ajv-draft-04";
import addFormats from "ajv-formats";
import draft06 from "ajv/dist/refs/json-schema-draft-06.json" with { type: "json" };
import { Validator as CfValidator } from "@cfworker/json-schema";
import { validate } from "../dist/index.js";
import { DRAFTS, remotes, suiteCases } from "../test/fixtures/json-schema-test-suite/load.mjs";

const args = process.argv.slice(2);
const failuresOf = args.includes("--failures") ? args[args.indexOf("--failures") + 1] : undefined;
const REMOTES = remotes();

const hyperjumpModules = {
  "4": "@hyperjump/json-schema/draft-04",
  "6": "@hyperjump/json-schema/draft-06",
  "7": "@hyperjump/json-schema/draft-07",
  "2019-09": "@hyperjump/json-schema/draft-2019-09",
  "2020-12": "@hyperjump/json-schema/draft-2020-12",
};
const hyperjumpDialects = {
  "4": "http://json-schema.org/draft-04/schema",
  "6": "http://json-schema.org/draft-06/schema",
  "7": "http://json-schema.org/draft-07/schema",
  "2019-09": "https://json-schema.org/draft/2019-09/schema",
  "2020-12": "https://json-schema.org/draft/2020-12/schema",
};

function ajvFor(draft) {
  const Class = { "4": AjvDraft04, "6": Ajv, "7": Ajv, "2019-09": Ajv2019, "2020-12": Ajv2020 }[draft];
  const ajv = new Class({ strict: false, logger: false, validateFormats: true });
  addFormats(ajv);
  if (draft === "6") ajv.addMetaSchema(draft06);
  for (const { url, schema } of REMOTES) {
    try {
      ajv.addSchema(schema, url);
    } catch {
      // a remote of another draft: not for this engine
    }
  }
  return ajv;
}

/** Each validator: `(schema, data) → boolean` (may be async), built per draft. */
async function validators(draft) {
  const ajv = ajvFor(draft.name);
  const hyperjump = await import(hyperjumpModules[draft.name]);
  await import("@hyperjump/json-schema/formats");
  hyperjump.setShouldValidateFormat(true);
  for (const { url, schema } of REMOTES) {
    try {
      if (!hyperjump.hasSchema(url)) hyperjump.registerSchema(schema, url, hyperjumpDialects[draft.name]);
    } catch {
      // already known or not a schema for this dialect
    }
  }
  let n = 0;
  const cfDraft = draft.name === "6" ? "7" : draft.name;
  return {
    // A schema salvage cannot use (`invalid-schema`) is a failed case whatever the suite expects.
    salvage: (schema, data) => {
      const outcome = validate(data, schema);
      return outcome.ok || (outcome.error.code === "invalid-schema" ? `invalid-schema: ${outcome.error.message.slice(0, 120)}` : false);
    },
    ajv: (schema, data) => {
      const copy = typeof schema === "object" && schema !== null ? { ...schema } : schema;
      if (typeof copy === "object" && copy !== null && draft.name !== "4") delete copy.$schema;
      return ajv.validate(copy, data);
    },
    hyperjump: async (schema, data) => {
      const uri = `https://salvage.test/suite/${draft.folder}/${n++}.json`;
      const document = typeof schema === "object" && schema !== null ? structuredClone(schema) : schema;
      hyperjump.registerSchema(document, uri, hyperjumpDialects[draft.name]);
      try {
        return (await hyperjump.validate(uri, data)).valid;
      } finally {
        hyperjump.unregisterSchema(uri);
      }
    },
    cfworker: (schema, data) => {
      const validator = new CfValidator(structuredClone(schema), cfDraft, false);
      for (const { url, schema: remote } of REMOTES) validator.addSchema(structuredClone(remote), url);
      return validator.validate(data).valid;
    },
  };
}

const NAMES = ["salvage", "ajv", "hyperjump", "cfworker"];
const PARTS = ["required", "optional", "format"];
const rows = [];
for (const draft of DRAFTS) {
  const cases = suiteCases(draft);
  const run = await validators(draft);
  const counts = Object.fromEntries(NAMES.map((name) => [name, Object.fromEntries(PARTS.map((part) => [part, { pass: 0, total: 0 }]))]));
  for (const test of cases) {
    for (const name of NAMES) {
      let answer;
      try {
        answer = await run[name](test.schema, test.data);
      } catch (error) {
        answer = `threw: ${String(error?.message ?? error).split("\n", 1)[0].slice(0, 120)}`;
      }
      const count = counts[name][test.part];
      count.total++;
      if (answer === test.valid) count.pass++;
      else if (failuresOf === name) console.log(`${draft.name} | ${test.id} | expected ${test.valid}, got ${answer}`);
    }
  }
  rows.push({ draft: draft.name, counts });
}

const percent = ({ pass, total }) => `${pass} / ${total} (${((100 * pass) / total).toFixed(1)} %)`;
console.log(`\n| draft | part | ${NAMES.join(" | ")} |`);
console.log(`|---|---|${NAMES.map(() => "---:").join("|")}|`);
for (const { draft, counts } of rows) {
  for (const part of PARTS) console.log(`| ${draft} | ${part} | ${NAMES.map((name) => percent(counts[name][part])).join(" | ")} |`);
}
