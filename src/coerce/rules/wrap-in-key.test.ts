import { describe, expect, test } from "vitest";
import { salvage } from "../../salvage/index.js";

const image = {
  type: "object",
  properties: { image: { type: "object", properties: { url: { type: "string" }, alt: { type: "string" } }, required: ["url"], additionalProperties: false } },
  required: ["image"],
  additionalProperties: false,
};
const text = { type: "object", properties: { text: { type: "string" } }, required: ["text"], additionalProperties: false };
const parts = { type: "array", items: { anyOf: [text, image] } };

describe("wrap-in-key", () => {
  test("an item without the wrapper key its union member requires gets it", () => {
    const outcome = salvage(parts).parse('[{"text": "Look:"}, {"url": "https://x.io/a.png", "alt": "a cat"}]');
    expect(outcome).toMatchObject({ ok: true, value: [{ text: "Look:" }, { image: { url: "https://x.io/a.png", alt: "a cat" } }] });
    if (outcome.ok) expect(outcome.steps).toContainEqual(expect.objectContaining({ rule: "wrap-in-key" }));
  });

  test.each([
    ['{"link": "https://x.io"}', "a key the wrapped object does not declare"],
    ['{"alt": "a cat"}', "the wrapped object's required key is missing"],
    ["{}", "nothing to wrap"],
    ['{"url": {"x": 1}}', "the wrapped value does not fit the key's schema"],
  ])("%j is not wrapped: %s", (input) => {
    expect(salvage(image).parse(input)).toMatchObject({ ok: false });
  });

  test("two members that would both take it: ambiguous", () => {
    const file = { ...image, properties: { file: image.properties.image }, required: ["file"] };
    expect(salvage({ anyOf: [image, file] }).parse('{"url": "https://x.io"}')).toMatchObject({ ok: false, error: { code: "ambiguous" } });
  });

  test("an object with two required keys is not a wrapper", () => {
    const two = { ...image, properties: { ...image.properties, caption: { type: "string" } }, required: ["image", "caption"] };
    expect(salvage(two).parse('{"url": "https://x.io"}')).toMatchObject({ ok: false });
  });
});
