import { dateJsonSchema } from "./date-json-schema.js";

/**
 * What salvage asks of zod's JSON Schema converter (zod 4's `toJSONSchema`, or its `~standard.jsonSchema` from
 * 4.2 on, through `libraryOptions`): parts with no JSON form (`z.bigint()`, `z.custom()`, a refinement's
 * function) guide nothing instead of failing the conversion, as the validator still checks them; and `z.date()`
 * is written as an ISO 8601 string the `iso-date` rule reads into a `Date` (`instanceof: "Date"`, which the
 * instructions sent to a model leave out).
 */
export const zodLibraryOptions: Readonly<Record<string, unknown>> = /* @__PURE__ */ Object.freeze({
  unrepresentable: "any",
  override: markDates,
});

/** zod's `override` hook: a `z.date()` (or `z.coerce.date()`) node becomes an RFC 3339 date-time string. */
function markDates(context: { readonly zodSchema?: unknown; readonly jsonSchema?: unknown }): void {
  const internals = (context.zodSchema as { readonly _zod?: { readonly def?: { readonly type?: unknown } } } | undefined)?._zod;
  if (internals?.def?.type !== "date" || typeof context.jsonSchema !== "object" || context.jsonSchema === null) return;
  Object.assign(context.jsonSchema, dateJsonSchema);
}
