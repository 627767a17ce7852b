import type { GuideNode } from "../../schema/guide-types.js";
import type { Reader, ReadRefusal } from "../reader.js";
import { declaresProperties, enumOf, itemsOf, propertyFor, shapeOf, typesOf } from "./guide-shapes.js";
import {
  xmlAmbiguousElementMessage,
  xmlAmbiguousEnumMessage,
  xmlConflictMessage,
  xmlMixedMessage,
  xmlReadMessage,
  xmlTextForObjectMessage,
  xmlTooDeepMessage,
  xmlUnbalancedMessage,
  xmlUnknownElementMessage,
} from "./xml-messages.js";
import { readXmlTree, type XmlElement } from "./xml-tree.js";

/** The element names `xmlElements()` accepts around the value by default (case-insensitive). */
export const DEFAULT_XML_WRAPPERS: readonly string[] = ["answer", "result", "response", "output", "root", "data", "input", "arguments", "parameters", "args"];

/** Options of {@link xmlElements}. */
export interface XmlElementsOptions {
  /**
   * Names of one element that may wrap the value (`<answer>…</answer>`), compared case-insensitively.
   * A wrapper that is also a property of the schema is read as that property. Default {@link DEFAULT_XML_WRAPPERS}.
   */
  readonly wrappers?: readonly string[];
}

/**
 * The opt-in reader `xml-elements`: XML elements read into the value the schema describes. Only the
 * schema's declared property names and their aliases become keys, so it reads nothing without a schema;
 * text is typed by the schema (`<count>3</count>` is 3 for an integer, `true`/`false` for a boolean, an
 * enum value written as text is that value), a property written several times becomes an array where the
 * schema has one (`<tags><tag>a</tag><tag>b</tag></tags>` too), elements inside elements become nested
 * objects; entities and CDATA are decoded. It refuses an element the schema does not declare, one property
 * written twice with different values where one is wanted, unbalanced tags, text beside elements, and reads
 * nothing that does not start with `<`. Where the schema accepts a string, text stays a string. Linear.
 * The default extractors find no bare `<selector>…</selector>` span: add the `xmlBlock` extractor for that.
 * @example salvage(schema, { extractors: [...defaultExtractors, xmlBlock], readers: [...defaultReaders, xmlElements()] })("<selector>#btn</selector>")
 */
export function xmlElements(options: XmlElementsOptions = {}): Reader {
  const list = Array.isArray(options.wrappers) ? options.wrappers : DEFAULT_XML_WRAPPERS;
  const wrappers = new Set(list.filter((w) => typeof w === "string").map((w) => w.toLowerCase()));
  return {
    name: "xml-elements",
    read: (text, context) => {
      if (context.guide === undefined) return undefined;
      const tree = readXmlTree(text, context.maxDepth);
      if ("problem" in tree) {
        const problem = tree.problem;
        switch (problem.kind) {
          case "not-xml":
            return undefined;
          case "text-outside":
            return { refuse: xmlMixedMessage(undefined), position: problem.position };
          case "unbalanced":
            return { refuse: xmlUnbalancedMessage(problem.name), position: problem.position };
          case "too-deep":
            return { refuse: xmlTooDeepMessage(context.maxDepth), code: "too-deep", position: problem.position };
        }
      }
      const renamed: string[] = [];
      try {
        const value = new XmlReading(wrappers, renamed).top(tree.elements, shapeOf([context.guide]));
        return { value, repairs: ["XML elements"], message: xmlReadMessage(renamed) };
      } catch (error) {
        if (error instanceof Refusal) return error.refusal;
        // Only a stack overflow can get here (a maxDepth set beyond what the stack holds).
        return { refuse: xmlTooDeepMessage(context.maxDepth), code: "too-deep" };
      }
    },
  };
}

/** A refusal thrown out of the recursive reading, caught by the reader. */
class Refusal {
  constructor(readonly refusal: ReadRefusal) {}
}

function refuse(message: string, element: XmlElement): never {
  throw new Refusal({ refuse: message, position: element.start });
}

class XmlReading {
  constructor(
    private readonly wrappers: ReadonlySet<string>,
    private readonly renamed: string[],
  ) {}

  /** The value of the top-level elements: the root object's properties, one wrapper, or the root array's items. */
  top(elements: readonly XmlElement[], shape: GuideNode[]): unknown {
    if (declaresProperties(shape) && elements.every((element) => propertyFor(shape, element.name) !== undefined)) {
      return this.object(elements, shape);
    }
    const [only] = elements;
    if (only !== undefined && elements.length === 1 && this.wrappers.has(only.name.toLowerCase())) return this.value(only, shape);
    const items = itemsOf(shape);
    if (items.length > 0 && sameItemName(elements, "")) return elements.map((element) => this.value(element, shapeOf(items)));
    // Not the schema's: the first element it does not declare is named.
    return this.object(elements, shape);
  }

