export { salvageDefaults, type SalvageOptions } from "./options.js";
