export { coerce, defaultMaxDepth, type CoerceOptions } from "./engine.js";
export { fitsDeep, fitsShallow } from "./fits.js";
export { ABSENT, type Absent, type Rule, type RuleContext } from "./rule.js";
export { pathMatches, scopeRule } from "./scope.js";
export * from "./rules/index.js";
export { hidesRename, mayHideRename } from "./hidden-rename.js";
