// salvage/zod: zod 4.0 and 4.1 schemas (no ~standard.jsonSchema yet) guide repairs through zod's own toJSONSchema (zod is a peer).
export { salvage, toolset } from "./guided.js";
export { withJsonSchema, type GuidedSchema } from "./with-json-schema.js";
