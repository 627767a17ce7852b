import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { launchChromium } from "../helpers/chromium.js";

// The real page in Chromium, opened from the file system as a reader of the README would open it.
describe("the playground page", () => {
  it("recovers a malformed answer, every bundled example, a zod schema, tool markup, a streamed replay, and a share link", async () => {
    execFileSync("node", ["site/build.mjs"]);
    const browser = await launchChromium();
    try {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width: 1280, height: 980 });
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const home = pathToFileURL(resolve("site/index.html")).href;
      await page.goto(home);

      const examples = await page.locator("#example option").allTextContents();
      expect(examples).toEqual(["click tool", "product", "invoice", "a toolset", "open-model tool markup (Qwen3)", "zod schema", "truncated answer", "streamed answer"]);
      for (let i = examples.length - 1; i >= 0; i--) {
        await page.selectOption("#example", String(i));
        expect(await page.getAttribute("#result", "class"), examples[i]).toBe("ok");
      }

      // Open-model tool markup: the call read from Qwen3's XML.
      await page.selectOption("#example", { label: "open-model tool markup (Qwen3)" });
      expect(JSON.parse((await page.textContent("#body")) ?? "")).toEqual([{ tool: "type_text", input: { selector: "#name", text: "Ada Lovelace" } }]);

      // A zod schema typed in TypeScript, evaluated in the page.
      await page.fill("#schema", 'import * as z from "zod";\nconst Click = z.object({ selector: z.string().meta({ aliases: ["element"] }), count: z.number().int().optional() });');
      await page.fill("#text", "Sure: {element: '#go', count: '3'}");
      expect(await page.getAttribute("#result", "class")).toBe("ok");
      expect(JSON.parse((await page.textContent("#body")) ?? "")).toEqual({ selector: "#go", count: 3 });
      await page.fill("#schema", "z.object({ a: z.string() }).constructor('alert(1)')()");
      expect(await page.textContent("#headline")).toContain("schema is not JSON, nor a zod schema");
      expect(await page.textContent("#body")).toContain(".constructor() is not available here");

      // The streamed answer: the partial value grows chunk by chunk, then the outcome is shown.
      await page.selectOption("#example", { label: "streamed answer" });
      await page.waitForSelector("#partial[data-done='true']", { timeout: 30_000 });
      expect(Number(await page.getAttribute("#partial", "data-snapshots"))).toBeGreaterThan(10);
      expect(JSON.parse((await page.textContent("#partial")) ?? "")).toMatchObject({ number: "INV-2032", lines: [{}, {}, {}] });
      expect(await page.textContent("#replay-status")).toMatch(/^streamed in \d+ chunks/);
      expect(await page.getAttribute("#result", "class")).toBe("ok");

      // The click example with a malformed answer: the chosen span, the trace, the repairs marked in the text.
      await page.selectOption("#example", "0");
      const answer = "Of course!\n```json\n{'element': '#save', // the save button\n}\n```\nAnything else?";
      await page.fill("#text", answer);
      expect(await page.getAttribute("#result", "class")).toBe("ok");
      expect(JSON.parse((await page.textContent("#body")) ?? "")).toEqual({ selector: "#save" });
      expect((await page.locator("#spans mark.chosen").allTextContents()).join("").trim()).toBe("{'element': '#save', // the save button\n}");
      const trace = await page.locator("#trace li").allTextContents();
      expect(trace[0]).toMatch(/^extract fence \(json\) \d+–\d+$/);
      expect(trace).toContain("rename-key element→selector at (root)");
      expect(trace.at(-1)).toBe("valid");
      expect(await page.locator("#spans .fix").evaluateAll((nodes) => nodes.map((node) => [node.textContent, node.getAttribute("title")]))).toEqual([
        ["'", "single-quotes ×2"],
        ["/", "comment"],
        // The tolerant grammar notes a trailing comma at the closer that shows it.
        ["}", "trailing-comma"],
      ]);

      // Share link round trip: the URL holds the state; a fresh page opened on it shows the same.
      await page.check("#opt-in-rules input[value='fill-default']");
      await page.check("#allow-truncated");
      // The URL is written once the latest change is encoded (asynchronously): wait for that one.
      await page.waitForFunction(() => document.body.dataset["urlPending"] === undefined && location.hash.startsWith("#z="));
      expect(await page.inputValue("#share-link")).toBe(page.url());
      const link = page.url();
      expect(link.startsWith(home)).toBe(true);
      const shared = await browser.context.newPage();
      shared.on("pageerror", (error) => errors.push(error.message));
      await shared.goto(link);
      await shared.waitForFunction(() => (document.getElementById("text") as HTMLTextAreaElement).value !== "");
      expect(await shared.inputValue("#text")).toBe(answer);
      expect(await shared.inputValue("#schema")).toBe(await page.inputValue("#schema"));
      expect(await shared.isChecked("#opt-in-rules input[value='fill-default']")).toBe(true);
      expect(await shared.isChecked("#allow-truncated")).toBe(true);
      expect(await shared.textContent("#body")).toBe(await page.textContent("#body"));
      await shared.close();

      // A failure shows its code and message, and highlights no chosen span.
      await page.fill("#text", "I cannot click anything here.");
      expect(await page.getAttribute("#result", "class")).toBe("failed");
      expect(await page.textContent("#headline")).toContain("no-json-found");
      expect(await page.locator("#spans mark.chosen").count()).toBe(0);

      await page.fill("#text", answer);
      // The README's screenshot is refreshed on request only, so a test run leaves the tree clean.
      if (process.env.SALVAGE_SCREENSHOT === "1") await page.screenshot({ path: "docs/playground.png" });
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
