import { describe, expect, it } from "vitest";
import { decodeXmlText, xmlTokens, type XmlToken } from "./xml-scan.js";

const kinds = (text: string) => [...xmlTokens(text)].map((t: XmlToken) => ("name" in t ? `${t.kind}:${t.name}` : `${t.kind}:${text.slice(t.start, t.end)}`));

describe("xmlTokens", () => {
  it("reads tags with attributes, self-closing tags, text and CDATA, and skips comments and declarations", () => {
    expect(kinds('<?xml version="1.0"?><a x="1>2" y=\'q\' z=bare flag>t<b/><!-- c --><![CDATA[<raw>]]></a>')).toEqual([
      "open:a",
      "text:t",
      "open:b",
      "cdata:<raw>",
      "close:a",
    ]);
  });

  it("keeps a < that starts no tag as text", () => {
    expect(kinds("a < b <3 <- <a b\"c\"> <a b=\"x<y\">")).toEqual(['text:a < b <3 <- <a b"c"> <a b="x<y">']);
  });

  it("stops at a comment or CDATA left open", () => {
    expect(kinds("<a>x<!-- never closed")).toEqual(["open:a", "text:x", "unterminated:<!-- never closed"]);
    expect(kinds("<a><![CDATA[x")).toEqual(["open:a", "unterminated:<![CDATA[x"]);
  });

  it("keeps case and namespaces in names", () => {
    expect(kinds("<ns:Item-1.x></ns:Item-1.x>")).toEqual(["open:ns:Item-1.x", "close:ns:Item-1.x"]);
  });
});

describe("decodeXmlText", () => {
  it.each([
    ["&lt;&gt;&amp;&quot;&apos;", "<>&\"'"],
    ["&#65;&#x42;&#X43;&#128512;", "ABC😀"],
    ["a & b; &unknown; &#0; &#xD800; &#x110000; &#; &#x;", "a & b; &unknown; &#0; &#xD800; &#x110000; &#; &#x;"],
    ["&amp;lt;", "&lt;"],
    ["&constructor; &__proto__;", "&constructor; &__proto__;"],
  ])("%s", (raw, decoded) => {
    expect(decodeXmlText(raw)).toBe(decoded);
  });

  it("stays linear with many ampersands and no semicolon", () => {
    expect(decodeXmlText("&".repeat(500_000))).toHaveLength(500_000);
  });
});
