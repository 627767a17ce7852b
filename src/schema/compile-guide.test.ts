import { describe, expect, it } from "vitest";
import * as v from "valibot";
import * as z from "zod";
import { toStandardJsonSchema } from "@valibot/to-json-schema";
import type { Outcome } from "../outcome/types.js";
import { compileGuide, MAX_SCHEMA_DEPTH } from "./compile-guide.js";
import { anyNode, neverNode } from "./guide-nodes.js";
import type { GuideNode } from "./guide-types.js";
import { toJsonSchema } from "./to-json-schema.js";
import { salvage } from "../salvage/index.js";
import { growth } from "../../test/helpers/timing.js";

function guide(schema: Record<string, unknown> | boolean, options = {}): GuideNode {
  const outcome = compileGuide(schema, options);
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.value;
}

function prop(node: GuideNode, name: string) {
  const property = node.properties.get(name);
  if (property === undefined) throw new Error(`no property ${name}`);
  return property;
}

function failed(outcome: Outcome<unknown>): string {
  expect(outcome.ok).toBe(false);
  if (outcome.ok) return "";
  expect(outcome.error.code).toBe("invalid-schema");
  expect(outcome.error.stage).toBe("validate");
  return outcome.error.message;
}

describe("compileGuide: keywords", () => {
  it("reads type as a string or a list, and OpenAPI nullable", () => {
    expect(guide({ type: "string" }).types).toEqual(new Set(["string"]));
    expect(guide({ type: ["integer", "null"] }).types).toEqual(new Set(["integer", "null"]));
    expect(guide({ type: "string", nullable: true }).types).toEqual(new Set(["string", "null"]));
    expect(guide({ type: "string", enum: ["a"], nullable: true }).enum).toEqual(["a", null]);
    // OpenAPI: nullable only adds null beside an explicit type.
    expect(guide({ nullable: true, enum: ["a"] }).enum).toEqual(["a"]);
  });

  it("reads properties in declaration order, required, and additionalProperties in its three forms", () => {
    const node = guide({
      type: "object",
      properties: { b: { type: "string" }, a: { type: "number" } },
      required: ["a", "c"],
      additionalProperties: false,
    });
    expect([...node.properties.keys()]).toEqual(["b", "a", "c"]);
    expect(prop(node, "a").required).toBe(true);
    expect(prop(node, "b").required).toBe(false);
    expect(prop(node, "b").node.types).toEqual(new Set(["string"]));
    // A required name without a declaration must be present, and nothing may sit under an unknown key.
    expect(prop(node, "c")).toMatchObject({ required: true, node: neverNode });
    expect(node.additionalProperties).toBe(false);
    expect(guide({ type: "object" }).additionalProperties).toBe(true);
    expect(guide({ type: "object", additionalProperties: true }).additionalProperties).toBe(true);
    expect(guide({ type: "object", additionalProperties: {} }).additionalProperties).toBe(true);
    const typed = guide({ type: "object", additionalProperties: { type: "number" } }).additionalProperties;
    expect(typeof typed === "object" && typed.types).toEqual(new Set(["number"]));
    // Key patterns cannot be matched by the guide, so it must not reject those keys.
    expect(guide({ type: "object", patternProperties: { "^x": {} }, additionalProperties: false }).additionalProperties).toBe(true);
  });

  it("reads items, prefixItems, 2020-12 items after a prefix, and draft-07 array items", () => {
    expect(guide({ type: "array", items: { type: "string" } }).items?.types).toEqual(new Set(["string"]));
    expect(guide({ type: "array", items: {} }).items).toBeUndefined();
    const tuple = guide({ type: "array", prefixItems: [{ type: "string" }, { type: "number" }], items: false, minItems: 2, maxItems: 2 });
    expect(tuple.prefixItems.map((item) => item.types)).toEqual([new Set(["string"]), new Set(["number"])]);
    expect(tuple.items).toBe(neverNode);
    expect([tuple.minItems, tuple.maxItems]).toEqual([2, 2]);
    const draft7 = guide({ $schema: "http://json-schema.org/draft-07/schema#", type: "array", items: [{ type: "string" }], additionalItems: { type: "boolean" } });
    expect(draft7.prefixItems.map((item) => item.types)).toEqual([new Set(["string"])]);
    expect(draft7.items?.types).toEqual(new Set(["boolean"]));
  });

  it("reads enum, const, default, and infers types when type is absent", () => {
    const colour = guide({ enum: ["red", 1, 1.5, null] });
    expect(colour.enum).toEqual(["red", 1, 1.5, null]);
    expect(colour.types).toEqual(new Set(["string", "integer", "number", "null"]));
    const fixed = guide({ const: "x" });
    expect(fixed.enum).toEqual(["x"]);
    expect(fixed.types).toEqual(new Set(["string"]));
    expect(guide({ enum: ["a", "b"], const: "b" }).enum).toEqual(["b"]);
    expect(guide({ properties: { a: {} } }).types).toEqual(new Set(["object"]));
    expect(guide({ items: { type: "string" } }).types).toEqual(new Set(["array"]));
    expect(guide({ minLength: 1 }).types).toBeUndefined();
    const withDefault = guide({ type: "string", default: "a" });
    expect([withDefault.hasDefault, withDefault.default]).toEqual([true, "a"]);
    const nullDefault = guide({ type: ["string", "null"], default: null });
    expect([nullDefault.hasDefault, nullDefault.default]).toEqual([true, null]);
    expect(guide({ type: "string" }).hasDefault).toBe(false);
  });

  it("reads anyOf and oneOf as alternatives, allOf as parts, and both choices at once as an allOf part", () => {
    const either = guide({ anyOf: [{ type: "string" }, { type: "null" }] });
    expect(either.anyOf.map((branch) => branch.types)).toEqual([new Set(["string"]), new Set(["null"])]);
    expect(either.types).toBeUndefined();
    expect(guide({ oneOf: [{ type: "string" }, { type: "number" }] }).anyOf).toHaveLength(2);
    const all = guide({ allOf: [{ type: "object", properties: { a: {} } }, { required: ["a"] }] });
    expect(all.allOf).toHaveLength(2);
    const both = guide({ anyOf: [{ type: "string" }], oneOf: [{ minLength: 1 }, { maxLength: 3 }] });
    expect(both.anyOf).toHaveLength(1);
    expect(both.allOf).toHaveLength(1);
    expect(both.allOf[0]?.anyOf).toHaveLength(2);
  });

  it("compiles {} and true to the shared anyNode, false to a node no type fits", () => {
    expect(guide({})).toBe(anyNode);
    expect(guide(true)).toBe(anyNode);
    expect(guide({ description: "anything", title: "x" })).toBe(anyNode);
    expect(guide(false)).toBe(neverNode);
    expect(neverNode.types?.size).toBe(0);
    expect(prop(guide({ properties: { a: false } }), "a").node).toBe(neverNode);
  });
});

