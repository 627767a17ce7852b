export { salvage, type Parser } from "./salvage.js";
export { salvageDefaults, type SalvageOptions } from "./options.js";
