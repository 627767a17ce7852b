import { isPlainObject, setOwn } from "../coerce/json.js";

// `<string>`, `<your name>`, `<value>`: a slot in a format example, never a value. HTML tags are values.
const PLACEHOLDER = /^<[A-Za-z_][\w .|/-]{0,40}>$/;
const HTML_TAG = /^<\/?(?:a|b|i|u|p|br|hr|em|strong|code|pre|div|span|img|li|ul|ol|td|tr|th|table|html|body|head|h[1-6]|sub|sup|small|s|q|tt|kbd|var|wbr|col|nav|main|section|article|header|footer|label|input|button|form|option|select|script|style|link|meta|title)(?:\s[^<>]*)?\/?>$/i;
const ELLIPSIS = /^(?:\.\.\.|…)$/;
/** Most nodes a check reads: enough for any example a model writes, linear on any value. */
const MAX_NODES = 10_000;
/** How many nodes, read breadth-first, are looked at for the schema written back. */
const echoWindow = 64;

/** Whether a string is a placeholder of a format example (`"<string>"`, `"..."`). */
export function isPlaceholder(text: string): boolean {
  // Every placeholder starts with `<`, `.` or `…`: most strings are settled without a regular expression.
  const first = text.charCodeAt(0);
  if (first !== 0x3c && first !== 0x2e && first !== 0x2026) return false;
  return (PLACEHOLDER.test(text) && !HTML_TAG.test(text)) || ELLIPSIS.test(text);
}

/**
 * Why a value that validates is still no answer, or `undefined`: every string in it is a placeholder
 * (`{"name": "<string>"}`, a format example), or it is the schema itself written back (an echo).
 * @example notAnAnswer({ name: "<string>" }, schema) // "placeholder"
 */
export function notAnAnswer(value: unknown, jsonSchema: Record<string, unknown> | undefined): "placeholder" | "schema-echo" | undefined {
  if (typeof value !== "object" || value === null) return typeof value === "string" && isPlaceholder(value) ? "placeholder" : undefined;
  let strings = 0;
  let placeholders = 0;
  let echo = false;
  const echoes = jsonSchema === undefined ? undefined : schemaShapes(jsonSchema);
  // The queue is reused from call to call (no allocation on every answer), emptied before returning.
  const pending = queue.length === 0 ? queue : [];
  pending.push(value);
  for (let read = 0; read < pending.length && read < MAX_NODES; read++) {
    // Past the nodes an echo is looked for in, the verdict is settled by an echo, or by strings none of which
    // is a placeholder (a template shows its slots from the start); otherwise the count runs to the end.
    if (read >= echoWindow && (echo || (placeholders === 0 && strings > 0))) break;
    const node = pending[read];
    // Numbers, booleans and null, the commonest nodes after strings, are settled by one typeof.
    const type = typeof node;
    if (type === "string") {
      strings++;
      if (isPlaceholder(node as string)) placeholders++;
    } else if (type === "object" && node !== null) {
      if (Array.isArray(node)) push(pending, node);
      else {
        const object = node as Record<string, unknown>;
        if (echoes !== undefined && !echo && read < echoWindow && looksLikeSchema(object) && echoes.has(canonical(object))) echo = true;
        pushValues(pending, object);
      }
    }
  }
  pending.length = 0;
  if (echo) return "schema-echo";
  // A format example may carry a real value or two (`" | red"` beside seven `"<string>"`): mostly slots is a template.
  return strings > 0 && (placeholders === strings || (placeholders >= 2 && placeholders * 2 > strings)) ? "placeholder" : undefined;
}

/** {@link notAnAnswer}'s breadth-first queue, kept empty between calls. */
const queue: unknown[] = [];

const shapeCache = new WeakMap<object, Set<string>>();

/** The canonical JSON of the root schema and of its subschemas that say what a value looks like. */
function schemaShapes(schema: Record<string, unknown>): Set<string> {
  const cached = shapeCache.get(schema);
  if (cached !== undefined) return cached;
  const shapes = new Set<string>();
  const pending: unknown[] = [schema];
  for (let read = 0; read < pending.length && read < MAX_NODES; read++) {
    const node = pending[read];
    if (Array.isArray(node)) push(pending, node);
    else if (isPlainObject(node)) {
      if (looksLikeSchema(node)) shapes.add(canonical(node));
      push(pending, Object.values(node));
    }
  }
  shapeCache.set(schema, shapes);
  return shapes;
}

function looksLikeSchema(node: Record<string, unknown>): boolean {
  return ("type" in node || "properties" in node || "$schema" in node) && Object.keys(node).length >= 2;
}

/** `push(pending, Object.values(node))` without the array: the own enumerable values, in the same order. */
function pushValues(pending: unknown[], node: Record<string, unknown>): void {
  const keys = Object.keys(node);
  for (let i = 0; i < keys.length && pending.length < MAX_NODES; i++) pending.push(node[keys[i] as string]);
}

function push(pending: unknown[], items: readonly unknown[]): void {
  for (let i = 0; i < items.length && pending.length < MAX_NODES; i++) pending.push(items[i]);
}

/** JSON with object keys sorted, so two writings of one schema compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (!isPlainObject(inner)) return inner;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(inner).sort()) setOwn(sorted, key, inner[key]);
    return sorted;
  });
}
