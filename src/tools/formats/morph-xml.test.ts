import { describe, expect, it } from "vitest";
import { growth } from "../../../test/helpers/timing.js";
import * as z from "zod";
import { toolset } from "../toolset.js";
import { morphXml } from "./morph-xml.js";

const tools = toolset({
  get_weather: z.object({ city: z.string(), days: z.number().int().optional() }),
  write_file: z.object({ path: z.string(), content: z.string() }),
  plot: z.object({ points: z.array(z.number()), style: z.object({ color: z.string(), bold: z.boolean() }).optional() }),
  get_time: z.object({}),
});

describe("morph-xml: a declared tool's element with one element per parameter", () => {
  it("reads the call, typing each value by the schema, the text around it as content", () => {
    const outcome = tools.parse("Let me check.\n<get_weather>\n  <city>Paris</city>\n  <days>3</days>\n</get_weather>");
    expect(outcome).toMatchObject({ ok: true, value: [{ tool: "get_weather", input: { city: "Paris", days: 3 } }], content: "Let me check." });
    expect(outcome.steps[0]).toMatchObject({ stage: "extract", source: "morph-xml" });
  });

  it("keeps markup inside a string parameter as text, decodes references, reads CDATA literally", () => {
    const html = "<html><body><h1>Title</h1></body></html>";
    expect(tools.parse(`<write_file><path>a.html</path><content>${html}</content></write_file>`)).toMatchObject({ ok: true, value: [{ input: { path: "a.html", content: html } }] });
    expect(tools.parse("<write_file><path>a &amp; b</path><content><![CDATA[<p>&amp;</p>]]></content></write_file>")).toMatchObject({
      ok: true,
      value: [{ input: { path: "a & b", content: "<p>&amp;</p>" } }],
    });
  });

  it("reads child elements of an array or object property as that structure", () => {
    const text = "<plot>\n<points><item>1</item><item>2.5</item></points>\n<style><color>red</color><bold>true</bold></style>\n</plot>";
    expect(tools.parse(text)).toMatchObject({ ok: true, value: [{ input: { points: [1, 2.5], style: { color: "red", bold: true } } }] });
  });

  it("reads several calls in order, and a self-closed element as a call without parameters", () => {
    const outcome = tools.parse("<get_time/>\n<get_weather><city>Oslo</city></get_weather>");
    expect(outcome.value?.map((call) => call.tool)).toEqual(["get_time", "get_weather"]);
    expect(tools.parse("<get_time />")).toMatchObject({ ok: true, value: [{ tool: "get_time", input: {} }] });
    expect(tools.parse("<get_time   />")).toMatchObject({ ok: true, value: [{ tool: "get_time", input: {} }] });
    // Not a self-closed element: an attribute, or no closing slash.
    expect(tools.parse("<get_time zone=\"CET\"/>").value ?? []).toEqual([]);
    expect(tools.parse("<get_time >").value ?? []).toEqual([]);
  });

  it("reads no call from an undeclared element, an element never closed, or a sample in a code fence", () => {
    for (const text of [
      "<launch><x>1</x></launch>",
      "The <get_weather> tool takes a <city>.",
      "Write it like this:\n```xml\n<get_weather><city>Paris</city></get_weather>\n```",
    ]) {
      const outcome = tools.parse(text);
      expect(outcome.ok && outcome.value.some((call) => call.tool !== undefined), text).toBe(false);
    }
  });

  it("fails a declared tool's element holding prose, or a prototype key, instead of dropping it", () => {
    expect(tools.parse("<get_time/><get_weather>Paris, please</get_weather>")).toMatchObject({ ok: false, error: { code: "unrepairable" } });
    expect(tools.parse("<get_weather><city>Paris</city><__proto__><x>1</x></__proto__></get_weather>")).toMatchObject({ ok: false, error: { code: "unrepairable" } });
  });

  it("is restrictable like every format, and stays linear on many unclosed tags", () => {
    const only = toolset({ get_weather: z.object({ city: z.string() }) }, { formats: [morphXml] });
    expect(only.parse("<get_weather><city>Rome</city></get_weather>")).toMatchObject({ ok: true, value: [{ input: { city: "Rome" } }] });
    const hostile = "<get_weather>".repeat(50_000);
    expect(only.parse(hostile).ok).toBe(false);
    // Four times the tags: about four times the time on a linear path, sixteen on a quadratic one.
    expect(growth((text: string) => only.parse(text), "<get_weather>".repeat(12_500), hostile, { runs: 3 })).toBeLessThan(10);
  });
});

