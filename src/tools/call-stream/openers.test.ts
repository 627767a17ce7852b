import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CallFormat, FoundCall } from "../formats/call-format.js";
import { defaultFormats } from "../formats/defaults.js";
import { toolset } from "../toolset.js";
import { streamed, time, tools, weather } from "./forms.fixture.js";

/** Pushes `text` cut at `cuts` and returns the streamer (its last snapshot, its end). */
function streamAt(set: { streamer: () => { push: (chunk: string) => unknown; snapshot: () => { calls: readonly { tool: string; input: unknown; complete: boolean }[] }; end: () => unknown } }, text: string, cuts: readonly number[]) {
  const streamer = set.streamer();
  let at = 0;
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
    if (cut <= at || cut >= text.length) continue;
    streamer.push(text.slice(at, cut));
    at = cut;
  }
  streamer.push(text.slice(at));
  return streamer;
}

/** `!call name {json}` lines: a format of a user's own, with the opener the tracker learns from it. */
const bang: CallFormat = {
  name: "bang",
  read(text) {
    const calls: FoundCall[] = [];
    for (const match of text.matchAll(/!call ([A-Za-z_]\w*) (\{[^\n]*\})/g)) calls.push({ name: match[1] as string, arguments: match[2], span: { start: match.index, end: match.index + match[0].length } });
    return calls.length === 0 ? undefined : calls;
  },
  openers: [{ token: "!call ", head: /^([A-Za-z_][\w.-]*)\s*(?=\{)/, body: { read: "arguments" } }],
};

/** `<call name="get_weather"><arg key="city">Paris</arg></call>`: a user's XML format, parameters streamed as they close. */
const argTags: CallFormat = {
  name: "arg-tags",
  read(text) {
    const calls: FoundCall[] = [];
    for (const match of text.matchAll(/<call name="(\w+)">(.*?)<\/call>/gs)) {
      const args = Object.fromEntries([...(match[2] as string).matchAll(/<arg key="(\w+)">(.*?)<\/arg>/gs)].map((m) => [m[1], m[2]]));
      calls.push({ name: match[1] as string, arguments: args, span: { start: match.index, end: match.index + match[0].length } });
    }
    return calls.length === 0 ? undefined : calls;
  },
  openers: [{ token: "<call name=\"", head: /^(\w+)">/, body: { read: "xml", key: ['<arg key="', '"'], value: [">", "</arg>"], end: "</call>" } }],
};

describe("a format piece of the user's own streams like a built-in one", () => {
  const own = toolset({ get_weather: weather, get_time: time }, { formats: [bang, argTags, ...defaultFormats] });
  const texts = {
    bang: 'Checking.\n!call get_weather {"city": "Paris", "days": 3}\n!call get_time {"tz": "CET"}',
    "arg-tags": 'Sure.\n<call name="get_weather"><arg key="city">Paris</arg><arg key="days">3</arg></call><call name="get_time"><arg key="tz">CET</arg></call>',
  };

  it.each(Object.entries(texts))("%s: named before its arguments end, grown, complete, and parse at the end", (format, text) => {
    for (const size of [1, 3, 1000]) {
      const streamer = own.streamer();
      let named = false;
      for (let at = 0; at < text.length; at += size) {
        const calls = streamer.push(text.slice(at, at + size)).calls;
        if (calls[0] !== undefined && at + size < text.indexOf("Paris") + 5) named = true;
      }
      if (size < 1000) expect(named).toBe(true);
      expect(streamer.snapshot().calls).toEqual([
        { index: 0, tool: "get_weather", input: { city: "Paris", days: 3 }, complete: true, format },
        { index: 1, tool: "get_time", input: { tz: "CET" }, complete: true, format },
      ]);
      expect(streamer.end()).toEqual(own.parse(text));
    }
  });

  it("shows nothing for a format the toolset does not read, or one that declares no openers", () => {
    const text = texts.bang;
    expect(streamAt(tools, text, [5, 20]).snapshot().calls).toEqual([]);
    const silent = toolset({ get_weather: weather, get_time: time }, { formats: [{ name: "bang", read: bang.read }, ...defaultFormats] });
    const streamer = streamAt(silent, text, [5, 20]);
    expect(streamer.snapshot().calls).toEqual([]);
    expect(streamer.end()).toEqual(own.parse(text));
  });

  it("a piece whose openers are malformed or throw streams nothing and never throws", () => {
    const broken = [
      { ...bang, name: "b1", openers: () => { throw new Error("no"); } },
      { ...bang, name: "b2", openers: [{ token: "", body: { read: "arguments" } }, { token: "!call ", body: { read: "nothing" } }, { token: "!call ", head: "not a regexp", body: { read: "arguments" } }, null, 7] },
      { ...bang, name: "b3", openers: "!call " },
      { ...bang, name: "b4", openers: [{ token: "!call ", body: { read: "xml", key: ["<a>"], value: [">", ""], end: "" } }] },
    ];
    for (const piece of broken) {
      const set = toolset({ get_weather: weather, get_time: time }, { formats: [piece as unknown as CallFormat, ...defaultFormats] });
      const streamer = streamAt(set, texts.bang, [3, 9, 40]);
      expect(streamer.snapshot().calls).toEqual([]);
    }
  });
});

describe("every built-in format streams previews", () => {
  it("each default format piece has a streamed form (ReAct in its own test)", () => {
    const covered = new Set(streamed.map((entry) => entry.format));
    expect(defaultFormats.map((piece) => piece.name).filter((name) => name !== "react" && !covered.has(name))).toEqual([]);
  });

  it("the markup formats declare their openers in their pieces", () => {
    const clients = new Set(["openai", "anthropic", "langchain", "generic"]);
    expect(defaultFormats.filter((piece) => !clients.has(piece.name) && piece.openers === undefined).map((piece) => piece.name)).toEqual([]);
  });
});

describe("streamed final calls equal parse() of the whole text", () => {
  it("over every format's forms, chunked at random points", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: streamed.length - 1 }),
        fc.array(fc.nat({ max: 2000 }), { maxLength: 40 }),
        (index, cuts) => {
          const { text } = streamed[index] as { text: string };
          const streamer = streamAt(tools, text, cuts);
          const parsed = tools.parse(text);
          expect(parsed.ok).toBe(true);
          const expected = parsed.ok ? parsed.value.map((call) => ({ tool: (call as { tool: string }).tool, input: (call as { input: unknown }).input, complete: true })) : [];
          expect(streamer.snapshot().calls.map(({ tool, input, complete }) => ({ tool, input, complete }))).toEqual(expected);
        },
      ),
      { numRuns: 300, seed: 20261127 },
    );
  });
});

