import { defineConfig } from "tsup";

// One entry per seam: the core, its message builders, the fuzz kit, the opt-in YAML reader and RE2 pattern engine, one per client adapter, and the CLI (the only node: user).
const libraryEntries = {
  index: "src/index.ts",
  messages: "src/messages.ts",
  fuzz: "src/fuzz/index.ts",
  yaml: "src/yaml/index.ts",
  re2: "src/re2/index.ts",
  "openai/index": "src/adapters/openai/index.ts",
  "anthropic/index": "src/adapters/anthropic/index.ts",
  "ai-sdk/index": "src/adapters/ai-sdk/index.ts",
  "langchain/index": "src/adapters/langchain/index.ts",
  "valibot/index": "src/adapters/valibot/index.ts",
  "zod/index": "src/adapters/zod/index.ts",
  "zod3/index": "src/adapters/zod3/index.ts",
};

export default defineConfig([
  {
    entry: libraryEntries,
    format: ["esm"],
    dts: { entry: libraryEntries, compilerOptions: { ignoreDeprecations: "6.0" } },
    target: "es2022",
    platform: "neutral",
    splitting: true,
    treeshake: true,
    clean: true,
    external: [
      "zod",
      /^zod\//,
      "zod-to-json-schema",
      "valibot",
      "@valibot/to-json-schema",
      "fast-check",
      "jsonrepair",
      "re2js",
      "yaml",
      "@cfworker/json-schema",
      "openai",
      "@anthropic-ai/sdk",
      "ai",
      "@langchain/core",
      /^@langchain\/core\//,
    ],
  },
  {
    // The corpus runner's worker threads load cli/corpus-worker.js from beside cli/main.js.
    entry: { "cli/main": "src/cli/main.ts", "cli/corpus-worker": "src/cli/corpus-worker.ts" },
    format: ["esm"],
    target: "node20",
    platform: "node",
    external: [/^[^./]/],
    banner: { js: "#!/usr/bin/env node" },
  },
]);
