// salvage/zod3: zod 3 schemas guide repairs through zod-to-json-schema (zod and zod-to-json-schema are peers).
export { salvage, toolset } from "./guided.js";
export { withJsonSchema, type GuidedSchema } from "./with-json-schema.js";
