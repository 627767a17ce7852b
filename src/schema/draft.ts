/** The JSON Schema drafts the validator knows. */
export type Draft = "4" | "7" | "2019-09" | "2020-12";

/**
 * The draft a schema declares in `$schema`; 2020-12 when it declares none or one we do not
 * know. Draft 6 is read as 7, its near twin.
 */
export function draftOf(schema: Record<string, unknown>): Draft {
  const declared = schema["$schema"];
  if (typeof declared !== "string") return "2020-12";
  if (declared.includes("draft-04")) return "4";
  if (declared.includes("draft-06") || declared.includes("draft-07")) return "7";
  if (declared.includes("2019-09")) return "2019-09";
  return "2020-12";
}
