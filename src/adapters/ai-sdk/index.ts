// salvage/ai-sdk: salvage's fixes inside the Vercel AI SDK, through its own repair hooks.
export { repairText, toJson, unreadableSchemaMessage, type RepairTextOptions } from "./repair-text.js";
export { repairToolCall, type RepairToolCallOptions, type ToolRepairOptions } from "./repair-tool-call.js";
export { fromSdkSchema } from "./sdk-schema.js";
export { salvageOutput, type SalvageOutputOptions } from "./output.js";
