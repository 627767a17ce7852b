import { isAlias, isMap, isScalar, isSeq, parseDocument, Scalar, type Node } from "yaml";
import type { CallFormat, FoundCall } from "../tools/formats/index.js";
import { outermostInOrder, tagBodies, taggedTools } from "../tools/formats/tag-bodies.js";
import { tagOpeners } from "../tools/formats/morph-xml.js";
import { propertyNode, typedText } from "../tools/formats/typed-text.js";
import type { GuideNode } from "../schema/index.js";

/** Largest YAML body read, and deepest nesting. */
const maxBody = 1 << 20;
const maxDepth = 64;

/** Why a body could not be read: a call plainly made, but unreadable (it fails the answer). */
class Unreadable {
  constructor(readonly problem: string) {}
}

/**
 * Calls written as an element named after a declared tool holding a YAML mapping of its arguments:
 * `<get_weather>\ncity: Paris\ndays: 3\n</get_weather>` (the "yaml-xml" protocol of the AI SDK tool-call
 * middleware). Opt-in, from `salvage/yaml` (the `yaml` package is an optional peer): put it before the
 * defaults, `toolset(tools, { formats: [yamlXml, ...defaultFormats] })`, so it reads the YAML bodies that
 * the default `yaml-lines` (flat `key: value` lines and block scalars) does not. Only a declared tool's exact tag opens a call, outside reasoning and code fences;
 * a body of child elements is morph-xml's, a body that is no mapping (prose, one word) is left to it too.
 * Plain scalars are text typed by the tool's schema (`zip: 01234` stays `"01234"` for a string, `days: 3`
 * is 3 for an integer), quoted and block scalars are strings. Refused as unreadable (the answer fails,
 * nothing dropped): YAML errors or warnings (duplicate keys, bad indentation), anchors, aliases and tags,
 * keys that are not plain words or reach the prototype, nesting past 64. A tag never closed at the end of
 * the text with a mapping line in it is a cut-off call.
 */
export const yamlXml: CallFormat = {
  name: "yaml-xml",
  openers: (tools) => tagOpeners(tools),
  read(text, context) {
    const tools = taggedTools(context);
    if (tools === undefined) return undefined;
    const calls: FoundCall[] = [];
    for (const name of tools) {
      for (const { at, body, end } of tagBodies(text, name, context, (body) => !body.trimStart().startsWith("<"))) {
        if (end === -1) {
          // Cut off by the end of the text: a call only when a mapping line was written.
          if (/^\s*[A-Za-z_][\w.-]*:(\s|$)/.test(body)) calls.push({ name, arguments: body, span: { start: at, end: text.length }, truncated: true });
          break;
        }
        const span = { start: at, end: end + name.length + 3 };
        const args = yamlArguments(body, context.guideOf(name));
        if (args === undefined) continue;
        if (args instanceof Unreadable) calls.push({ name, span, problem: args.problem });
        else calls.push({ name, arguments: args, span });
      }
    }
    return outermostInOrder(calls);
  },
};

/**
 * A yaml-xml body as the tool's arguments: an object, an `Unreadable` problem, or `undefined` when the
 * body is no mapping at all (left to other formats).
 */
function yamlArguments(body: string, guide: GuideNode | undefined): Record<string, unknown> | Unreadable | undefined {
  if (body.length > maxBody) return new Unreadable("its YAML body is over 1 MiB");
  const normalized = dedent(body);
  if (normalized.trim() === "") return {};
  let doc;
  try {
    doc = parseDocument(normalized, { uniqueKeys: true, prettyErrors: false });
  } catch {
    return new Unreadable("its YAML body could not be read");
  }
  if (!isMap(doc.contents)) return undefined;
  const problems = [...doc.errors, ...doc.warnings];
  if (problems.length > 0) return new Unreadable(`its YAML body does not parse: ${(problems[0] as Error).message.split("\n")[0] ?? ""}`);
  const value = toValue(doc.contents, guide, 0);
  return value instanceof Unreadable ? value : (value as Record<string, unknown>);
}

/** Removes the indentation every line shares (models indent the body under the tag), and a leading line break. */
function dedent(body: string): string {
  const lines = body.replace(/^\r?\n/, "").split("\n");
  let indent = Infinity;
  for (const line of lines) {
    if (line.trim() === "") continue;
    const lead = /^[ \t]*/.exec(line)?.[0].length ?? 0;
    if (lead < indent) indent = lead;
  }
  return indent === Infinity || indent === 0 ? lines.join("\n") : lines.map((line) => line.slice(indent)).join("\n");
}

function toValue(node: Node | null, guide: GuideNode | undefined, depth: number): unknown {
  if (depth > maxDepth) return new Unreadable("its YAML body nests too deep");
  if (node === null) return null;
  if (isAlias(node) || node.anchor !== undefined) return new Unreadable("its YAML body uses anchors or aliases");
  if (node.tag !== undefined) return new Unreadable(`its YAML body uses the tag ${node.tag}`);
  if (isScalar(node)) {
    // Plain scalars are text typed by the schema; quoted and block scalars are strings as YAML reads them.
    if (node.type === Scalar.PLAIN) return node.source === undefined ? node.value : plainValue(String(node.source), node.value, guide);
    return node.value;
  }
  if (isSeq(node)) {
    const out: unknown[] = [];
    for (const item of node.items) {
      const value = toValue(item as Node | null, guide?.items, depth + 1);
      if (value instanceof Unreadable) return value;
      out.push(value);
    }
    return out;
  }
  if (isMap(node)) {
    const out: Record<string, unknown> = {};
    for (const pair of node.items) {
      const key = pair.key;
      if (!isScalar(key) || typeof key.value !== "string" && typeof key.value !== "number") return new Unreadable("its YAML body has a key that is not a word");
      const name = String(key.value);
      if (name === "__proto__" || name === "constructor" || name === "prototype") return new Unreadable(`its YAML body has the key "${name}"`);
      const value = toValue(pair.value as Node | null, propertyNode(guide, name), depth + 1);
      if (value instanceof Unreadable) return value;
      Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
  return new Unreadable("its YAML body holds a value JSON cannot");
}

/** A plain scalar: the schema types its text; with no schema, YAML's own reading of null, booleans and numbers. */
function plainValue(source: string, parsed: unknown, guide: GuideNode | undefined): unknown {
  if (guide === undefined) return parsed === undefined || (typeof parsed === "number" && !Number.isFinite(parsed)) ? source : parsed;
  return typedText(source, guide);
}
