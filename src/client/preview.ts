/** The most characters `preview` writes before it stops with "…". */
export const PREVIEW_LENGTH = 120;

/**
 * A short JSON rendering of a value for a prompt: at most `max` characters (then "…"), in time bounded
 * by `max` whatever the value's size, nesting or cycles.
 */
export function preview(value: unknown, max = PREVIEW_LENGTH): string {
  const out: string[] = [];
  let length = 0;
  const push = (text: string): boolean => {
    out.push(text);
    length += text.length;
    return length <= max;
  };
  const write = (item: unknown, depth: number): boolean => {
    if (depth > 32) return push("…");
    if (item === undefined) return push("undefined");
    if (item === null || typeof item !== "object") return push(scalar(item, max));
    if (Array.isArray(item)) {
      if (!push("[")) return false;
      for (let index = 0; index < item.length; index++) {
        if ((index > 0 && !push(",")) || !write(item[index], depth + 1)) return false;
      }
      return push("]");
    }
    if (!push("{")) return false;
    let first = true;
    for (const key in item) {
      if (!Object.prototype.hasOwnProperty.call(item, key)) continue;
      if ((!first && !push(",")) || !push(`${scalar(key, max)}:`) || !write(readKey(item, key), depth + 1)) return false;
      first = false;
    }
    return push("}");
  };
  const complete = write(value, 0);
  const text = out.join("");
  return complete && text.length <= max ? text : `${text.slice(0, max)}…`;
}

/** A property's value, or a note when its getter throws (a user's object: a preview never throws). */
function readKey(item: object, key: string): unknown {
  try {
    return (item as Record<string, unknown>)[key];
  } catch {
    return "(unreadable)";
  }
}

function scalar(value: unknown, max: number): string {
  if (typeof value === "string") return JSON.stringify(value.length > max ? value.slice(0, max + 1) : value);
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "null";
  if (typeof value === "boolean") return String(value);
  if (typeof value === "bigint") return `${value}`;
  return value === null ? "null" : typeof value;
}
