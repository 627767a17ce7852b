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
 * The nodes are numbered breadth-first (the first {@link MAX_NODES}); an echo is looked for among the first
 * {@link echoWindow}, and the placeholder count stops early once real strings settle it (see {@link settles}).
 * `written` is the value as the model wrote it, before validation: an echo is looked for there too (the whole value
 * and its top-level members, see {@link echoNearTop}), since a validator that strips unknown keys may have removed
 * it from `value`.
 * @example notAnAnswer({ name: "<string>" }, schema) // "placeholder"
 * @example notAnAnswer({}, schema, schema) // "schema-echo": the schema written back, stripped to {} by its validator
 */
export function notAnAnswer(
  value: unknown,
  jsonSchema: Record<string, unknown> | undefined,
  written?: unknown,
): "placeholder" | "schema-echo" | undefined {
  const echoes = jsonSchema === undefined ? undefined : schemaShapes(jsonSchema);
  // The validator may have dropped the echo's keys (a zod object strips `type` and `properties` it does not
  // declare, and an echo of a schema whose properties are all optional validates as `{}`): the echo is looked for
  // near the top of what the model wrote too.
  if (echoes !== undefined && written !== value && typeof written === "object" && written !== null && echoNearTop(written, echoes)) return "schema-echo";
  if (typeof value !== "object" || value === null) return typeof value === "string" && isPlaceholder(value) ? "placeholder" : undefined;
  // Nodes are numbered breadth-first: a queue of containers, each one's children numbered when it is reached (objects
  // among them queued). One function and locals, no method per node: this runs on every valid answer.
  let count = 1;
  let strings = 0;
  let placeholders = 0;
  /** Placeholders among the nodes numbered below {@link echoWindow}. */
  let windowPlaceholders = 0;
  /** The number of the first string, or -1. */
  let firstString = -1;
  let firstIsPlaceholder = false;
  let echo = echoes !== undefined && !Array.isArray(value) && isEcho(value as Record<string, unknown>, echoes);
  const queue: object[] = [value];
  // The children of a list, then of an object, numbered alike (written out twice: a function per child costs more).
  walk: for (let next = 0; next < queue.length; next++) {
    const node = queue[next] as Record<string, unknown>;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        // Checked per child, so a long list of real strings stops just past the window.
        if (count >= MAX_NODES || (count > echoWindow && (echo || settles(firstString, windowPlaceholders, firstIsPlaceholder)))) break walk;
        const child: unknown = node[i];
        const index = count++;
        // Numbers, booleans and null, the commonest nodes after strings, are settled by one typeof.
        if (typeof child === "string") {
          const placeholder = isPlaceholder(child);
          strings++;
          if (placeholder) {
            placeholders++;
            if (index < echoWindow) windowPlaceholders++;
          }
          if (firstString < 0) {
            firstString = index;
            firstIsPlaceholder = placeholder;
          }
        } else if (typeof child === "object" && child !== null) {
          if (index < echoWindow && echoes !== undefined && !echo && !Array.isArray(child) && isEcho(child as Record<string, unknown>, echoes)) echo = true;
          queue.push(child);
        }
      }
      continue;
    }
    for (const key in node) {
      if (count >= MAX_NODES || (count > echoWindow && (echo || settles(firstString, windowPlaceholders, firstIsPlaceholder)))) break walk;
      if (!Object.prototype.hasOwnProperty.call(node, key)) continue;
      const child = node[key];
      const index = count++;
      if (typeof child === "string") {
        const placeholder = isPlaceholder(child);
        strings++;
        if (placeholder) {
          placeholders++;
          if (index < echoWindow) windowPlaceholders++;
        }
        if (firstString < 0) {
          firstString = index;
          firstIsPlaceholder = placeholder;
        }
      } else if (typeof child === "object" && child !== null) {
        if (index < echoWindow && echoes !== undefined && !echo && !Array.isArray(child) && isEcho(child as Record<string, unknown>, echoes)) echo = true;
        queue.push(child);
      }
    }
  }
  if (echo) return "schema-echo";
  if (count > echoWindow && settles(firstString, windowPlaceholders, firstIsPlaceholder)) return undefined;
  // A format example may carry a real value or two (`" | red"` beside seven `"<string>"`): mostly slots is a template.
  return strings > 0 && (placeholders === strings || (placeholders >= 2 && placeholders * 2 > strings)) ? "placeholder" : undefined;
}

/** Whether an object is one of the schema's shapes written back. */
function isEcho(object: Record<string, unknown>, echoes: ReadonlySet<string>): boolean {
  // looksLikeSchema written out: its own sites see the answer's few shapes, not every schema node's.
  return ("type" in object || "properties" in object || "$schema" in object) && Object.keys(object).length >= 2 && echoes.has(canonical(object));
}

/**
 * Whether `value` is an echo, or holds one as one of its first {@link echoWindow} members: the schema written back
 * as the whole answer, or as what one of its top-level keys holds (`{"person": <person's schema>}`). Deeper
 * echoes are left to the count of the validated value, which sees them when the validator kept them.
 */
function echoNearTop(value: object, echoes: ReadonlySet<string>): boolean {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length && i < echoWindow; i++) if (isEchoObject(value[i], echoes)) return true;
    return false;
  }
  if (isEcho(value as Record<string, unknown>, echoes)) return true;
  let members = 0;
  for (const key in value) {
    if (members++ >= echoWindow) break;
    if (Object.prototype.hasOwnProperty.call(value, key) && isEchoObject((value as Record<string, unknown>)[key], echoes)) return true;
  }
  return false;
}

function isEchoObject(node: unknown, echoes: ReadonlySet<string>): boolean {
  return typeof node === "object" && node !== null && !Array.isArray(node) && isEcho(node as Record<string, unknown>, echoes);
}

/**
 * Whether the strings numbered so far (with more than {@link echoWindow} nodes numbered, so every node an echo is
 * looked for in is known) already make the value an answer. The rule read in queue order is: past the window, the
 * count stops at the first node where strings have been seen and none was a placeholder (a template shows its slots
 * from the start). That stop is at node `max(echoWindow, first string + 1)`, if the value has that many nodes, and
 * it happens when no string before it was a placeholder: with the first string inside the window, none of the
 * window's; after it, the first string itself (it is the only one before the stop).
 */
function settles(firstString: number, windowPlaceholders: number, firstIsPlaceholder: boolean): boolean {
  if (firstString < 0) return false;
  if (firstString < echoWindow) return windowPlaceholders === 0;
  // Past the window the stop needs a node after the first string; without one, that string is the only one.
  return !firstIsPlaceholder;
}

// Keyed weakly on the schema object: freed with it, and a pure function's result, so parses share it safely.
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
