import { describe, expect, test } from "vitest";
import { salvage } from "../../salvage/index.js";

const event = { type: "object", properties: { event: { type: "string" }, at: { type: "integer" } }, required: ["event", "at"], additionalProperties: false };
const events = { type: "array", items: event };
const block = (value: unknown): string => "```json\n" + JSON.stringify(value) + "\n```";
const a = { event: "login", at: 1 };
const b = { event: "logout", at: 2 };

describe("fenced-list", () => {
  test.each([
    [`${block(a)}\n\n${block(b)}`],
    [`Here are the events:\n\n${block(a)}\n\nand\n\n${block(b)}\n`],
    [`First:\n${block(a)}\nSecond:\n${block(b)}`],
  ])("several blocks, each an item, are the array the schema wants: %j", (text) => {
    const outcome = salvage(events).parse(text);
    expect(outcome).toMatchObject({ ok: true, value: [a, b] });
    if (outcome.ok) expect(outcome.steps).toContainEqual(expect.objectContaining({ reader: "fenced-list" }));
  });

  test.each([
    [`${block(a)}\n\nor\n\n${block(b)}`, "alternatives"],
    [`Example:\n${block(a)}\n\nActual answer:\n${block(b)}`, "an example, then the answer"],
    [`${block(a)}\n\nCorrected:\n${block(b)}`, "a correction"],
    [`${block([a])}\n\n${block(b)}`, "a block that is itself an array"],
    [`${block(a)}\n\n${block({ event: "logout" })}`, "an item that does not fit"],
  ])("%j is not read as a list: %s", (text) => {
    const outcome = salvage(events).parse(text);
    if (outcome.ok) expect(outcome.value).not.toEqual([a, b]);
    expect(outcome.ok && outcome.steps.some((step) => "reader" in step && step.reader === "fenced-list")).toBe(false);
  });

  test("without an array schema, two different blocks stay ambiguous", () => {
    expect(salvage({}).parse(`${block(a)}\n\n${block(b)}`)).toMatchObject({ ok: false, error: { code: "ambiguous" } });
    expect(salvage(event).parse(`${block(a)}\n\n${block(b)}`)).toMatchObject({ ok: false, error: { code: "ambiguous" } });
  });
});