describe("data is never markup while streaming", () => {
  const markup = streamed.filter((entry) => !["openai", "anthropic", "langchain", "generic"].includes(entry.format));
  const hiding: Readonly<Record<string, (text: string) => string>> = {
    "a code fence": (text) => `Here is a sample:\n\`\`\`\nexample output:\n${text}\n\`\`\`\nThat is all.`,
    "a JSON string": (text) => `The log says: {"message": ${JSON.stringify(text)}, "level": "info"} and nothing else.`,
    "a reasoning block": (text) => `<think>Maybe:\n${text}\n</think>I need nothing.`,
  };

  it.each(Object.keys(hiding))("a call in %s is never previewed, in any format, at any chunking", (where) => {
    const hide = hiding[where] as (text: string) => string;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: markup.length - 1 }), fc.array(fc.nat({ max: 3000 }), { maxLength: 30 }), (index, cuts) => {
        const inner = (markup[index] as { text: string }).text;
        // A fence inside the sample's text would close the sample's own fence: those forms are left out of it.
        fc.pre(!(where === "a code fence" && inner.includes("```")));
        const text = hide(inner);
        expect(streamAt(tools, text, cuts).snapshot().calls).toEqual([]);
      }),
      { numRuns: 150, seed: 28 },
    );
  });
});
