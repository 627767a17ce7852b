import { describe, expect, it } from "vitest";
import { defaultExtractors } from "../../extract/defaults.js";
import { xmlBlock } from "../../extract/xml-block.js";
import type { Candidate } from "../../outcome/types.js";
import { salvage } from "../../salvage/index.js";
import { compileGuide } from "../../schema/compile-guide.js";
import type { GuideNode } from "../../schema/guide-types.js";
import { defaultReaders } from "../defaults.js";
import type { ReaderContext } from "../reader.js";
import { xmlElements } from "./xml-elements.js";
import {
  xmlAmbiguousElementMessage,
  xmlConflictMessage,
  xmlMixedMessage,
  xmlReadMessage,
  xmlTextForObjectMessage,
  xmlTooDeepMessage,
  xmlUnbalancedMessage,
  xmlUnknownElementMessage,
} from "./xml-messages.js";

const click = {
  type: "object",
  properties: {
    selector: { type: "string", aliases: ["element", "target"] },
    count: { type: "integer" },
    ratio: { type: "number" },
    double: { type: "boolean" },
    button: { enum: ["left", "right", 1] },
    note: { type: ["string", "null"] },
    tags: { type: "array", items: { type: "string" } },
    offset: { type: "object", properties: { x: { type: "integer" }, y: { type: "integer" } } },
  },
  required: ["selector"],
  additionalProperties: false,
};

function guideOf(schema: Record<string, unknown>): GuideNode {
  const guide = compileGuide(schema);
  if (!guide.ok) throw new Error(guide.error.message);
  return guide.value;
}

/** The reader's own answer for a text read as a whole candidate. */
function read(text: string, schema: Record<string, unknown> | null = click, maxDepth = 512) {
  const candidate: Candidate = { text, start: 0, end: text.length, source: "whole" };
  const context: ReaderContext = { candidate, input: text, maxDepth, maxRepairSize: 1 << 20, guide: schema === null ? undefined : guideOf(schema), refused: undefined };
  return xmlElements().read(text, context);
}

const parse = salvage(click, { extractors: [...defaultExtractors, xmlBlock], readers: [...defaultReaders, xmlElements()] });

