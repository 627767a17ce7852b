import { describe, expect, it } from "vitest";
import { applyRule } from "../../../test/helpers/apply.js";
import { node, str } from "../../../test/helpers/guide.js";
import type { GuideNode } from "../../schema/guide-types.js";
import { compileGuide } from "../../schema/compile-guide.js";
import { fitsDeep, fitsShallow } from "../fits.js";
import { isoDate } from "./iso-date.js";

const date: GuideNode = { ...node({ types: ["string"] }), instanceOf: "Date" };

describe("iso-date", () => {
  it("reads RFC 3339 dates and date-times with an offset into Dates", () => {
    expect(applyRule(isoDate, "2024-05-01", date)).toEqual({ value: new Date("2024-05-01T00:00:00Z") });
    expect(applyRule(isoDate, "2024-05-01T09:30:00Z", date)).toEqual({ value: new Date("2024-05-01T09:30:00Z") });
    expect(applyRule(isoDate, "2024-05-01T09:30:00.125+02:00", date)).toEqual({ value: new Date("2024-05-01T07:30:00.125Z") });
    expect(applyRule(isoDate, "2024-05-01 09:30-05:30", date)).toEqual({ value: new Date("2024-05-01T15:00:00Z") });
    expect(applyRule(isoDate, "2024-02-29T23:59:59.999999z", date)).toEqual({ value: new Date("2024-02-29T23:59:59.999Z") });
  });

  it("leaves what names no instant, or no real day, alone", () => {
    for (const text of ["2024-05-01T09:30:00", "2024-02-30", "2023-02-29", "2024-13-01", "2024-05-01T24:00Z", "1 May 2024", "2024-5-1", "20240501", "", "now"]) {
      expect(applyRule(isoDate, text, date), text).toBeUndefined();
    }
  });

  it("acts only where the validator wants a Date", () => {
    expect(applyRule(isoDate, "2024-05-01", str)).toBeUndefined();
    expect(applyRule(isoDate, 1714521600000, date)).toBeUndefined();
  });
});

describe("a date node (instanceof: \"Date\")", () => {
  it("is compiled from the keyword, and only for Date", () => {
    const guide = compileGuide({ type: "object", properties: { at: { type: "string", format: "date-time", instanceof: "Date" }, s: { type: "string", instanceof: "Map" } } });
    expect(guide.ok && guide.value.properties.get("at")?.node.instanceOf).toBe("Date");
    expect(guide.ok && guide.value.properties.get("s")?.node.instanceOf).toBeUndefined();
  });

  it("fits a valid Date and the string it is written as, nothing else", () => {
    for (const fits of [fitsShallow, fitsDeep]) {
      expect(fits(new Date("2024-05-01"), date)).toBe(true);
      expect(fits("2024-05-01", date)).toBe(true);
      expect(fits(new Date("nonsense"), date)).toBe(false);
      expect(fits(new Date("2024-05-01"), str)).toBe(false);
      expect(fits(5, date)).toBe(false);
    }
  });
});
