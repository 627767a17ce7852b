// BAML's schema-aligned parser as a peer: `b.parse.<Function>(text)` per corpus schema (no model call).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { generateBaml } from "./generate-baml.mjs";

const here = dirname(fileURLToPath(import.meta.url));

/** Generates and compiles the BAML client for the corpus (when missing), then returns the peer, or why not. */
export async function bamlPeer(corpusFile) {
  try {
    const bundle = join(here, "out", "baml.mjs");
    if (!existsSync(bundle) || !existsSync(join(here, "functions.json"))) {
      generateBaml(corpusFile);
      execFileSync("npx", ["esbuild", join(here, "baml_client", "index.ts"), "--bundle", "--platform=node", "--format=esm", "--packages=external", `--outfile=${bundle}`, "--log-level=warning"], { stdio: "pipe" });
    }
    const functions = JSON.parse(readFileSync(join(here, "functions.json"), "utf8"));
    const { b } = await import(bundle);
    return {
      name: "BAML",
      // BAML needs a schema; schema-less cases have no BAML function.
      supports: (item) => item.schema !== null && functions[JSON.stringify(item.schema)] !== undefined,
      equal: (value, expected, item) => isDeepStrictEqual(value, dropNullOptionals(expected, item.schema, item.schema)),
      parse(text, item) {
        try {
          const value = b.parse[functions[JSON.stringify(item.schema)]](text);
          return { ok: true, value: dropNullOptionals(value, item.schema, item.schema) };
        } catch {
          return { ok: false };
        }
      },
    };
  } catch (error) {
    return { name: "BAML", unavailable: String(error?.message ?? error).split("\n")[0] };
  }
}

/**
 * BAML answers an absent optional field with null, so it cannot tell "absent" from "null" there. To score
 * it fairly, nulls of optional properties are dropped from its answers and from the truth alike
 * (`equal` below), and nulls the schema does not allow are dropped from its answers.
 */
export function dropNullOptionals(value, schema, root, depth = 0) {
  if (depth > 64 || value === null || typeof value !== "object") return value;
  const resolved = schema?.$ref ? root.$defs?.[schema.$ref.split("/").pop()] ?? {} : schema ?? {};
  if (Array.isArray(value)) return value.map((item) => dropNullOptionals(item, resolved.items, root, depth + 1));
  const out = {};
  const required = new Set(resolved.required ?? []);
  for (const [key, item] of Object.entries(value)) {
    const sub = resolved.properties?.[key] ?? {};
    if (item === null && (!allowsNull(sub) || !required.has(key))) continue;
    out[key] = dropNullOptionals(item, sub, root, depth + 1);
  }
  return out;
}

function allowsNull(schema) {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes("null") || (schema.anyOf ?? []).some((s) => s.type === "null");
}