describe("xmlElements: what it reads", () => {
  it.each([
    ["a bare element", "<selector>#btn</selector>", { selector: "#btn" }],
    ["a wrapper", "<answer><selector>#btn</selector></answer>", { selector: "#btn" }],
    ["a wrapper, any case", "<Response>\n  <selector>#btn</selector>\n</Response>", { selector: "#btn" }],
    ["siblings, typed by the schema", "<selector>a</selector><count>3</count><ratio>-0.5e1</ratio><double>false</double>", { selector: "a", count: 3, ratio: -5, double: false }],
    ["an enum value written as text", "<selector>a</selector><button>1</button>", { selector: "a", button: 1 }],
    ["an enum string", "<selector>a</selector><button>left</button>", { selector: "a", button: "left" }],
    ["a string that looks like a number stays a string", "<selector>42</selector>", { selector: "42" }],
    ["null where the schema allows it, and no string", "<selector>a</selector><note></note>", { selector: "a", note: "" }],
    ["repeated elements into the schema's array", "<selector>a</selector><tags>x</tags><tags>y</tags>", { selector: "a", tags: ["x", "y"] }],
    ["the list idiom", "<selector>a</selector><tags><tag>x</tag><tag>y</tag></tags>", { selector: "a", tags: ["x", "y"] }],
    ["the item idiom", "<selector>a</selector><tags><item>x</item></tags>", { selector: "a", tags: ["x"] }],
    ["one element for an array", "<selector>a</selector><tags>x</tags>", { selector: "a", tags: ["x"] }],
    ["an empty element for an array", "<selector>a</selector><tags/>", { selector: "a", tags: [] }],
    ["a nested object", "<selector>a</selector><offset><x>1</x><y>-2</y></offset>", { selector: "a", offset: { x: 1, y: -2 } }],
    ["entities", "<selector>&lt;a href=&quot;x&quot;&gt; &amp; &apos;&#65;&#x42;</selector>", { selector: "<a href=\"x\"> & 'AB" }],
    ["unknown entities and bare ampersands kept", "<selector>a&nbsp;b & c &#xD800;</selector>", { selector: "a&nbsp;b & c &#xD800;" }],
    ["CDATA as written, whitespace too", "<selector><![CDATA[ <b> & ]]></selector>", { selector: " <b> & " }],
    ["a stray < in text", "<selector>a < b</selector>", { selector: "a < b" }],
    ["attributes, comments and a declaration", '<?xml version="1.0"?><!-- c --><selector kind="css" id=x>#b</selector>', { selector: "#b" }],
    ["the same value twice", "<selector>a</selector><selector> a </selector>", { selector: "a" }],
  ])("%s", (_, text, expected) => {
    expect(read(text)).toMatchObject({ value: expected });
    expect(parse(text)).toMatchObject({ ok: true, value: expected });
  });

  it("names an alias it followed in the trace", () => {
    expect(read("<element>#btn</element>")).toEqual({ value: { selector: "#btn" }, repairs: ["XML elements"], message: xmlReadMessage(["element → selector"]) });
    const outcome = parse("Clicking: <element>#btn</element>");
    expect(outcome).toMatchObject({ ok: true, value: { selector: "#btn" } });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ stage: "extract", source: "xml-block" }));
    expect(outcome.steps).toContainEqual(expect.objectContaining({ stage: "repair", reader: "xml-elements" }));
  });

  it("reads an ```xml fence found by the default extractors", () => {
    const only = salvage(click, { readers: [...defaultReaders, xmlElements()] });
    expect(only("Here:\n```xml\n<answer>\n  <selector>#go</selector>\n</answer>\n```")).toMatchObject({ ok: true, value: { selector: "#go" } });
  });

  it("reads a root array and a root scalar through a wrapper", () => {
    const list = { type: "array", items: { type: "object", properties: { name: { type: "string" } } } };
    expect(read("<answer><item><name>a</name></item><item><name>b</name></item></answer>", list)).toMatchObject({ value: [{ name: "a" }, { name: "b" }] });
    expect(read("<item><name>a</name></item>", list)).toMatchObject({ value: [{ name: "a" }] });
    expect(read("<result>7</result>", { type: "integer" })).toMatchObject({ value: 7 });
  });

  it("leaves text a string where the schema's type cannot take it, for validation to judge", () => {
    expect(read("<selector>a</selector><count>3 items</count>")).toMatchObject({ value: { selector: "a", count: "3 items" } });
    expect(parse("<selector>a</selector><count>3 items</count>")).toMatchObject({ ok: false, error: { code: "schema-mismatch" } });
  });

  it("keeps a declared __proto__ an own property", () => {
    const schema = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}}}') as Record<string, unknown>;
    const result = read("<__proto__>x</__proto__>", schema);
    const value = (result as { value: Record<string, unknown> }).value;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(["__proto__"]);
  });
});

