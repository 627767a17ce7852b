import { describe, expect, test } from "vitest";
import { salvage } from "../../salvage/index.js";

const read = (text: string) => salvage({}).parse(text);

describe("unescaped inner quotes followed by prose: one reading", () => {
  test.each([
    ['{"remark": "he called it "fine" and left", "k": 3}', { remark: 'he called it "fine" and left', k: 3 }],
    ['{"tv": "a 55" panel"}', { tv: 'a 55" panel' }],
    ['{"body": "read [the guide]("https://example.com/guide") first", "n": 1}', { body: 'read [the guide]("https://example.com/guide") first', n: 1 }],
    ['{"t": "he shouted "halt". Then he left"}', { t: 'he shouted "halt". Then he left' }],
    ['["a "b" c", "d"]', ['a "b" c', "d"]],
    // A hedge word glued to the inner quote is the string's text (npm run fuzz, seed 20261132): no hedge.
    ['{"phone": "A"VS", "ok": false}', { phone: 'A"VS', ok: false }],
    // In a member's value, a comma after the inner quote and then words with no colon before the closing quote: a member
    // would need a key and its colon, so the quote is content.
    ['{"log": "Pinged the "landlord", awaiting a reply."}', { log: 'Pinged the "landlord", awaiting a reply.' }],
    ['{"log": "Pinged the "landlord", awaiting a reply.", "n": 2}', { log: 'Pinged the "landlord", awaiting a reply.', n: 2 }],
  ])("%j", (text, value) => {
    const outcome = read(text);
    expect(outcome).toMatchObject({ ok: true, value });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ reader: "inner-quotes" }));
  });

  test.each([
    ["a hedge between two quoted values", '{"town": "Nice" or "Caen"}'],
    ["a hedge in capitals", '{"town": "Nice" VS "Caen"}'],
    ["a slash between two quoted values", '{"town": "Nice"/"Caen"}'],
    ["an inner quote before a comma could close the string", '{"q": "one", "two" three"}'],
    ["a quote before a colon", '{"q": "one "two": 3}'],
    ["a string cut off", '{"q": "one "two" thr'],
    ["a comma and a hedge word", '{"town": "Nice", or Caen"}'],
    ["a comma and words with a colon (a member may start)", '{"q": "one "two", then: three"}'],
    ["a comma and words that run to the line's end", '{"q": "one "two", then three\n}'],
    ["a comma and a quoted string", '{"q": "one "two", "three"}'],
  ])("not read: %s", (_, text) => {
    const outcome = read(text);
    if (outcome.ok) expect(outcome.steps).not.toContainEqual(expect.objectContaining({ reader: "inner-quotes" }));
    expect(outcome.ok).toBe(false);
  });
});

describe("what the text leaves open stays a failure", () => {
  test.each([
    ['{"x": 1}[3, 4]'],
    ["// one\n{\"n\": 1}\n// two\n{\"n\": 2}\n// three\n{\"n\": 3}"],
  ])("%j: several values, none marked as the answer", (text) => {
    expect(read(text)).toMatchObject({ ok: false, error: { code: "ambiguous" } });
  });
});
