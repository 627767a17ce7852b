import { defineConfig } from "tsup";

export default defineConfig({
  entry: {
    index: "src/index.ts",
    "cli/main": "src/cli/main.ts",
  },
  format: ["esm"],
  dts: { entry: { index: "src/index.ts" } },
  target: "node20",
  platform: "neutral",
  splitting: true,
  treeshake: true,
  sourcemap: false,
  clean: true,
});
