import type { StreamPath, StreamSnapshot } from "../stream/types.js";
import type { DeepPartial, PartialSnapshot } from "./types.js";

/** The incremental parser's snapshot, typed for the schema's output; O(1), no copy. */
export class TypedSnapshot<T> implements PartialSnapshot<T> {
  readonly #inner: StreamSnapshot;
  readonly received: number;

  constructor(inner: StreamSnapshot, received: number) {
    this.#inner = inner;
    this.received = received;
  }

  get value(): DeepPartial<T> | undefined {
    return this.#inner.value as DeepPartial<T> | undefined;
  }

  get complete(): boolean {
    return this.#inner.complete;
  }

  get pendingPath(): StreamPath {
    return this.#inner.pendingPath;
  }

  isComplete(path: StreamPath): boolean {
    return this.#inner.isComplete(path);
  }
}
