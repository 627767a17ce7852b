import { describe, expect, it } from "vitest";
import { validate } from "../src/schema/validate.js";
import type { SchemaInput } from "../src/schema/input-types.js";
import { DRAFTS, suiteCases } from "./fixtures/json-schema-test-suite/load.mjs";
import { KNOWN_FAILURES } from "./json-schema-suite-known-failures.js";

// The official JSON-Schema-Test-Suite (json-schema-org, commit 44401e0c, MIT: test/fixtures/json-schema-test-suite/,
// LICENSE beside it), drafts 4, 6, 7, 2019-09 and 2020-12, required and optional (formats included), through salvage's
// validator chain: `validate(value, schema)`, a plain JSON Schema checked by @cfworker/json-schema behind salvage's
// preparation. A case passes when the outcome is ok exactly where the suite says valid; a schema salvage cannot use
// (`invalid-schema`) fails the case whatever the suite expects. Every known failure is in
// json-schema-suite-known-failures.ts with its reason, and is expected to fail (`it.fails`), so the list stays true.
// Pass rates beside ajv, @hyperjump/json-schema and @cfworker/json-schema alone: bench/json-schema-suite.mjs.

const known = new Map<string, string>();
for (const { reason, cases } of KNOWN_FAILURES) for (const id of cases) known.set(id, reason);

for (const draft of DRAFTS) {
  describe(`JSON-Schema-Test-Suite, draft ${draft.name}`, () => {
    for (const test of suiteCases(draft)) {
      const id = `${draft.name} | ${test.id}`;
      const reason = known.get(id);
      const run = () => {
        const outcome = validate(test.data, test.schema as SchemaInput);
        const answer = outcome.ok ? true : outcome.error.code === "invalid-schema" ? `invalid-schema: ${outcome.error.message}` : false;
        expect(answer).toBe(test.valid);
      };
      if (reason === undefined) it(test.id, run);
      else it.fails(`${test.id} (known: ${reason.split(":", 1)[0]})`, run);
    }
  });
}

it("every known failure names a case of the suite", () => {
  const ids = new Set(DRAFTS.flatMap((draft) => suiteCases(draft).map((test) => `${draft.name} | ${test.id}`)));
  for (const id of known.keys()) expect(ids.has(id), id).toBe(true);
});
