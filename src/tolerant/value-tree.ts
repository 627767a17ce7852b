import type { StreamPath } from "./types.js";
import { arrayFrame, attach, finishMember, objectFrame, type Frame, type ObjectFrame } from "./frames.js";

/**
 * The value the incremental parser builds in place: the stack of open containers and the root. The parser
 * decides what the characters mean; the tree only grows, and counts every change of the open path in
 * `version` so that snapshots re-capture the stack only when it changed.
 */
export interface ValueTree {
  readonly stack: readonly Frame[];
  /** The innermost open container. */
  readonly top: Frame | undefined;
  readonly root: unknown;
  readonly hasRoot: boolean;
  /** Bumped whenever the open path changes (a container opens or closes, a member or key finishes). */
  readonly version: number;
  /** Opens an array or object in the slot being read (or as the root); false when it would be too deep. */
  open(isArray: boolean): boolean;
  /** Closes the innermost container; true when that was the root. */
  close(): boolean;
  /** Puts a finished scalar in the slot being read; false when there is no container (it is the root). */
  leaf(value: unknown): boolean;
  /** The key of the member being read in the innermost object. */
  setKey(key: string): void;
  /** Leaves out the member whose key (or value) was cut off. */
  dropKey(): void;
  /** A bare scalar at the top turned out to be prose: forget it. */
  forgetRoot(): void;
}

/** Creates an empty tree; `onLeaf` hears every scalar member finished inside a container, with its path. */
export function createValueTree(maxDepth: number, onLeaf: ((path: StreamPath, value: unknown) => void) | undefined): ValueTree {
  const stack: Frame[] = [];
  const tree = {
    stack,
    top: undefined as Frame | undefined,
    root: undefined as unknown,
    hasRoot: false,
    version: 0,
    open(isArray: boolean): boolean {
      if (stack.length >= maxDepth) return false;
      const frame = isArray ? arrayFrame() : objectFrame();
      if (tree.top === undefined) {
        tree.root = frame.container;
        tree.hasRoot = true;
      } else {
        attach(tree.top, frame.container); // attached now so snapshots show it while it grows
      }
      stack.push(frame);
      tree.top = frame;
      tree.version++;
      return true;
    },
    close(): boolean {
      stack.pop();
      tree.version++;
      tree.top = stack[stack.length - 1];
      if (tree.top === undefined) return true;
      finishMember(tree.top);
      return false;
    },
    leaf(value: unknown): boolean {
      const top = tree.top;
      if (top === undefined) {
        tree.root = value;
        tree.hasRoot = true;
        return false;
      }
      attach(top, value);
      if (onLeaf !== undefined) onLeaf(stack.map((frame) => (frame.isArray ? frame.count : (frame.key as string))), value);
      finishMember(top);
      tree.version++;
      return true;
    },
    setKey(key: string): void {
      (tree.top as ObjectFrame).key = key;
      tree.version++;
    },
    dropKey(): void {
      if (tree.top !== undefined && !tree.top.isArray) tree.top.key = undefined;
      tree.version++;
    },
    forgetRoot(): void {
      tree.root = undefined;
      tree.hasRoot = false;
    },
  };
  return tree;
}
