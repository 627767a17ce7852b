export { repair } from "./repair.js";
export { repairDefaults, repairWorkBudget, type RepairOptions } from "./options.js";
export type { Hole, TruncationPoint } from "./scan.js";
export { syntaxFamilies, type SyntaxFamily } from "./families.js";
export {
  bareWordsMessage,
  binaryMessage,
  emptyMessage,
  holeMessage,
  notJsonStartMessage,
  notTextMessage,
  severalScalarsMessage,
  syntaxRepairMessage,
  tooDeepMessage,
  tooLargeMessage,
  tooLargeToRepairMessage,
  tooMuchRepairMessage,
  truncatedMessage,
  truncatedStepMessage,
  truncationPlace,
  unrepairableMessage,
} from "./messages.js";