describe("compileGuide: $ref", () => {
  const tree = {
    type: "object",
    properties: { root: { $ref: "#/$defs/node" } },
    $defs: {
      node: {
        type: "object",
        properties: { name: { type: "string" }, children: { type: "array", items: { $ref: "#/$defs/node" } } },
        required: ["name"],
      },
    },
  };

  it("compiles a recursive schema to a cyclic graph, one node per target", () => {
    const root = guide(tree);
    const node = prop(root, "root").node;
    expect(prop(node, "children").node.items).toBe(node);
    expect(prop(node, "name").required).toBe(true);
  });

  it("resolves #, definitions, escaped and percent-encoded pointers", () => {
    const self = guide({ type: "object", properties: { next: { $ref: "#" } } });
    expect(prop(self, "next").node).toBe(self);
    const defs = guide({ properties: { a: { $ref: "#/definitions/x~1y~0z" } }, definitions: { "x/y~z": { type: "integer" } } });
    expect(prop(defs, "a").node.types).toEqual(new Set(["integer"]));
    const encoded = guide({ properties: { a: { $ref: "#/$defs/a%20b" } }, $defs: { "a b": { type: "boolean" } } });
    expect(prop(encoded, "a").node.types).toEqual(new Set(["boolean"]));
    const byId = guide({ $id: "https://example.com/s.json", properties: { a: { $ref: "https://example.com/s.json#/$defs/n" } }, $defs: { n: { type: "null" } } });
    expect(prop(byId, "a").node.types).toEqual(new Set(["null"]));
  });

  it("follows chains of bare references to the same node", () => {
    const node = guide({ properties: { a: { $ref: "#/$defs/x" }, b: { $ref: "#/$defs/y" } }, $defs: { x: { $ref: "#/$defs/y" }, y: { type: "string" } } });
    expect(prop(node, "a").node).toBe(prop(node, "b").node);
  });

  it("applies keywords beside $ref in 2020-12 (the target becomes an allOf part), ignores them in draft-07", () => {
    const defs = { $defs: { s: { type: "string" } } };
    const withDefault = prop(guide({ properties: { a: { $ref: "#/$defs/s", default: "x" } }, ...defs }), "a").node;
    expect(withDefault.hasDefault).toBe(true);
    expect(withDefault.allOf[0]?.types).toEqual(new Set(["string"]));
    const draft7 = guide({ $schema: "http://json-schema.org/draft-07/schema#", properties: { a: { $ref: "#/$defs/s", default: "x" } }, ...defs });
    expect(prop(draft7, "a").node.types).toEqual(new Set(["string"]));
    expect(prop(draft7, "a").node.hasDefault).toBe(false);
  });

  it("compiles zod's recursive output", () => {
    const Node: z.ZodType<{ name: string; children: unknown[] }> = z.object({ name: z.string(), get children() { return z.array(Node); } });
    const json = toJsonSchema(z.object({ tree: Node }));
    if (!json.ok) throw new Error(json.error.message);
    const node = prop(guide(json.value), "tree").node;
    expect(prop(node, "children").node.items).toBe(node);
  });

  it("fails on refs it cannot resolve, naming the pointer", () => {
    expect(failed(compileGuide({ properties: { a: { $ref: "#/$defs/missing" } } }))).toContain("#/properties/a/$ref");
    expect(failed(compileGuide({ properties: { a: { $ref: "other.json#/x" } } }))).toContain("does not lead into this schema");
    expect(failed(compileGuide({ properties: { a: { $ref: "#anchor" } } }))).toContain("#/properties/a/$ref");
    expect(failed(compileGuide({ properties: { a: { $ref: 5 } } }))).toContain("$ref must be a string");
    expect(failed(compileGuide({ $ref: "#/$defs/a", $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } } }))).toContain("loops back");
    expect(failed(compileGuide({ $ref: "#/$defs/__proto__", $defs: {} }))).toContain("does not resolve");
  });
});

