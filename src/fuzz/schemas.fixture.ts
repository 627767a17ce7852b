/** Test fixture (not exported): the corpus schemas, so the kit is tested on the schemas the corpus is built from. */
import click from "../../bench/corpora/schemas/click.json" with { type: "json" };
import config from "../../bench/corpora/schemas/config.json" with { type: "json" };
import invoice from "../../bench/corpora/schemas/invoice.json" with { type: "json" };
import navigate from "../../bench/corpora/schemas/navigate.json" with { type: "json" };
import product from "../../bench/corpora/schemas/product.json" with { type: "json" };
import profile from "../../bench/corpora/schemas/profile.json" with { type: "json" };
import scroll from "../../bench/corpora/schemas/scroll.json" with { type: "json" };
import sentiment from "../../bench/corpora/schemas/sentiment.json" with { type: "json" };
import tree from "../../bench/corpora/schemas/tree.json" with { type: "json" };
import typeTool from "../../bench/corpora/schemas/type.json" with { type: "json" };
import wait from "../../bench/corpora/schemas/wait.json" with { type: "json" };
import type { JsonSchema } from "./schema.js";

/** The corpus schemas by name. */
export const schemas: Readonly<Record<string, JsonSchema>> = { click, config, invoice, navigate, product, profile, scroll, sentiment, tree, type: typeTool, wait };

/** The corpus schema of that name; throws for an unknown name (a broken test, not a broken input). */
export function schemaNamed(name: string): JsonSchema {
  const schema = schemas[name];
  if (schema === undefined) throw new Error(`no fixture schema ${name}`);
  return schema;
}
