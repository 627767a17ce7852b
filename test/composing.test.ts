// The examples of docs/composing.md, verbatim but for the import paths ("salvage" and "salvage/yaml" there),
// each followed by what the doc says it returns. If you change one, change the other.
import { describe, expect, it } from "vitest";
import * as z from "zod";
import {
  defaultExtractors,
  defaultFormats,
  defaultReaders,
  defaultRules,
  salvage,
  toolset,
  xmlBlock,
  xmlElements,
  type CallFormat,
  type Extractor,
  type FoundCall,
  type Reader,
  type Rule,
} from "../src/index.js";
import { yaml } from "../src/yaml/index.js";

describe("docs/composing.md: writing an extractor", () => {
  /** The answer between `<<<` and `>>>`, as our prompt asks. Each search starts where the last one ended: linear. */
  const chevrons: Extractor = {
    name: "chevrons",
    likelihood: "high",
    *find(text) {
      let from = 0;
      for (;;) {
        const open = text.indexOf("<<<", from);
        if (open === -1) return;
        const close = text.indexOf(">>>", open + 3);
        if (close === -1) return;
        yield { start: open + 3, end: close };
        from = close + 3;
      }
    },
  };

  const Click = z.object({ selector: z.string() });
  const text = 'For example {"selector": "#example"}. My answer: <<<{"selector": "#btn"}>>>';

  it("reads the delimited answer through salvage(), where the defaults alone find two", () => {
    expect(salvage(Click)(text)).toMatchObject({ ok: false, error: { code: "ambiguous" } });
    const outcome = salvage(Click, { extractors: [...defaultExtractors, chevrons] })(text);
    expect(outcome).toMatchObject({ ok: true, value: { selector: "#btn" } });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ stage: "extract", source: "chevrons", start: text.indexOf("<<<") + 3 }));
  });

  it("is linear on a flood of openers and yields every delimited span", () => {
    expect([...chevrons.find("<<<".repeat(100_000), { hidden: [] })]).toEqual([]);
    expect([...chevrons.find("<<<a>>> <<<b>>>", { hidden: [] })]).toEqual([{ start: 3, end: 4 }, { start: 11, end: 12 }]);
  });

  it("with needs: [\"<<<\"] reads the same, and is not run on a text without chevrons; without it, it always runs", () => {
    let runs = 0;
    const counted: Extractor = { ...chevrons, find: (text, context) => (runs++, chevrons.find(text, context)) };
    const declared: Extractor = { ...counted, needs: ["<<<"] };
    const plain = '{"selector": "#plain"}';
    for (const [piece, runsOnPlain] of [[counted, 1], [declared, 0]] as const) {
      runs = 0;
      const parse = salvage(Click, { extractors: [...defaultExtractors, piece] });
      expect(parse(text)).toMatchObject({ ok: true, value: { selector: "#btn" } });
      expect(runs).toBe(1);
      expect(parse(`Here: ${plain}`)).toMatchObject({ ok: true, value: { selector: "#plain" } });
      expect(runs).toBe(1 + runsOnPlain);
    }
  });
});

describe("docs/composing.md: writing a reader", () => {
  /** A ```csv block with a header row, read as a list of objects. */
  const csv: Reader = {
    name: "csv",
    read(text, { candidate }) {
      if (candidate.source !== "fence" || candidate.label !== "csv") return undefined;
      const [header, ...rows] = text.split("\n").map((line) => line.split(",").map((cell) => cell.trim()));
      if (header === undefined || rows.some((row) => row.length !== header.length)) {
        return { refuse: "Every CSV row needs as many cells as the header." };
      }
      return { value: rows.map((row) => Object.fromEntries(header.map((key, i) => [key, row[i]]))), repairs: ["CSV table"] };
    },
  };

  const People = z.array(z.object({ name: z.string(), age: z.number() }));

  it("reads a csv fence through salvage(), and the rules type its cells", () => {
    const outcome = salvage(People, { readers: [...defaultReaders, csv] })("```csv\nname, age\nAda, 36\nAlan, 41\n```");
    expect(outcome).toMatchObject({ ok: true, value: [{ name: "Ada", age: 36 }, { name: "Alan", age: 41 }] });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ stage: "repair", reader: "csv", repairs: ["CSV table"] }));
    expect(outcome.steps).toContainEqual(expect.objectContaining({ stage: "coerce", rule: "string-to-number", path: [1, "age"] }));
  });

  it("refuses a ragged table, and reads nothing outside a csv fence", () => {
    const parse = salvage(People, { readers: [...defaultReaders, csv] });
    expect(parse("```csv\nname, age\nAda\n```").ok).toBe(false);
    expect(parse("name, age\nAda, 36").ok).toBe(false);
  });
});

