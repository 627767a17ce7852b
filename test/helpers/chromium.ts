import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext } from "playwright-core";

/** Debian's chromium (or SALVAGE_CHROMIUM): playwright-core drives it, no browser is downloaded. */
export const chromiumPath = process.env["SALVAGE_CHROMIUM"] ?? "/usr/bin/chromium";

export const missingChromium = `Chromium not found at ${chromiumPath}: install it with \`apt-get update && apt-get install -y chromium\` (Debian/Ubuntu), or set SALVAGE_CHROMIUM to a Chromium executable.`;

/** A headless Chromium with a fresh profile; `close()` stops it and deletes the profile. */
export async function launchChromium(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  if (!existsSync(chromiumPath)) throw new Error(missingChromium);
  const profile = mkdtempSync(join(tmpdir(), "salvage-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
