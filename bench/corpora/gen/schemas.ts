import click from "../schemas/click.json" with { type: "json" };
import config from "../schemas/config.json" with { type: "json" };
import invoice from "../schemas/invoice.json" with { type: "json" };
import navigate from "../schemas/navigate.json" with { type: "json" };
import product from "../schemas/product.json" with { type: "json" };
import profile from "../schemas/profile.json" with { type: "json" };
import scroll from "../schemas/scroll.json" with { type: "json" };
import sentiment from "../schemas/sentiment.json" with { type: "json" };
import tree from "../schemas/tree.json" with { type: "json" };
import typeTool from "../schemas/type.json" with { type: "json" };
import wait from "../schemas/wait.json" with { type: "json" };
import type { JsonSchema } from "../../../src/fuzz/index.js";

/** Names of the corpus schemas. */
export type SchemaName = "click" | "type" | "navigate" | "scroll" | "wait" | "product" | "sentiment" | "invoice" | "config" | "tree" | "profile";

/** The corpus schemas, as in bench/corpora/schemas/*.json. */
export const SCHEMAS: Readonly<Record<SchemaName, JsonSchema>> = { click, type: typeTool, navigate, scroll, wait, product, sentiment, invoice, config, tree, profile };

/** The web-agent tools (their schema title is the tool name). */
export const TOOLS = ["click", "type", "navigate", "scroll", "wait"] as const satisfies readonly SchemaName[];

/** Records a model extracts (no tool name). */
export const RECORDS = ["product", "sentiment", "invoice", "config", "tree", "profile"] as const satisfies readonly SchemaName[];

/** Every schema name. */
export const ALL: readonly SchemaName[] = [...TOOLS, ...RECORDS];
