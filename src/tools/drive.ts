import type { CallReply, CallRequest, CallRun } from "./call-request.js";

/** Runs a call pipeline with the synchronous parsers; a hook's Promise is not awaited (and its rejection is silenced). */
export function driveSync<T>(run: CallRun<T>): T {
  let next = run.next();
  while (!next.done) next = run.next(answerSync(next.value));
  return next.value;
}

/** Runs a call pipeline with the asynchronous parsers (schemas with async checks), awaiting the hook. */
export async function driveAsync<T>(run: CallRun<T>): Promise<T> {
  let next = run.next();
  while (!next.done) next = run.next(await answerAsync(next.value));
  return next.value;
}

function answerSync(request: CallRequest): CallReply {
  switch (request.kind) {
    case "text":
      return { kind: "outcome", outcome: (request.whole === true ? request.tool.argumentsParser() : request.tool.parser).parse(request.text) };
    case "value":
      return { kind: "outcome", outcome: request.tool.parser.parseValue(request.value) };
    case "hook": {
      const value = request.hook(request.failure, request.input, request.call);
      if (!isThenable(value)) return { kind: "hook", value, pending: false };
      // Nobody awaits it: a rejection must not surface as an unhandled one.
      Promise.resolve(value).catch(() => undefined);
      return { kind: "hook", value: undefined, pending: true };
    }
  }
}

async function answerAsync(request: CallRequest): Promise<CallReply> {
  switch (request.kind) {
    case "text":
      return { kind: "outcome", outcome: await (request.whole === true ? request.tool.argumentsParser() : request.tool.parser).parseAsync(request.text) };
    case "value":
      return { kind: "outcome", outcome: await request.tool.parser.parseValueAsync(request.value) };
    case "hook":
      return { kind: "hook", value: await request.hook(request.failure, request.input, request.call), pending: false };
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (typeof value === "object" || typeof value === "function") && value !== null && typeof (value as { then?: unknown }).then === "function";
}