  /** An object from elements that are each a declared property (or an alias of one). */
  private object(elements: readonly XmlElement[], shape: GuideNode[]): Record<string, unknown> {
    const groups = new Map<string, { elements: XmlElement[]; nodes: GuideNode[] }>();
    for (const element of elements) {
      const property = propertyFor(shape, element.name);
      if (property === undefined) refuse(xmlUnknownElementMessage(element.name), element);
      if (property === "ambiguous") refuse(xmlAmbiguousElementMessage(element.name), element);
      if (property.viaAlias) this.renamed.push(`${element.name} → ${property.name}`);
      const group = groups.get(property.name);
      if (group === undefined) groups.set(property.name, { elements: [element], nodes: property.nodes });
      else group.elements.push(element);
    }
    const out: Record<string, unknown> = {};
    for (const [name, group] of groups) {
      // defineProperty: a declared `__proto__` is an own key, not the prototype.
      Object.defineProperty(out, name, { value: this.property(group.elements, group.nodes, name), enumerable: true, writable: true, configurable: true });
    }
    return out;
  }

  /** One property from its elements: an array where the schema has one, else one value they all agree on. */
  private property(elements: readonly XmlElement[], nodes: readonly GuideNode[], name: string): unknown {
    const shape = shapeOf(nodes);
    const types = typesOf(shape);
    const first = elements[0] as XmlElement;
    if (types?.has("array") === true && (elements.length > 1 || !acceptsOne(first, types))) {
      const itemShape = shapeOf(itemsOf(shape));
      return elements.flatMap((element) => this.items(element, itemShape, name));
    }
    const value = this.value(first, shape);
    const written = JSON.stringify(value);
    for (const element of elements.slice(1)) {
      if (JSON.stringify(this.value(element, shape)) !== written) refuse(xmlConflictMessage(first.name), element);
    }
    return value;
  }

  /** The items one element of an array property gives: none when empty, its children in the list idiom, else itself. */
  private items(element: XmlElement, itemShape: GuideNode[], name: string): unknown[] {
    if (element.children.length === 0 && element.text === "") return [];
    const child = element.children[0];
    if (child !== undefined && !element.mixed && sameItemName(element.children, name) && propertyFor(itemShape, child.name) === undefined) {
      return element.children.map((c) => this.value(c, itemShape));
    }
    return [this.value(element, itemShape)];
  }

  /** The value of one element against a shape: an object, a list of items, or its text typed by the schema. */
  private value(element: XmlElement, shape: GuideNode[]): unknown {
    if (element.mixed) refuse(xmlMixedMessage(element.name), element);
    if (element.children.length === 0) {
      const types = typesOf(shape);
      if (types === undefined || [...types].some((type) => type !== "object" && type !== "array")) return scalar(element, shape);
      // Text where the schema wants a list is one item of it; where it wants an object, prose (a refusal,
      // a sentence) that no rule may wrap into a property.
      if (types.has("array") && element.text !== "") return [scalar(element, shapeOf(itemsOf(shape)))];
      return refuse(xmlTextForObjectMessage(element.name), element);
    }
    if (declaresProperties(shape)) return this.object(element.children, shape);
    const items = itemsOf(shape);
    if (items.length > 0 && sameItemName(element.children, element.name)) {
      const itemShape = shapeOf(items);
      return element.children.map((child) => this.value(child, itemShape));
    }
    return refuse(xmlUnknownElementMessage((element.children[0] as XmlElement).name), element.children[0] as XmlElement);
  }
}

/** Whether one element can be the value of a property that also accepts something other than an array. */
function acceptsOne(element: XmlElement, types: ReadonlySet<string>): boolean {
  if (element.children.length > 0) return types.has("object");
  return types.has("string") || types.has("number") || types.has("integer") || types.has("boolean") || types.has("null");
}

/**
 * Whether elements all carry one name that reads as a list item of `list`: `item`, `value`, or the
 * singular of the list's name (`<tags><tag>…`, `<entries><entry>…`, `<boxes><box>…`).
 */
function sameItemName(elements: readonly XmlElement[], list: string): boolean {
  const name = elements[0]?.name.toLowerCase();
  if (name === undefined || !elements.every((element) => element.name.toLowerCase() === name)) return false;
  if (name === "item" || name === "value") return true;
  const plural = list.toLowerCase();
  if (plural.endsWith("ies") && name === `${plural.slice(0, -3)}y`) return true;
  if (plural.endsWith("es") && name === plural.slice(0, -2)) return true;
  return plural.endsWith("s") && name === plural.slice(0, -1);
}

const jsonNumber = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;

/**
 * An element's text typed by the schema: an enum value written as text is that value; where a string is
 * accepted (or anything is), the text; else a number, a boolean or null when the text is exactly one.
 * Text that is none of these stays a string, for the rules and validation to judge.
 */
function scalar(element: XmlElement, shape: GuideNode[]): unknown {
  const text = element.text;
  const allowed = enumOf(shape);
  if (allowed !== undefined) {
    const matches = new Set(allowed.filter((v) => (typeof v === "string" ? v === text : v === null ? text === "null" : (typeof v === "number" || typeof v === "boolean") && String(v) === text)));
    if (matches.size > 1) refuse(xmlAmbiguousEnumMessage(element.name), element);
    const [match] = matches;
    if (matches.size === 1) return match;
  }
  const types = typesOf(shape);
  if (types === undefined || types.has("string")) return text;
  if ((types.has("number") || types.has("integer")) && jsonNumber.test(text)) {
    const number = Number(text);
    if (Number.isFinite(number)) return number;
  }
  if (types.has("boolean") && (text === "true" || text === "false")) return text === "true";
  if (types.has("null") && (text === "" || text === "null")) return null;
  return text;
}
