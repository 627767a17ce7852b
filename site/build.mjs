// `npm run site`: bundles the playground (site/src/main.ts and the salvage sources it imports) into
// site/playground.js, one classic script, so site/index.html opens from the file system with no server.
import { build } from "esbuild";

await build({
  entryPoints: ["site/src/main.ts"],
  bundle: true,
  format: "iife",
  platform: "browser",
  target: "es2022",
  minify: true,
  outfile: "site/playground.js",
  logLevel: "warning",
});
