import { existsSync } from "node:fs";
import { Miniflare } from "miniflare";
import { describe, expect, it } from "vitest";
import { launchChromium } from "../helpers/chromium.js";
import { allChecks, bundleChecks, runEntry, summary, type CheckResult } from "./runtimes.js";

// The built package (dist/) in every runtime the README names, one process per runtime running all its checks.
// `npm test` builds first; a missing runtime fails with how to install it, never a silent skip.
const built = existsSync("dist/index.js");

const expectAllPassed = (results: readonly CheckResult[]) => expect(summary(results)).toEqual({ passed: allChecks, failed: [] });

describe("the built package in other runtimes", () => {
  it("is built (run `npm run build` first; `npm test` does)", () => {
    expect(built).toBe(true);
  });

  it.runIf(built)("runs in Bun", async () => {
    expectAllPassed(await runEntry("bun", []));
  }, 60_000);

  it.runIf(built)("runs in Deno, reading nothing but the project", async () => {
    // node_modules resolution through package.json; read access only.
    expectAllPassed(await runEntry("deno", ["run", "--no-prompt", "--allow-read=.", "--allow-env"]));
  }, 60_000);

  it.runIf(built)("runs in workerd (Cloudflare Workers) through miniflare", async () => {
    const script = await bundleChecks(
      "esm",
      'import { checkBuiltPackage } from "./test/runtimes/entry.mjs";\nexport default { async fetch() { return Response.json(await checkBuiltPackage()); } };',
    );
    const worker = new Miniflare({ modules: true, script, compatibilityDate: "2025-09-01" });
    try {
      const response = await worker.dispatchFetch("http://localhost/");
      expectAllPassed((await response.json()) as CheckResult[]);
    } finally {
      await worker.dispose();
    }
  }, 60_000);

  it.runIf(built)("runs in a Chromium page", async () => {
    const script = await bundleChecks("iife", 'export { checkBuiltPackage } from "./test/runtimes/entry.mjs";');
    const browser = await launchChromium();
    try {
      const page = await browser.context.newPage();
      await page.addScriptTag({ content: script });
      const results = await page.evaluate(() => (globalThis as unknown as { salvageChecks: { checkBuiltPackage(): Promise<CheckResult[]> } }).salvageChecks.checkBuiltPackage());
      expectAllPassed(results);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