describe("docs/composing.md: writing a rule", () => {
  /** "yes" / "no" where the schema wants a boolean. */
  const yesNo: Rule = {
    name: "yes-no",
    cost: 1,
    apply(value, { node }) {
      if (typeof value !== "string" || node.types?.has("boolean") !== true) return undefined;
      const word = value.trim().toLowerCase();
      return word === "yes" ? { value: true } : word === "no" ? { value: false } : undefined;
    },
  };

  it("turns Yes into true, recorded as a step", () => {
    const outcome = salvage(z.object({ confirm: z.boolean() }), { rules: [...defaultRules, yesNo] })('{"confirm": "Yes"}');
    expect(outcome).toMatchObject({ ok: true, value: { confirm: true } });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ stage: "coerce", rule: "yes-no", path: ["confirm"], before: "Yes", after: true }));
    expect(salvage(z.object({ confirm: z.boolean() }))('{"confirm": "Yes"}').ok).toBe(false);
  });
});

describe("docs/composing.md: writing a call format", () => {
  /** `!click {"selector": "#btn"}`: one call a line, a declared tool's name after `!`, JSON arguments after it. */
  const bang: CallFormat = {
    name: "bang",
    read(text, context) {
      const calls: FoundCall[] = [];
      let start = 0;
      for (const line of text.split("\n")) {
        const space = line.indexOf(" ");
        const name = line.slice(1, space === -1 ? undefined : space);
        if (line.startsWith("!") && context.isTool(name)) {
          calls.push({ name, arguments: space === -1 ? undefined : line.slice(space + 1), span: { start, end: start + line.length } });
        }
        start += line.length + 1;
      }
      return calls.length === 0 ? undefined : calls;
    },
  };

  it("reads a bang call through toolset(), repaired and typed by the tool's schema", () => {
    const tools = toolset({ click: z.object({ selector: z.string() }) }, { formats: [bang, ...defaultFormats] });
    const outcome = tools.parse("On it.\n!click {'selector': '#btn'}");
    expect(outcome).toMatchObject({ ok: true, value: [{ tool: "click", input: { selector: "#btn" }, raw: "{'selector': '#btn'}" }] });
  });
});

describe("docs/composing.md: the opt-in pieces", () => {
  it("xmlElements() and xmlBlock", () => {
    const Click = z.object({ selector: z.string().meta({ aliases: ["element"] }), count: z.number().int().optional() });
    const parse = salvage(Click, { extractors: [...defaultExtractors, xmlBlock], readers: [...defaultReaders, xmlElements()] });

    expect(parse("<answer><selector>#btn</selector><count>3</count></answer>")).toMatchObject({ ok: true, value: { selector: "#btn", count: 3 } });
    expect(parse("Sure: <element>#btn</element>")).toMatchObject({ ok: true, value: { selector: "#btn" } });
    expect(parse("<selector>#a</selector><selector>#b</selector>").ok).toBe(false);
    expect(parse("<answer>I cannot help with that.</answer>").ok).toBe(false);
  });

  it("yaml() from salvage/yaml", () => {
    const Click = z.object({ selector: z.string(), tags: z.array(z.string()).optional() });
    const parse = salvage(Click, { readers: [...defaultReaders, yaml()] });

    expect(parse("```yaml\nselector: '#btn'\ntags:\n  - primary\n```")).toMatchObject({ ok: true, value: { selector: "#btn", tags: ["primary"] } });
    expect(parse("selector: '#btn'").ok).toBe(false);
    expect(parse("```yaml\nselector: #btn\n```").ok).toBe(false);
  });
});
