// salvage/langchain: an output parser for LCEL chains, and tools whose input salvage repairs before their schema check.
export { SalvageOutputParser, SalvageOutcomeParser, SalvageParserException, outputParser, outcomeParser, parserOf } from "./output-parser.js";
export { SalvagedTool, salvageTool, SALVAGE_METADATA_KEY, type SalvageRecord, type SalvagedToolMessage, type SalvageToolOptions, type ToolCallRecord, type WrappableTool } from "./salvage-tool.js";
