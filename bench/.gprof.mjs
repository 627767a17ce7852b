import { salvage } from "../dist/index.js";
import { productDocument, productSchema } from "./documents.mjs";
const { text } = productDocument(1024 * 1024);
const chunks = []; for (let i = 0; i < text.length; i += 20) chunks.push(text.slice(i, i + 20));
const parse = salvage(productSchema);
async function run() { const s = parse.stream(chunks); let seen = 0; for await (const snap of s) if (snap.value !== undefined) seen += snap.pendingPath.length; return [await s.result, seen]; }
for (let k = 0; k < 3; k++) await run();
const t = performance.now(); const N = +(process.env.N ?? 10); for (let k = 0; k < N; k++) await run();
console.log("stream() ms per run", ((performance.now() - t) / N).toFixed(1));
