import { SalvageError } from "../outcome/error.js";
import type { ToolFailure, ToolOutcome } from "./types.js";

/**
 * What `tools.parseOrThrow` throws: a `SalvageError` (so one `catch` serves both) that also names the
 * failing call's tool and its raw input.
 * @example
 * try { tools.parseOrThrow(text) } catch (e) { if (e instanceof ToolCallError && e.code === "unknown-tool") … }
 */
export class ToolCallError extends SalvageError {
  override readonly failure: ToolFailure;
  /** The tool the failing call named, when it was known. */
  readonly tool: string | undefined;
  /** The failing call's input exactly as the model wrote it. */
  readonly rawInput: unknown;

  constructor(outcome: ToolOutcome<unknown> & { ok: false }) {
    super(outcome);
    this.failure = outcome.error;
    this.tool = outcome.error.tool;
    this.rawInput = outcome.error.rawInput;
  }
}

/** The value of an ok tool outcome, or a thrown `ToolCallError` carrying the failed outcome. */
export function unwrapTools<T>(outcome: ToolOutcome<T>): T {
  if (!outcome.ok) throw new ToolCallError(outcome);
  return outcome.value;
}
