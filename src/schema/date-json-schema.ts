/** The JSON Schema a date is written with: what the model reads, and the marker the guide reads. */
export const dateJsonSchema: Readonly<Record<string, unknown>> = /* @__PURE__ */ Object.freeze({ type: "string", format: "date-time", instanceof: "Date" });
