// Valid documents of a realistic extraction schema at a target size, shared by the speed benchmarks.
import * as z from "zod";

export const productSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      price: z.number(),
      tags: z.array(z.string()),
      inStock: z.boolean(),
      note: z.string().optional(),
    }),
  ),
});

/** A deterministic document of about `bytes` characters. */
export function productDocument(bytes) {
  const items = [];
  let size = 12;
  for (let id = 0; size < bytes; id++) {
    const item = { id, name: `Product ${id} ${"x".repeat(id % 17)}`, price: (id * 37) % 1000 / 10, tags: ["a", `t${id % 7}`], inStock: id % 3 === 0 };
    if (id % 4 === 0) item.note = `note ${id}`;
    items.push(item);
    size += JSON.stringify(item).length + 1;
  }
  return { value: { items }, text: JSON.stringify({ items }) };
}