describe("xmlElements: what it refuses", () => {
  it.each([
    ["prose", "Click the button with id btn."],
    ["a refusal", "I cannot help with that."],
    ["JSON", '{"selector": "#btn"}'],
    ["prose before an element", "Sure: <selector>#btn</selector>"],
  ])("%s is not its kind: undefined", (_, text) => {
    expect(read(text)).toBeUndefined();
  });

  it("reads nothing without a schema", () => {
    expect(read("<selector>#btn</selector>", null)).toBeUndefined();
    expect(read("<selector>#btn</selector>", {})).toEqual({ refuse: xmlUnknownElementMessage("selector"), position: 0 });
  });

  it.each([
    ["an element not in the schema", "<selector>a</selector><color>red</color>", xmlUnknownElementMessage("color")],
    ["a wrapper not in the list", "<click><selector>a</selector></click>", xmlUnknownElementMessage("click")],
    ["an unknown element inside a wrapper", "<answer><target_id>a</target_id></answer>", xmlUnknownElementMessage("target_id")],
    ["an unknown element inside an object", "<selector>a</selector><offset><z>1</z></offset>", xmlUnknownElementMessage("z")],
    ["two different values for a scalar", "<selector>#a</selector><selector>#b</selector>", xmlConflictMessage("selector")],
    ["a name and its alias that disagree", "<selector>#a</selector><element>#b</element>", xmlConflictMessage("selector")],
    ["a refusal in a wrapper, where an object is wanted", "<answer>I cannot help with that.</answer>", xmlTextForObjectMessage("answer")],
    ["text where an object is wanted", "<selector>a</selector><offset>1,2</offset>", xmlTextForObjectMessage("offset")],
    ["a closer that does not match", "<selector>#a</target>", xmlUnbalancedMessage("selector")],
    ["an element left open", "<selector>#a", xmlUnbalancedMessage("selector")],
    ["an unterminated CDATA section", "<selector><![CDATA[#a</selector>", xmlUnbalancedMessage("selector")],
    ["text beside elements", "<selector>a<b>x</b></selector>", xmlMixedMessage("selector")],
  ])("%s", (_, text, message) => {
    expect(read(text)).toMatchObject({ refuse: message });
    expect(parse(text).ok).toBe(false);
  });

  it("refuses text after the elements (the xml-block extractor takes the elements alone)", () => {
    expect(read("<selector>#btn</selector> Hope this helps!")).toMatchObject({ refuse: xmlMixedMessage(undefined) });
    expect(parse("<selector>#btn</selector> Hope this helps!")).toMatchObject({ ok: true, value: { selector: "#btn" } });
  });

  it("its refusal is the failure's message through salvage(), not the JSON readers' 'not JSON'", () => {
    expect(parse("<selector>#a</selector><selector>#b</selector>")).toMatchObject({ ok: false, error: { code: "unrepairable", message: xmlConflictMessage("selector") } });
  });

  it("refuses an element that is an alias of two properties", () => {
    const schema = { type: "object", properties: { a: { type: "string", aliases: ["x"] }, b: { type: "string", aliases: ["x"] } } };
    expect(read("<x>1</x>", schema)).toMatchObject({ refuse: xmlAmbiguousElementMessage("x") });
  });

  it("refuses elements nested deeper than maxDepth with too-deep, and deep input never overflows", () => {
    const tree = { type: "object", properties: { name: { type: "string" }, child: { $ref: "#" } } };
    const nested = (depth: number) => `${"<child>".repeat(depth)}<name>x</name>${"</child>".repeat(depth)}`;
    expect(read(nested(3), tree)).toMatchObject({ value: { child: { child: { child: { name: "x" } } } } });
    expect(read(nested(10), tree, 5)).toMatchObject({ refuse: xmlTooDeepMessage(5), code: "too-deep" });
    // A limit set beyond what the stack holds: the overflow is caught and reported as depth.
    expect(read(nested(200_000), tree, 1_000_000)).toMatchObject({ refuse: xmlTooDeepMessage(1_000_000), code: "too-deep" });
  });

  it("stays linear on hostile markup (the suite's timeout bounds it)", () => {
    for (const text of [
      "<a b=\"".repeat(100_000),
      "<?".repeat(100_000),
      "<!x".repeat(100_000),
      "<selector>" + "&amp".repeat(100_000) + "</selector>",
      "<selector>" + "<".repeat(200_000) + "</selector>",
      "<tags>" + "<tag>x</tag>\n".repeat(50_000) + "</tags>",
    ]) {
      expect(() => read(text)).not.toThrow();
      expect(parse(text)).toHaveProperty("ok");
    }
  });
});
