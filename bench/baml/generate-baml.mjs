// Writes BAML classes and one parse function per distinct JSON Schema of the corpus, then runs
// `baml-cli generate`, so BAML's schema-aligned parser (`b.parse.<Function>(text)`) can be measured
// on the same cases. Generated from the schemas, never written by hand per case.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

/** Converts JSON Schemas to BAML source; returns the source and a function name per schema key. */
export function toBaml(schemas) {
  const classes = [];
  const functions = new Map();
  let counter = 0;
  const fresh = (base) => {
    const clean = base.replace(/[^A-Za-z0-9]/g, "") || "T";
    return `${clean[0].toUpperCase()}${clean.slice(1)}${counter++}`;
  };

  const typeOf = (schema, root, hint, defNames) => {
    if (schema.$ref) {
      const name = schema.$ref.split("/").pop();
      return defNames.get(name) ?? "string";
    }
    if (schema.anyOf || schema.oneOf) {
      const parts = (schema.anyOf ?? schema.oneOf).map((s) => typeOf(s, root, hint, defNames));
      const nonNull = parts.filter((p) => p !== "null");
      const union = [...new Set(nonNull)].join(" | ");
      return parts.includes("null") ? `(${union})?` : union;
    }
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    const nullable = types.includes("null");
    const main = types.find((t) => t !== "null");
    let base;
    if (schema.enum) {
      // Literal unions keep the values as written (BAML enum values must be capitalised).
      const values = schema.enum.filter((v) => v !== null);
      base = values.map((v) => JSON.stringify(v)).join(" | ");
    } else if (main === "object") base = classOf(schema, root, hint, defNames);
    else if (main === "array") base = `${grouped(typeOf(schema.items ?? {}, root, hint, defNames))}[]`;
    else if (main === "integer") base = "int";
    else if (main === "number") base = "float";
    else if (main === "boolean") base = "bool";
    else if (main === "string") base = "string";
    else base = "string";
    return nullable ? `${grouped(base)}?` : base;
  };

  // A union is wrapped before a suffix applies to it: `("A" | "B")[]`, not `"A" | "B"[]` (which BAML refuses).
  const grouped = (type) => (type.includes(" | ") ? `(${type})` : type);

  const classOf = (schema, root, hint, defNames) => {
    const name = fresh(hint);
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties ?? {}).map(([key, sub]) => {
      let type = typeOf(sub, root, key, defNames);
      if (!required.has(key) && !type.endsWith("?")) type = /[ |]/.test(type) ? `(${type})?` : `${type}?`;
      return `  ${key} ${type}`;
    });
    classes.push(`class ${name} {\n${fields.join("\n")}\n}`);
    return name;
  };

  for (const [key, schema] of schemas) {
    const title = schema.title ?? "Out";
    const defNames = new Map();
    for (const def of Object.keys(schema.$defs ?? {})) defNames.set(def, fresh(def));
    for (const [def, sub] of Object.entries(schema.$defs ?? {})) {
      // A recursive definition becomes a named class that refers to itself.
      const required = new Set(sub.required ?? []);
      const fields = Object.entries(sub.properties ?? {}).map(([field, s]) => {
        let type = typeOf(s, schema, field, defNames);
        if (!required.has(field) && !type.endsWith("?")) type = `${type}?`;
        return `  ${field} ${type}`;
      });
      classes.push(`class ${defNames.get(def)} {\n${fields.join("\n")}\n}`);
    }
    const out = typeOf(schema, schema, title, defNames);
    const fn = fresh(`Parse${title[0].toUpperCase()}${title.slice(1)}`);
    functions.set(key, fn);
    classes.push(`function ${fn}(text: string) -> ${out} {\n  client Dummy\n  prompt #"{{ text }} {{ ctx.output_format }}"#\n}`);
  }
  const header = [
    'generator target {\n  output_type "typescript"\n  output_dir "../"\n  version "0.226.2"\n  default_client_mode sync\n  module_format esm\n}',
    // Never called: parsing text needs no model, but every BAML function names a client.
    'client<llm> Dummy {\n  provider openai\n  options {\n    model "none"\n    api_key "unused"\n  }\n}',
  ];
  return { source: [...header, ...classes].join("\n\n") + "\n", functions };
}

/** Generates bench/baml/baml_src and bench/baml/baml_client for the schemas of a corpus file. */
export function generateBaml(corpusFile) {
  const schemas = new Map();
  for (const line of readFileSync(corpusFile, "utf8").split("\n")) {
    if (!line.trim()) continue;
    const item = JSON.parse(line);
    if (item.schema) schemas.set(JSON.stringify(item.schema), item.schema);
  }
  const { source, functions } = toBaml(schemas);
  mkdirSync(join(here, "baml_src"), { recursive: true });
  writeFileSync(join(here, "baml_src", "corpus.baml"), source);
  writeFileSync(join(here, "functions.json"), JSON.stringify(Object.fromEntries(functions), null, 1));
  execFileSync("npx", ["baml-cli", "generate", "--from", join(here, "baml_src")], { stdio: "pipe" });
  return functions;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const functions = generateBaml(process.argv[2] ?? "bench/corpora/bundled.jsonl");
  console.log(`generated ${functions.size} BAML functions`);
}
