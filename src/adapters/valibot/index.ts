// salvage/valibot: bare valibot schemas guide repairs like wrapped ones (valibot and @valibot/to-json-schema are peers).
export { salvage, toolset } from "./guided.js";
export { withJsonSchema, type GuidedSchema } from "./with-json-schema.js";