describe("compileGuide: aliases", () => {
  it("reads aliases on a property schema, and on the schema its $ref leads to", () => {
    const node = guide({
      properties: { selector: { type: "string", aliases: ["element", "element"] }, b: { $ref: "#/$defs/s", aliases: ["x"] } },
      $defs: { s: { type: "string", aliases: ["y"] } },
    });
    expect(prop(node, "selector").aliases).toEqual(["element"]);
    expect(prop(node, "b").aliases).toEqual(["x", "y"]);
    expect(failed(compileGuide({ properties: { a: { aliases: "b" } } }))).toContain("#/properties/a/aliases");
  });

  it("reads zod .meta({ aliases }) and valibot v.metadata({ aliases }) through their converters", () => {
    const zodJson = toJsonSchema(z.object({ selector: z.string().meta({ aliases: ["element"] }) }));
    const valibotJson = toJsonSchema(toStandardJsonSchema(v.object({ selector: v.pipe(v.string(), v.metadata({ aliases: ["element"] })) })));
    for (const json of [zodJson, valibotJson]) {
      if (!json.ok) throw new Error(json.error.message);
      expect(prop(guide(json.value), "selector").aliases).toEqual(["element"]);
    }
  });

  it("merges options.aliases by path: nested, through array items, additional properties and anyOf", () => {
    const node = guide(
      {
        properties: {
          selector: { type: "string", aliases: ["element"] },
          user: { properties: { name: { type: "string" } } },
          items: { type: "array", items: { anyOf: [{ properties: { id: {} } }, { type: "null" }] } },
          map: { type: "object", additionalProperties: { properties: { v: {} } } },
        },
      },
      { aliases: { selector: ["target", "element"], "user.name": ["username"], "items.*.id": ["key"], "map.*.v": ["value"] } },
    );
    expect(prop(node, "selector").aliases).toEqual(["element", "target"]);
    expect(prop(prop(node, "user").node, "name").aliases).toEqual(["username"]);
    expect(prop(prop(node, "items").node.items?.anyOf[0] as GuideNode, "id").aliases).toEqual(["key"]);
    const map = prop(node, "map").node.additionalProperties as GuideNode;
    expect(prop(map, "v").aliases).toEqual(["value"]);
  });

  it("fails when an options.aliases path names no property", () => {
    expect(failed(compileGuide({ properties: { user: { properties: { name: {} } } } }, { aliases: { "user.nmae": ["x"] } }))).toContain('"user.nmae" names no property');
    expect(failed(compileGuide({ properties: { a: {} } }, { aliases: { "": ["x"] } }))).toContain("not a property path");
  });
});

