import type { Rule } from "../rule.js";

// RFC 3339: a full date, or a date-time with seconds optional and an offset required. A time with no offset
// names no instant (local to whom?), so it is left for the validator to refuse.
const isoDateTime = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?([Zz]|[+-]\d{2}:\d{2}))?$/;

/**
 * `iso-date`: an ISO 8601 / RFC 3339 date (`"2024-05-01"`, read as midnight UTC as `new Date()` reads it) or
 * date-time with an offset (`"2024-05-01T09:30:00Z"`, `"…+02:00"`) where the validator wants a `Date`
 * (a guide node with `instanceOf: "Date"`, which salvage's zod converters write for `z.date()`). A date that
 * does not exist (`2024-02-30`) or a time with no offset is left alone.
 */
export const isoDate: Rule = {
  name: "iso-date",
  cost: 1,
  apply(value, { node }) {
    if (node.instanceOf !== "Date" || typeof value !== "string" || value.length > 64) return undefined;
    const match = isoDateTime.exec(value.trim());
    if (match === null) return undefined;
    const [, y, mo, d, h = "00", mi = "00", s = "00", fraction = "", zone = "Z"] = match;
    const year = Number(y);
    const month = Number(mo);
    const day = Number(d);
    const hour = Number(h);
    const minute = Number(mi);
    const second = Number(s);
    if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
    const local = Date.UTC(year, month - 1, day, hour, minute, second, Number(fraction.padEnd(3, "0").slice(0, 3)));
    const check = new Date(local);
    // Date.UTC rolls 30 February into March: the day must come back as written.
    if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
    let offset = 0;
    if (zone !== "Z" && zone !== "z") {
      const hours = Number(zone.slice(1, 3));
      const minutes = Number(zone.slice(4, 6));
      if (hours > 23 || minutes > 59) return undefined;
      offset = (zone.startsWith("-") ? -1 : 1) * (hours * 60 + minutes) * 60_000;
    }
    return { value: new Date(local - offset) };
  },
};
