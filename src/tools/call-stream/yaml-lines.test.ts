import { describe, expect, it } from "vitest";
import { yamlPair } from "./yaml-lines.js";

describe("yamlPair", () => {
  it("reads a key with a plain or quoted scalar on its line", () => {
    expect(yamlPair("city: Paris")).toEqual({ key: "city", text: "Paris", quoted: false });
    expect(yamlPair("days: 3  ")).toEqual({ key: "days", text: "3", quoted: false });
    expect(yamlPair('zip: "01234"')).toEqual({ key: "zip", text: "01234", quoted: true });
    expect(yamlPair("note: 'a: b'")).toEqual({ key: "note", text: "a: b", quoted: true });
    expect(yamlPair("url: https://example.org/a?b=c")).toEqual({ key: "url", text: "https://example.org/a?b=c", quoted: false });
  });

  it("leaves everything else to the whole answer's parse", () => {
    for (const line of ["tags:", "- rain", "text: |", "text: >-", "at: {lat: 1}", "list: [1, 2]", "a: &x 1", "b: *x", "c: !!str 1", "d: 1 # note", 'e: "esc\\"aped"', "f: a: b", "# comment", "  city: Paris"]) {
      expect(yamlPair(line), line).toBeUndefined();
    }
  });
});
