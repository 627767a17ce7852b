import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createBatchRunner } from "../src/cli/corpus-batch.js";
import { suggestFrom } from "../src/corpus/suggest.js";

// `salvage corpus --suggest` on a corpus made of the bundled schemas: the clean cases as they are (controls),
// the same answers with a required key renamed, and with an enum member replaced by a variant. It must
// propose exactly the planted aliases and synonyms, and nothing for any control case.
type Json = Record<string, unknown>;
interface Case {
  id: string;
  input: string;
  expected?: unknown;
  schema: Json | null;
  category: string;
}
const bundled = readFileSync("bench/corpora/bundled.jsonl", "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as Case);
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
/** The object schema at the root, through a root `$ref` (the tree schema's `#/$defs/node`). */
function rootObject(schema: Json): Json {
  const ref = schema["$ref"];
  if (typeof ref !== "string") return schema;
  return ref.slice(2).split("/").reduce<Json>((node, part) => node[part] as Json, schema);
}
const clean = bundled.filter((item) => item.category === "clean" && item.schema !== null && isObject(item.expected) && isObject(rootObject(item.schema)["properties"]));
// Declared aliases and case variants the runner already renames: keys the schema has.
const declared = bundled.filter((item) => item.category === "key-alias" && "expected" in item);

const cases: Case[] = [];
const planted = new Set<string>();
for (const item of clean) {
  const schema = rootObject(item.schema as Json);
  const title = String((item.schema as Json)["title"]);
  const properties = schema["properties"] as Json;
  const expected = item.expected as Json;
  cases.push({ ...item, id: `control-${item.id}` });
  const required = (schema["required"] as string[] | undefined) ?? [];
  const key = required.find((name) => Object.hasOwn(expected, name));
  if (key !== undefined) {
    const renamed = Object.fromEntries(Object.entries(expected).map(([k, v]) => [k === key ? `planted_${k}` : k, v]));
    cases.push({ ...item, id: `alias-${item.id}`, input: JSON.stringify(renamed), category: "planted" });
    planted.add(JSON.stringify(["alias", title, key, `planted_${key}`, key]));
  }
  const enumKey = Object.keys(expected).find((name) => Array.isArray((properties[name] as Json | undefined)?.["enum"]) && typeof expected[name] === "string");
  if (enumKey !== undefined) {
    const member = expected[enumKey] as string;
    const variant = `${member} (variant)`.replaceAll(" ", "~");
    cases.push({ ...item, id: `enum-${item.id}`, input: JSON.stringify({ ...expected, [enumKey]: variant }), category: "planted" });
    planted.add(JSON.stringify(["enum-synonym", title, enumKey, variant, member]));
  }
}
for (const item of declared) cases.push({ ...item, id: `declared-${item.id}` });

describe("salvage corpus --suggest on planted renames and enum variants", () => {
  const run = createBatchRunner({ compare: false, suggest: true });
  const result = run({ seq: 0, lines: cases.map((item) => JSON.stringify(item)), numbers: cases.map((_, i) => i + 1) });
  const report = suggestFrom(result.evidence ?? []);

  it("plants something for every bundled schema", () => {
    const titles = new Set([...planted].map((entry) => (JSON.parse(entry) as string[])[1]));
    expect(titles.size).toBe(11);
    expect(result.errors).toEqual([]);
  });

  it("proposes exactly the planted aliases and synonyms", () => {
    const proposed = report.suggestions
      .filter((s) => s.kind === "alias" || s.kind === "enum-synonym")
      .map((s) => JSON.stringify([s.kind, s.schema, s.path, s.from, s.to]));
    expect(new Set(proposed)).toEqual(planted);
  });

  it("proposes nothing from a control case or a key the schema declares", () => {
    const cited = report.suggestions.flatMap((s) => s.examples);
    expect(cited.filter((id) => !id.startsWith("alias-") && !id.startsWith("enum-"))).toEqual([]);
  });

  it("writes each alias as a JSON Patch and as a zod .meta line that keeps the declared aliases", () => {
    const click = report.patches.find((p) => p.schema === "click");
    expect(click?.patch).toEqual([{ op: "add", path: "/properties/selector/aliases/-", value: "planted_selector" }]);
    expect(report.zod.join("\n")).toContain('selector: /* its schema */.meta({ aliases: ["element","target","css_selector","planted_selector"] }),');
  });
});
