import type { Failure, Outcome } from "../outcome/types.js";
import type { CompiledTool } from "./compile-toolset.js";
import type { ToolCallContext, ToolErrorHook } from "./types.js";

/** What a call's pipeline asks its driver for: a tool parser run on text or a value, or the error hook. */
export type CallRequest =
  | {
      readonly kind: "text";
      readonly tool: CompiledTool;
      readonly text: string;
      /** The text is a call's arguments as a format wrote them: read as one whole value (`argumentsParser`). */
      readonly whole?: boolean;
    }
  | { readonly kind: "value"; readonly tool: CompiledTool; readonly value: unknown }
  | {
      readonly kind: "hook";
      readonly hook: ToolErrorHook;
      readonly failure: Failure;
      readonly input: unknown;
      readonly call: ToolCallContext;
    };

/** The driver's answer: the parser's outcome, or what the hook returned (`pending` for a Promise a sync driver cannot await). */
export type CallReply =
  | { readonly kind: "outcome"; readonly outcome: Outcome<unknown> }
  | { readonly kind: "hook"; readonly value: unknown; readonly pending: boolean };

/** A call's pipeline as a generator: one body serves the sync and async parsers. */
export type CallRun<T> = Generator<CallRequest, T, CallReply>;

/** Asks the driver to run a tool parser. */
export function* runParser(request: CallRequest & { kind: "text" | "value" }): CallRun<Outcome<unknown>> {
  const reply = yield request;
  if (reply.kind === "outcome") return reply.outcome;
  return { ok: false, error: { code: "invalid-schema", stage: "tool", message: "The driver answered a parse with a hook result.", issues: [] }, steps: [] };
}

/** Asks the driver to call the error hook. */
export function* runHook(request: CallRequest & { kind: "hook" }): CallRun<{ readonly value: unknown; readonly pending: boolean }> {
  const reply = yield request;
  return reply.kind === "hook" ? reply : { value: undefined, pending: false };
}
