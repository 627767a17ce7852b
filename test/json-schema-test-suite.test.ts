import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jsonSchemaCheck } from "../src/schema/json-schema-check.js";

// The official JSON-Schema-Test-Suite, as the npm registry ships it: `json-schema-test-suite@0.0.10` holds the suite's
// draft-03 and draft-04 files (an old snapshot; the suite's later drafts are published only as a git dependency,
// `@json-schema-org/tests`, which the registry cannot serve). Each case runs through salvage's own validation of a
// plain JSON Schema (`jsonSchemaCheck`: @cfworker/json-schema behind salvage's preparation) under draft 4.
// `remotes` (refRemote.json) need an HTTP server and are not run; `optional` (formats, bignum, zero-terminated floats),
// not required by the draft, run too. Every known failure is listed below with its reason.

interface SuiteCase {
  readonly description: string;
  readonly data: unknown;
  readonly valid: boolean;
}
interface SuiteGroup {
  readonly description: string;
  readonly schema: unknown;
  readonly tests: readonly SuiteCase[];
}

const DIR = join("node_modules", "json-schema-test-suite", "tests", "draft4");
const NOT_RUN = new Set(["refRemote.json"]);

/** `file / group / case` → why salvage's answer differs from the suite's. */
const KNOWN_FAILURES: Readonly<Record<string, string>> = {
  // The 2015 snapshot counts `//foo.bar/?baz=qux#quux` as a `uri`; RFC 3986 calls it a relative reference, and the
  // suite itself later moved it to `uri-reference`. The validator follows the RFC.
  "optional/format.json / validation of URIs / a valid protocol-relative URI": "a relative reference is no `uri` (RFC 3986; the suite later agreed)",
  // JSON text `1.0` and `1` are the same number in JavaScript once parsed: no JavaScript validator can tell them apart.
  "optional/zeroTerminatedFloats.json / some languages do not distinguish between different types of numeric value / a float is not an integer even without fractional part":
    "JavaScript numbers do not keep `1.0` apart from `1`",
};

const files = [
  ...readdirSync(DIR).filter((f) => f.endsWith(".json") && !NOT_RUN.has(f)),
  ...readdirSync(join(DIR, "optional")).filter((f) => f.endsWith(".json")).map((f) => join("optional", f)),
].sort();

describe("JSON-Schema-Test-Suite, draft 4", () => {
  for (const file of files) {
    const groups = JSON.parse(readFileSync(join(DIR, file), "utf8")) as SuiteGroup[];
    for (const group of groups) {
      const schema = typeof group.schema === "object" && group.schema !== null ? { $schema: "http://json-schema.org/draft-04/schema#", ...group.schema } : group.schema;
      for (const test of group.tests) {
        const name = `${file} / ${group.description} / ${test.description}`;
        const known = KNOWN_FAILURES[name];
        it.skipIf(known !== undefined)(name, async () => {
          const check = jsonSchemaCheck(schema as Record<string, unknown>, "json-schema");
          const result = await check.run(test.data);
          expect(result.kind === "pass", JSON.stringify(result).slice(0, 300)).toBe(test.valid);
        });
      }
    }
  }
});