describe("morph-xml: a declared tool's name alone on a line, then its parameter elements", () => {
  const read = (text: string): unknown => {
    const outcome = tools.parse(text);
    return outcome.ok ? outcome.value.map((c) => ("input" in c ? [c.tool, c.input] : ["final", c.final])) : outcome.error.code;
  };

  it("reads the elements after the name line, typed by the schema", () => {
    expect(read("get_weather\n<city>Seoul</city>\n<days>3</days>")).toEqual([["get_weather", { city: "Seoul", days: 3 }]]);
    expect(read("get_weather:\n<city>Busan</city>")).toEqual([["get_weather", { city: "Busan" }]]);
  });

  it("keeps a lead-in line and text after the elements as content", () => {
    const outcome = tools.parse("Let me check.\nget_weather\n<city>Seoul</city>\nThanks");
    expect(outcome.ok && outcome.value.map((c) => ("input" in c ? c.input : undefined))).toEqual([{ city: "Seoul" }]);
    expect(outcome.ok && outcome.content).toBe("Let me check.\nThanks");
  });

  // Negative cases.
  it("reads no call from a declared name inside a sentence", () => {
    expect(read("you could call get_weather\n<city>Seoul</city>")).toBe("no-json-found");
  });

  it("reads no call from an undeclared name, or from elements the tool does not declare", () => {
    expect(read("get_wether\n<city>Seoul</city>")).toBe("no-json-found");
    expect(read("get_weather\n<town>Seoul</town>")).toBe("no-json-found");
  });

  it("reads no call from a sample in a code fence", () => {
    expect(read("For example:\n```\nget_weather\n<city>Seoul</city>\n```")).toBe("no-json-found");
  });

  it("fails a call cut inside an element as truncated", () => {
    expect(read("get_weather\n<city>Seo")).toBe("truncated");
  });

  it("stays linear with many tools' name lines whose elements are never closed", () => {
    const many = toolset(Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`tool_${i}`, z.object({ value: z.string() })])));
    const build = (n: number): string => Array.from({ length: n }, (_, i) => `tool_${i % 40}\n<value>x\n`).join("");
    expect(growth((text: string) => many.parse(text), build(2_000), build(8_000), { runs: 3 })).toBeLessThan(10);
  });

  it("stays linear with many name lines", () => {
    const only = toolset({ get_weather: z.object({ city: z.string() }) });
    const build = (n: number): string => "get_weather\n<city>x".repeat(n);
    expect(growth((text: string) => only.parse(text), build(2_000), build(8_000), { runs: 3 })).toBeLessThan(10);
  });
});

describe("morph-xml: a parameter named as its tool", () => {
  const same = toolset({ search: { type: "object", properties: { search: { type: "string" }, limit: { type: "integer" } } } });
  it("nests: the call ends at the closer that matches its own opener", () => {
    expect(same.parse("<search><search>cats</search><limit>3</limit></search>")).toMatchObject({ ok: true, value: [{ tool: "search", input: { search: "cats", limit: 3 } }] });
  });
  // Negative: a nested opener never closed does not swallow the text after the call.
  it("does not read past the call when an inner opener is never closed", () => {
    // The first closer ends the call: its body `<search>cats` is no parameter list, so the answer fails.
    expect(same.parse("<search><search>cats</search> and then <search> done")).toMatchObject({ ok: false, error: { code: "unrepairable" } });
  });
});

describe("morph-xml: one item where a scalar is wanted", () => {
  const one = toolset({ set: { type: "object", properties: { level: { type: "number" }, tags: { type: "array", items: { type: "string" } } } } });
  it("reads the item, as array-to-single reads [42]", () => {
    expect(one.parse("<set><level><item>42</item></level></set>")).toMatchObject({ ok: true, value: [{ tool: "set", input: { level: 42 } }] });
    expect(one.parse("<set><tags><item>a</item></tags></set>")).toMatchObject({ ok: true, value: [{ tool: "set", input: { tags: ["a"] } }] });
  });
  // Negative: two items for one number is no reading.
  it("fails two items where one number is wanted", () => {
    expect(one.parse("<set><level><item>1</item><item>2</item></level></set>").ok).toBe(false);
  });
});
