import { describe, expect, it } from "vitest";
import * as z from "zod";
import { salvage } from "../salvage/salvage.js";
import { generate } from "./generate.js";
import type { CallAnswer, CallFunction, ChatMessage } from "./types.js";

const Click = z.object({ selector: z.string().meta({ aliases: ["element"] }), times: z.number().int().optional() });

/** A client that answers from a script and records what it was sent. */
function scripted(answers: readonly (string | CallAnswer | Error)[]) {
  const sent: (readonly ChatMessage[])[] = [];
  const call: CallFunction = async (messages) => {
    sent.push(messages);
    const answer = answers[sent.length - 1];
    if (answer === undefined) throw new Error("script ran out");
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { call, sent };
}

describe("generate", () => {
  it("returns the first answer that validates, with its fixes", async () => {
    const client = scripted(['Sure!\n```json\n{"element": "#ok"}\n```']);
    const result = await generate({ schema: Click, prompt: "Click OK.", call: client.call });
    expect(result.ok && result.value).toEqual({ selector: "#ok" });
    expect(client.sent).toHaveLength(1);
    expect(result.attempts).toHaveLength(1);
    expect(result.steps.some((step) => step.stage === "coerce" && step.rule === "rename-key" && step.attempt === 1)).toBe(true);
    expect(result.messages.at(-1)).toEqual({ role: "assistant", content: 'Sure!\n```json\n{"element": "#ok"}\n```' });
  });

  it("re-asks with what was wrong, where, expected and received, then stops at the first success", async () => {
    const client = scripted(['{"selector": true}', '{"selector": "#ok"}', '{"selector": "#never"}']);
    const result = await generate({ schema: Click, prompt: "Click OK.", call: client.call });
    expect(result.ok && result.value).toEqual({ selector: "#ok" });
    expect(client.sent).toHaveLength(2);
    const second = client.sent[1] ?? [];
    expect(second.map((message) => message.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(second[2]?.content).toBe('{"selector": true}');
    const reask = second[3]?.content ?? "";
    expect(reask).toContain("at selector:");
    expect(reask).toContain('Expected: {"type":"string"}');
    expect(reask).toContain("Received: true.");
    // Steps of both attempts, each marked with its attempt.
    expect(new Set(result.steps.map((step) => step.attempt))).toEqual(new Set([1, 2]));
    expect(result.attempts.map((entry) => entry.outcome.ok)).toEqual([false, true]);
  });

  it("fails with the last failure when the attempts run out", async () => {
    const client = scripted(["no idea", "still none", '{"selector": null}', "unused"]);
    const result = await generate({ schema: Click, prompt: "Click OK.", call: client.call, attempts: 3 });
    expect(result.ok).toBe(false);
    expect(result.error?.code).toBe("schema-mismatch");
    expect(client.sent).toHaveLength(3);
    expect(result.attempts.map((entry) => entry.outcome.error?.code)).toEqual(["no-json-found", "no-json-found", "schema-mismatch"]);
  });

  it("returns a truncated answer at once instead of re-asking it as a syntax error", async () => {
    const client = scripted(['{"selector": "#ok', '{"selector": "#ok"}']);
    const result = await generate({ schema: Click, prompt: "Click OK.", call: client.call });
    expect(result.error?.code).toBe("truncated");
    expect(client.sent).toHaveLength(1);
  });

  it("re-asks a truncated answer when reaskTruncated is set", async () => {
    const client = scripted(['{"selector": "#ok', '{"selector": "#ok"}']);
    const result = await generate({ schema: Click, prompt: "Click OK.", call: client.call, reaskTruncated: true });
    expect(result.ok && result.value).toEqual({ selector: "#ok" });
    expect(client.sent[1]?.at(-1)?.content).toContain("cut off");
  });

  it("takes the client's word that the answer hit the token limit", async () => {
    const client = scripted([{ text: "Let me think about which button", truncated: true }]);
    const result = await generate({ schema: Click, prompt: "Click OK.", call: client.call });
    expect(result.error?.code).toBe("truncated");
    expect(result.error?.message).toContain("token limit");
    expect(result.attempts[0]?.truncated).toBe(true);
  });

  it("does not retry a call that rejected, unless asked", async () => {
    const once = scripted([new Error("401 Unauthorized"), '{"selector": "#ok"}']);
    const failed = await generate({ schema: Click, prompt: "Click OK.", call: once.call });
    expect(failed.error).toMatchObject({ code: "call-failed", stage: "client" });
    expect(failed.error?.message).toContain("401 Unauthorized");
    expect(once.sent).toHaveLength(1);

    const retried = scripted([new Error("socket hang up"), '{"selector": "#ok"}']);
    const result = await generate({ schema: Click, prompt: "Click OK.", call: retried.call, retryFailedCalls: true });
    expect(result.ok && result.value).toEqual({ selector: "#ok" });
    expect(result.attempts.map((entry) => entry.outcome.error?.code)).toEqual(["call-failed", undefined]);
  });

  it("makes no call once the signal has fired", async () => {
    const client = scripted(['{"selector": "#ok"}']);
    const controller = new AbortController();
    controller.abort();
    const result = await generate({ schema: Click, prompt: "Click OK.", call: client.call, signal: controller.signal });
    expect(result.error?.code).toBe("aborted");
    expect(client.sent).toHaveLength(0);
  });

  it("abandons a pending call when the signal fires, even if the client ignores it", async () => {
    const controller = new AbortController();
    let calls = 0;
    const call: CallFunction = () => {
      calls++;
      setTimeout(() => controller.abort(), 5);
      return new Promise<string>(() => {});
    };
    const result = await generate({ schema: Click, prompt: "Click OK.", call, signal: controller.signal });
    expect(result.error?.code).toBe("aborted");
    expect(calls).toBe(1);
  });

  it("passes the attempt and the signal to the client", async () => {
    const seen: { attempt: number; signal: AbortSignal | undefined }[] = [];
    const controller = new AbortController();
    const call: CallFunction = async (_messages, context) => {
      seen.push(context);
      return context.attempt === 1 ? "nothing" : '{"selector": "#ok"}';
    };
    await generate({ schema: Click, prompt: "Click OK.", call, signal: controller.signal });
    expect(seen.map((context) => context.attempt)).toEqual([1, 2]);
    expect(seen[0]?.signal).toBe(controller.signal);
  });

  it("adds format instructions to the system message, or none", async () => {
    const withSystem = scripted(['{"selector": "#ok"}']);
    await generate({ schema: Click, messages: [{ role: "system", content: "You click things." }, { role: "user", content: "OK" }], call: withSystem.call });
    const system = withSystem.sent[0]?.[0];
    expect(system?.role).toBe("system");
    expect(system?.content.startsWith("You click things.\n\nAnswer with only a JSON value")).toBe(true);
    expect(system?.content).not.toContain("aliases");
    expect(withSystem.sent[0]).toHaveLength(2);

    const without = scripted(['{"selector": "#ok"}']);
    await generate({ schema: Click, prompt: "OK", call: without.call, instructions: false });
    expect(without.sent[0]).toEqual([{ role: "user", content: "OK" }]);

    const custom = scripted(['{"selector": "#ok"}']);
    await generate({ schema: Click, prompt: "OK", call: custom.call, instructions: "JSON please." });
    expect(custom.sent[0]?.[0]).toEqual({ role: "system", content: "JSON please." });
  });

  it("fails before any call on a broken schema or bad arguments", async () => {
    const client = scripted(['{"selector": "#ok"}']);
    const broken = await generate({ schema: { type: "nonsense" }, prompt: "OK", call: client.call });
    expect(broken.error?.code).toBe("invalid-schema");
    const noPrompt = await generate({ schema: Click, call: client.call });
    expect(noPrompt.error?.message).toContain("No call was made");
    const zero = await generate({ schema: Click, prompt: "OK", call: client.call, attempts: 0 });
    expect(zero.error?.code).toBe("call-failed");
    expect(client.sent).toHaveLength(0);
  });

  it("fails clearly when the client answers with something other than text", async () => {
    const call = (async () => ({ choices: [] })) as unknown as CallFunction;
    const result = await generate({ schema: Click, prompt: "OK", call });
    expect(result.error).toMatchObject({ code: "call-failed" });
    expect(result.error?.message).toContain("not the model's text");
  });

  it("uses a custom re-ask builder", async () => {
    const client = scripted(["nope", '{"selector": "#ok"}']);
    await generate({ schema: Click, prompt: "OK", call: client.call, reask: (failure, { attempt }) => `Try again (${failure.code}, ${attempt}).` });
    expect(client.sent[1]?.at(-1)).toEqual({ role: "user", content: "Try again (no-json-found, 1)." });
  });

  it("does not reject when the re-ask builder throws", async () => {
    const client = scripted(["nope", '{"selector": "#ok"}']);
    const result = await generate({ schema: Click, prompt: "OK", call: client.call, reask: () => { throw new Error("bug"); } });
    expect(result.error?.message).toContain("bug");
    expect(client.sent).toHaveLength(1);
  });

  it("takes a parser built once, with its own options", async () => {
    const parser = salvage(z.object({ query: z.string() }), { aliases: { query: ["q"] } });
    const result = await generate({ schema: parser, prompt: "Search.", call: async () => '{"q": "salvage"}' });
    const query: string | undefined = result.value?.query;
    expect(query).toBe("salvage");
  });

  it("types the value from the schema", async () => {
    const result = await generate({ schema: Click, prompt: "OK", call: async () => '{"selector": "#ok"}' });
    if (result.ok) {
      const selector: string = result.value.selector;
      expect(selector).toBe("#ok");
    }
  });
});