describe("compileGuide: malformed schemas", () => {
  it.each([
    [{ type: "str" }, "#/type"],
    [{ type: ["string", 5] }, "#/type/1"],
    [{ properties: [] }, "#/properties"],
    [{ properties: { a: { properties: { b: { type: "text" } } } } }, "#/properties/a/properties/b/type"],
    [{ required: "a" }, "#/required"],
    [{ items: 5 }, "#/items"],
    [{ anyOf: [] }, "#/anyOf"],
    [{ oneOf: {} }, "#/oneOf"],
    [{ allOf: [{}, null] }, "#/allOf/1"],
    [{ enum: "a" }, "#/enum"],
    [{ minItems: -1 }, "#/minItems"],
    [{ maxItems: 1.5 }, "#/maxItems"],
    [{ prefixItems: [{}], items: [{}] }, "#/items"],
    [{ properties: { "a/b": { type: 1 } } }, "#/properties/a~1b/type"],
  ])("%j fails at %s", (schema, pointer) => {
    expect(failed(compileGuide(schema))).toContain(`at ${pointer}:`);
  });

  it("bounds nesting depth, also through $ref chains, without overflowing the stack", () => {
    let deep: Record<string, unknown> = { type: "string" };
    for (let i = 0; i < 10_000; i++) deep = { type: "array", items: deep };
    expect(failed(compileGuide(deep))).toContain(`deeper than ${MAX_SCHEMA_DEPTH}`);
    const defs: Record<string, unknown> = {};
    for (let i = 0; i < 1_000; i++) defs[`d${i}`] = { type: "array", items: { $ref: `#/$defs/d${i + 1}` } };
    defs["d1000"] = { type: "string" };
    expect(failed(compileGuide({ $ref: "#/$defs/d0", $defs: defs }))).toContain(`deeper than ${MAX_SCHEMA_DEPTH}`);
    let ok: Record<string, unknown> = { type: "string" };
    for (let i = 0; i < MAX_SCHEMA_DEPTH - 1; i++) ok = { items: ok };
    expect(compileGuide(ok).ok).toBe(true);
  });

  it("compiles a schema whose objects are shared many times in linear time", () => {
    const sharedTimes = (levels: number): Record<string, unknown> => {
      let shared: Record<string, unknown> = { type: "string" };
      for (let i = 0; i < levels; i++) shared = { anyOf: [shared, shared] };
      return shared;
    };
    expect(compileGuide(sharedTimes(60)).ok).toBe(true);
    // Twice the levels: about twice the time when each object is compiled once, 2^60 times when each use is.
    expect(growth((schema) => compileGuide(schema), sharedTimes(60), sharedTimes(120))).toBeLessThan(8);
  });

  it("never throws, whatever it is given", () => {
    const cyclic: Record<string, unknown> = { type: "object" };
    cyclic["properties"] = { self: cyclic };
    const hostile = new Proxy({}, { ownKeys: () => { throw new Error("boom"); } });
    for (const input of [null, 5, "x", [], cyclic, hostile, { properties: { a: hostile } }] as unknown[]) {
      expect(() => compileGuide(input as Record<string, unknown>)).not.toThrow();
    }
    const self = compileGuide(cyclic);
    expect(self.ok && prop(self.value, "self").node).toBe(self.ok ? self.value : undefined);
  });
});

describe("a shape only one allOf part gives is the node's own", () => {
  const part = { type: "object", properties: { targetLanguage: { type: "string" } }, required: ["targetLanguage"], additionalProperties: false };

  it("takes the part's properties and additionalProperties, and keeps the part in allOf", () => {
    const node = guide({ allOf: [part] });
    expect([...node.properties.keys()]).toEqual(["targetLanguage"]);
    expect(node.additionalProperties).toBe(false);
    expect(node.allOf).toHaveLength(1);
    expect(guide({ type: "object", properties: { list: { allOf: [{ type: "array", items: { type: "number" } }] } } }).properties.get("list")?.node.items?.types).toEqual(new Set(["number"]));
  });

  it("lets the rules reach under the part: a renamed key, a dropped key, items coerced", () => {
    const run = (schema: object, value: unknown): unknown => {
      const outcome = salvage(schema).parse(JSON.stringify(value));
      return outcome.ok ? outcome.value : outcome.error.code;
    };
    expect(run({ allOf: [part] }, { target_language: "ko" })).toEqual({ targetLanguage: "ko" });
    expect(run({ allOf: [part] }, { targetLanguage: "ko", note: "x" })).toEqual({ targetLanguage: "ko" });
    expect(run({ type: "object", properties: { n: { allOf: [{ type: "array", items: { type: "number" } }] } } }, { n: ["1", 2] })).toEqual({ n: [1, 2] });
  });

  // Negative cases: where the node's shape is not one part's, nothing is folded.
  it("folds nothing when two parts give shapes, or the node has its own", () => {
    const other = { type: "object", properties: { b: { type: "string" } } };
    expect(guide({ allOf: [part, other] }).properties.size).toBe(0);
    expect([...guide({ type: "object", properties: { own: { type: "string" } }, allOf: [part] }).properties.keys()]).toEqual(["own"]);
  });

  it("folds nothing from a part a $ref cycle is still filling", () => {
    const cyclic = { $defs: { node: { allOf: [{ $ref: "#/$defs/node" }] } }, $ref: "#/$defs/node" };
    expect(compileGuide(cyclic).ok).toBe(true);
  });
});
