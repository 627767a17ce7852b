import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { launchChromium } from "../helpers/chromium.js";

// The real page in Chromium, opened from the file system as a reader of the README would open it.
describe("the playground page", () => {
  it("recovers a malformed answer, highlights its span, and every bundled example", async () => {
    execFileSync("node", ["site/build.mjs"]);
    const browser = await launchChromium();
    try {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(pathToFileURL(resolve("site/index.html")).href);

      const examples = await page.locator("#example option").allTextContents();
      expect(examples).toEqual(["click tool", "product", "invoice", "a toolset"]);
      for (let i = examples.length - 1; i >= 0; i--) {
        await page.selectOption("#example", String(i));
        expect(await page.getAttribute("#result", "class"), examples[i]).toBe("ok");
      }

      // The click example's schema is loaded last: type a malformed answer into it.
      const answer = "Of course!\n```json\n{'element': '#save', // the save button\n}\n```\nAnything else?";
      await page.fill("#text", answer);
      expect(await page.getAttribute("#result", "class")).toBe("ok");
      expect(JSON.parse((await page.textContent("#body")) ?? "")).toEqual({ selector: "#save" });
      expect((await page.locator("#spans mark.chosen").allTextContents()).join("").trim()).toBe("{'element': '#save', // the save button\n}");
      const trace = await page.locator("#trace li").allTextContents();
      expect(trace[0]).toMatch(/^extract fence \(json\) \d+–\d+$/);
      expect(trace).toContain("rename-key element→selector at (root)");
      expect(trace.at(-1)).toBe("valid");

      // A failure shows its code and message, and highlights no chosen span.
      await page.fill("#text", "I cannot click anything here.");
      expect(await page.getAttribute("#result", "class")).toBe("failed");
      expect(await page.textContent("#headline")).toContain("no-json-found");
      expect(await page.locator("#spans mark.chosen").count()).toBe(0);

      await page.fill("#text", answer);
      await page.screenshot({ path: "docs/playground.png" });
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
