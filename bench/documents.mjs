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

/**
 * A deterministic document of about `bytes` characters. `seed` (default 0) makes another document of the same
 * shape and nearly the same size, its names different: benches cycle through several so that no memo of the
 * last text (real traffic never repeats one) serves a timed call.
 */
export function productDocument(bytes, seed = 0) {
  const items = [];
  let size = 12;
  const mark = seed === 0 ? "" : `.${seed}`;
  for (let id = 0; size < bytes; id++) {
    const item = { id, name: `Product ${id}${mark} ${"x".repeat(id % 17)}`, price: (id * 37) % 1000 / 10, tags: ["a", `t${id % 7}`], inStock: id % 3 === 0 };
    if (id % 4 === 0) item.note = `note ${id}`;
    items.push(item);
    size += JSON.stringify(item).length + 1;
  }
  return { value: { items }, text: JSON.stringify({ items }) };
}
