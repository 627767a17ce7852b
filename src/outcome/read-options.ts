/** An options object read once, or why it could not be read. */
export type ReadOptions<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/**
 * The message of a failure for options (or a request) that could not be read.
 * @example unreadableOptionsMessage("options", new Error("boom")) // "The options could not be read: boom."
 */
export function unreadableOptionsMessage(what: string, problem: unknown): string {
  let said: string;
  try {
    said = typeof problem === "string" ? problem : problem instanceof Error ? problem.message : String(problem);
  } catch {
    said = "a value that cannot be shown";
  }
  return `The ${what} could not be read: ${said.length > 200 ? `${said.slice(0, 200)}…` : said}.`;
}

/**
 * Options as a public entry receives them, read once into a plain object: every own enumerable property read one
 * time (a list copied), so a getter or a proxy is asked once and what salvage uses cannot change under it.
 * `undefined` and `null` are no options (`{}`); anything else that is not an object, or a getter or proxy that throws,
 * is a reason to fail, never a throw.
 * @example readOptions(null) // { ok: true, value: {} }
 */
export function readOptions<T extends object>(options: T | null | undefined, what = "options"): ReadOptions<T> {
  if (options === undefined || options === null) return { ok: true, value: {} as T };
  if (typeof options !== "object" && typeof options !== "function") {
    return { ok: false, message: unreadableOptionsMessage(what, `expected an object, got ${typeof options}`) };
  }
  try {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(options)) {
      const value: unknown = (options as Record<string, unknown>)[key];
      if (key === "__proto__") continue;
      copy[key] = Array.isArray(value) ? Array.from(value as unknown[]) : value;
    }
    return { ok: true, value: copy as T };
  } catch (error) {
    return { ok: false, message: unreadableOptionsMessage(what, error) };
  }
}
