import { readFileSync } from "node:fs";
import { salvage } from "../dist/index.js";
const lines = readFileSync("../shared/dev-corpus/real-schemas.jsonl","utf8").split("\n");
for (const n of process.argv.slice(2)) { const l = JSON.parse(lines[Number(n)-1]); const p = salvage(l.schema); const o = p("{}"); console.log(l.id, o.ok || o.error.code, o.ok ? "" : o.error.message.slice(0,400)); }
