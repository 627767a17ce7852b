import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { compileGuide } from "./compile-guide.js";
import { createValidator } from "./create-validator.js";
import type { SchemaInput } from "./input-types.js";
import { toJsonSchema } from "./to-json-schema.js";

// Schema-shaped noise: keywords with values of the right and the wrong kinds, refs that may or may not resolve.
const keyword = fc.constantFrom("type", "properties", "items", "prefixItems", "enum", "const", "anyOf", "oneOf", "allOf",
  "required", "additionalProperties", "$ref", "$defs", "default", "minItems", "maxItems", "nullable", "aliases", "not", "format");
const schemaLike = fc.letrec((tie) => ({
  schema: fc.oneof(
    { depthSize: "small" },
    fc.boolean(),
    fc.dictionary(keyword, tie("value"), { maxKeys: 4 }),
  ),
  value: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom("string", "object", "array", "integer", "nope", "#", "#/$defs/a", "#/properties/x", "#/$defs/%zz", null),
    fc.integer({ min: -2, max: 3 }),
    tie("schema"),
    fc.array(tie("schema"), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom("a", "x", "~1", "__proto__"), tie("schema"), { maxKeys: 3 }),
  ),
}));

describe("never throws", () => {
  it("compileGuide, toJsonSchema and validation, on schema-shaped noise and any value", () => {
    fc.assert(
      fc.property(schemaLike.schema, fc.jsonValue(), fc.boolean(), (schema, value, withAliases) => {
        const guide = compileGuide(schema as Record<string, unknown>, withAliases ? { aliases: { x: ["y"], "a.*.x": ["z"] } } : {});
        expect(typeof guide.ok).toBe("boolean");
        if (typeof schema === "object") {
          expect(typeof toJsonSchema(schema as SchemaInput).ok).toBe("boolean");
          const outcome = createValidator(schema as SchemaInput).validate(value);
          expect(typeof outcome.ok).toBe("boolean");
          if (!outcome.ok) expect(["schema-mismatch", "invalid-schema", "too-deep"]).toContain(outcome.error.code);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
