export { salvage, type Parser } from "./salvage.js";
