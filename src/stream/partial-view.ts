import { childNode, fitsShallow, fitsDeep, itemNode } from "../coerce/fits.js";
import { renameTarget } from "../coerce/names.js";
import { ABSENT, type Rule } from "../coerce/rule.js";
import { enumMatch, isoDate, numberToString, stringToBoolean, stringToNull, stringToNumber } from "../coerce/rules/index.js";
import type { GuideNode } from "../schema/guide-types.js";
import type { StreamPath, StreamSnapshot } from "../tolerant/types.js";

/** The rules applied to a partial value's finished scalars: each reads one scalar as another, and invents nothing. */
const SCALAR_RULES: readonly Rule[] = [stringToNumber, stringToBoolean, stringToNull, numberToString, enumMatch, isoDate];

/** A container of the view, beside the parser's container it mirrors. */
interface Mirror {
  readonly out: Record<string, unknown> | unknown[];
  /** The guide node its value must fit; `undefined` where the guide cannot say (an `anyOf`, an unknown key). */
  readonly node: GuideNode | undefined;
  /** The parser's container it mirrors. */
  readonly raw: object;
  /** An object's undeclared keys as written → as shown (a misnamed key under the property it stands for), made on the first. */
  shown: Map<string, string> | undefined;
  /** The renamed keys back: as shown → as written. */
  written: Map<string, string> | undefined;
}

/**
 * The partial value a stream shows: the parser's value with the schema's aliases and key renames applied to
 * keys as soon as they are read (`selector` appears when `element`'s value starts), and the safe scalar rules
 * (`string-to-number`, `string-to-boolean`, `string-to-null`, `number-to-string`, `enum-match`, `iso-date`, those
 * of the parser's rules) applied to each scalar once it is finished. A scalar still being read shows as written.
 * Built member by member (a finished scalar is placed once, the member being read is refreshed at each chunk),
 * so a chunk costs the nesting depth plus the members it finished: linear in the stream.
 */
export class PartialView {
  // Strong maps (the parser holds every container for the stream's life anyway): a WeakMap's entries cost the
  // garbage collector an ephemeron each, on every pass while the stream lasts.
  private readonly mirrors = new Map<object, Mirror>();
  /** The parser's containers mirrored since the last snapshot, and those already synced whole once closed. */
  private touched: object[] = [];
  /** How many of `touched` were open at the last full refresh (the rest were mirrored since). */
  private openCount = 0;
  private readonly closed = new Set<object>();
  private readonly rules: readonly Rule[];
  private root: unknown = undefined;
  /** The parser's root container, once it is checked and mirrored. */
  private rootRaw: object | undefined = undefined;
  /** The parser's root value as of the last snapshot (a container never changes once made). */
  private rawValue: unknown = undefined;
  /** The parser's pending path at the last snapshot, and the container of its member. */
  private lastRawPath: StreamPath | undefined;
  private pendingParent: { raw: object; mirror: Mirror } | undefined;
  private lastPending: StreamPath | undefined;
  private shownPending: StreamPath = Object.freeze([]);

  constructor(
    private readonly guide: GuideNode,
    rules: readonly Rule[],
  ) {
    this.rules = SCALAR_RULES.filter((rule) => rules.includes(rule));
  }

  /**
   * Scalars finished during the current push, placed when its snapshot is taken (the parser is mid-push now): their
   * containers, paths and values side by side (no object per leaf).
   */
  private readonly leafContainers: object[] = [];
  private readonly leafPaths: StreamPath[] = [];
  private readonly leafValues: unknown[] = [];

  /**
   * How the stream wrote each number it finished (`2.0`), `null` where it wrote one number two ways: `number-to-string`
   * shows a number where a string is expected as written, as the final parse does, never as the double prints it.
   */
  private readonly forms = new Map<number, string | null>();
  private readonly writtenAs = (value: number): string | undefined => this.forms.get(value) ?? undefined;

  /**
   * A scalar member finished at `path` (the parser's `onLeaf`, with a number's text as written): placed in the view at
   * the next snapshot, read by the scalar rules.
   */
  leaf(path: StreamPath, value: unknown, written: string | undefined, container: object): void {
    if (typeof value === "number" && written !== undefined) {
      const known = this.forms.get(value);
      if (known === undefined) this.forms.set(value, written);
      else if (known !== written) this.forms.set(value, null);
    }
    this.leafContainers.push(container);
    this.leafPaths.push(path);
    this.leafValues.push(value);
  }

  private placeLeaves(): void {
    const containers = this.leafContainers;
    // Leaves come in runs of one container (the items of a list, the fields of an object): its mirror is looked up
    // once, and found by the container itself; only a container not mirrored yet is reached by its path.
    let lastContainer: object | undefined;
    let mirror: Mirror | undefined;
    for (let i = 0; i < containers.length; i++) {
      const container = containers[i] as object;
      const path = this.leafPaths[i] as StreamPath;
      if (container !== lastContainer) {
        lastContainer = container;
        mirror = this.mirrors.get(container) ?? this.walk(path, path.length - 1)?.mirror;
      }
      if (mirror !== undefined) this.set(mirror, path[path.length - 1] as string | number, this.leafValues[i], true);
    }
    containers.length = 0;
    this.leafPaths.length = 0;
    this.leafValues.length = 0;
  }

  /** The snapshot users see: the view's value and paths, the parser's flags. */
  snapshot(raw: StreamSnapshot): StreamSnapshot {
    this.refresh(raw);
    const pendingPath = this.pendingOf(raw.pendingPath);
    const value = this.root;
    return {
      value,
      complete: raw.complete,
      done: raw.done,
      received: raw.received,
      pendingPath,
      isComplete: (path: StreamPath) => raw.isComplete(this.writtenPath(path)),
    };
  }

  /**
   * The member being read: a string shows its prefix as written; a container is mirrored so its members can land.
   * Containers that closed since the last snapshot are synced whole once, for members no scalar announced (an
   * empty `{}` or `[]`): each container is synced once, so the stream stays linear.
   */
  private refresh(raw: StreamSnapshot): void {
    const value = raw.value;
    this.rawValue = value;
    if (value === null || typeof value !== "object") {
      // A bare scalar shows only where the schema takes one (a bare value wrapped into an object is for `result`).
      const fits = raw.complete ? fitsShallow(value, this.guide) : typeof value === "string" && acceptsPending(this.guide);
      this.root = value === undefined || !fits ? undefined : value;
      return;
    }
    // The root container never changes once made: checked and mirrored once.
    if (value !== this.rootRaw) {
      if (!acceptsContainer(this.guide, value)) {
        this.root = undefined;
        return;
      }
      this.rootRaw = value;
      this.mirror(value, this.guide);
    }
    this.placeLeaves();
    const path = raw.pendingPath;
    // The member being read is a scalar in the same container as at the last snapshot (the same member, or the next
    // one: most chunks), and no container was mirrored since: the open containers are the same, only it moved.
    // The container is compared, not the path: a key written twice (`{"a": {…}, "a": {…`) leads a path to a new one.
    const last = this.lastRawPath;
    const parent = this.pendingParent;
    if (!raw.complete && parent !== undefined && last !== undefined && path.length === last.length && this.touched.length === this.openCount && containerAt(value, path) === parent.raw) {
      const key = path[path.length - 1] as string | number;
      const member: unknown = (parent.raw as Record<string | number, unknown>)[key];
      if (member === null || typeof member !== "object") {
        this.lastRawPath = path;
        if (member !== undefined) this.set(parent.mirror, key, member, false);
        return;
      }
    }
    this.lastRawPath = path;
    this.pendingParent = undefined;
    const open: object[] = [];
    if (!raw.complete) {
      let cursor: unknown = value;
      open.push(value);
      for (const key of path) {
        cursor = (cursor as Record<string | number, unknown>)[key];
        if (cursor === null || typeof cursor !== "object") break;
        open.push(cursor);
      }
    }
    if (path.length > 0 && !raw.complete) {
      // The member's container is the last open one: found by the container itself once mirrored.
      const container = open.length >= path.length ? (open[path.length - 1] as object) : undefined;
      const known = container === undefined ? undefined : this.mirrors.get(container);
      const parent = known !== undefined && container !== undefined ? { raw: container, mirror: known } : this.walk(path, path.length - 1);
      const key = path[path.length - 1] as string | number;
      const member = parent === undefined ? undefined : (parent.raw as Record<string | number, unknown>)[key];
      if (parent !== undefined && member !== undefined) this.set(parent.mirror, key, member, false);
      this.pendingParent = parent;
    }
    // Open containers are the path's (a handful); every other one touched since the last snapshot has closed.
    for (const container of this.touched) if (!open.includes(container)) this.syncClosed(container);
    this.touched = open;
    this.openCount = open.length;
  }

  /** A closed container's members that are containers no scalar announced, mirrored (and synced) once. */
  private syncClosed(raw: object): void {
    if (this.closed.has(raw)) return;
    this.closed.add(raw);
    const mirror = this.mirrors.get(raw);
    if (mirror === undefined) return;
    if (Array.isArray(raw)) {
      for (let key = 0; key < raw.length; key++) this.syncMember(mirror, key, raw[key]);
    } else {
      const record = raw as Record<string, unknown>;
      for (const key of Object.keys(record)) this.syncMember(mirror, key, record[key]);
    }
  }

  private syncMember(mirror: Mirror, key: string | number, member: unknown): void {
    if (member === null || typeof member !== "object" || this.closed.has(member)) return;
    const known = this.mirrors.has(member);
    this.set(mirror, key, member, true);
    if (!known) this.syncClosed(member);
  }

  /** The mirror of the container at `path[0..depth)`, made along the way; `undefined` if the path leads nowhere. */
  private walk(path: StreamPath, depth: number): { raw: object; mirror: Mirror } | undefined {
    const start = this.rawValue;
    if (start === null || typeof start !== "object") return undefined;
    // The parser's containers along the path (property reads), then mirrors made below the deepest one that has one.
    const raws: object[] = [start];
    for (let i = 0; i < depth; i++) {
      const child: unknown = (raws[i] as Record<string | number, unknown>)[path[i] as string | number];
      if (child === null || typeof child !== "object") return undefined;
      raws.push(child);
    }
    let from = depth;
    let found = this.mirrors.get(raws[from] as object);
    while (found === undefined && from > 0) found = this.mirrors.get(raws[--from] as object);
    let raw: object = raws[from] as object;
    let mirror = found ?? this.mirror(raw, this.guide);
    for (let i = from; i < depth; i++) {
      const key = path[i] as string | number;
      const child: unknown = (raw as Record<string | number, unknown>)[key];
      if (child === null || typeof child !== "object") return undefined;
      const shown = this.shownKey(mirror, key);
      const node = mirror.node === undefined ? undefined : typeof key === "number" ? itemNode(mirror.node, key) : childNode(mirror.node, shown as string);
      const next = this.mirror(child, node);
      if (mirror.node === undefined || node === undefined || acceptsContainer(node, child)) place(mirror, shown, next.out);
      raw = child;
      mirror = next;
    }
    return { raw, mirror };
  }

  /** The view's container for one of the parser's, made on first sight. */
  private mirror(raw: object, node: GuideNode | undefined): Mirror {
    let mirror = this.mirrors.get(raw);
    if (mirror === undefined) {
      // Alternatives leave the shape open: the view keeps what was written below them.
      const settled = node !== undefined && node.anyOf.length === 0 ? node : undefined;
      mirror = { out: Array.isArray(raw) ? [] : {}, node: settled, raw, shown: undefined, written: undefined };
      this.mirrors.set(raw, mirror);
      this.touched.push(raw);
      if (this.rawValue === raw) this.root = mirror.out;
    }
    return mirror;
  }

  /** Puts a member in the view under its shown key; a finished scalar is read by the scalar rules first. */
  private set(mirror: Mirror, key: string | number, value: unknown, finished: boolean): void {
    const shown = this.shownKey(mirror, key);
    const node = mirror.node === undefined ? undefined : typeof shown === "number" ? itemNode(mirror.node, shown) : childNode(mirror.node, shown);
    if (value !== null && typeof value === "object") {
      const child = this.mirror(value, node);
      if (node === undefined || acceptsContainer(node, value)) place(mirror, shown, child.out);
      return;
    }
    if (node === undefined) {
      place(mirror, shown, value);
      return;
    }
    // What is shown keeps the type's promise: a finished scalar that fits (as written or as a rule reads it); a
    // string still being read where the schema takes a string or a scalar it may become (typed `| string`).
    if (finished) {
      const read = this.read(value, node);
      if (read !== NO_FIT) place(mirror, shown, read);
      else unplace(mirror, shown);
    } else if (typeof value === "string" && acceptsPending(node)) place(mirror, shown, value);
    else unplace(mirror, shown);
  }

  /** A finished scalar as it fits (as written, or as the first scalar rule that makes it fit reads it), or NO_FIT. */
  private read(value: unknown, node: GuideNode): unknown {
    // A date is written as a string that fits the string it is written as: the validator wants the Date.
    if (node.instanceOf === "Date" && typeof value === "string" && this.rules.includes(isoDate)) {
      const date = isoDate.apply(value, { node, path: [], property: undefined, fitsShallow, fitsDeep });
      if (date !== undefined && fitsShallow(date.value, node)) return date.value;
    }
    if (fitsShallow(value, node)) return value;
    for (const rule of this.rules) {
      const result = rule.apply(value, { node, path: [], property: undefined, fitsShallow, fitsDeep, writtenAs: this.writtenAs });
      if (result !== undefined && result.value !== ABSENT && fitsShallow(result.value, node)) return result.value;
    }
    return NO_FIT;
  }

  /** The key a member shows under: a declared alias or a unique case variant of an absent property, once decided. */
  private shownKey(mirror: Mirror, key: string | number): string | number {
    if (typeof key === "number" || Array.isArray(mirror.out)) return key;
    const node = mirror.node;
    if (node === undefined || node.properties.has(key)) return key;
    const known = mirror.shown?.get(key);
    if (known !== undefined) return known;
    let shown = key;
    const target = renameTarget(node, mirror.out, key);
    // A property claimed already (written under its own name, or by another alias) keeps the key as written.
    if (target !== undefined && !Object.prototype.hasOwnProperty.call(mirror.raw, target) && mirror.written?.has(target) !== true) {
      shown = target;
      (mirror.written ??= new Map()).set(target, key);
    }
    (mirror.shown ??= new Map()).set(key, shown);
    return shown;
  }

  /** A path in the view (shown keys) as the parser wrote it. */
  private writtenPath(path: StreamPath): StreamPath {
    let raw = this.rawValue;
    const out: (string | number)[] = [];
    for (const key of path) {
      const mirror = raw !== null && typeof raw === "object" ? this.mirrors.get(raw) : undefined;
      const written = typeof key === "string" && mirror !== undefined ? (mirror.written?.get(key) ?? key) : key;
      out.push(written);
      raw = raw !== null && typeof raw === "object" ? (raw as Record<string | number, unknown>)[written] : undefined;
    }
    return out;
  }

  /** The parser's pending path with shown keys; the same frozen array while it does not change. */
  private pendingOf(path: StreamPath): StreamPath {
    if (path === this.lastPending) return this.shownPending;
    let raw = this.rawValue;
    // The parser's own (frozen) path where no key on it shows renamed: a new array only where one does.
    let out: (string | number)[] | undefined;
    for (let i = 0; i < path.length; i++) {
      const key = path[i] as string | number;
      const mirror = typeof key === "string" && raw !== null && typeof raw === "object" ? this.mirrors.get(raw) : undefined;
      const shown = mirror === undefined ? key : (mirror.shown?.get(key as string) ?? key);
      if (shown !== key && out === undefined) out = path.slice(0, i);
      out?.push(shown);
      raw = raw !== null && typeof raw === "object" ? (raw as Record<string | number, unknown>)[key] : undefined;
    }
    this.lastPending = path;
    this.shownPending = out === undefined ? path : Object.freeze(out);
    return this.shownPending;
  }
}

/** What `read` answers for a scalar that fits neither as written nor as any rule reads it. */
const NO_FIT: unique symbol = Symbol("no fit");

/** The container holding the member at `path` (the parser's own), or `undefined` where the path leads nowhere. */
function containerAt(root: object, path: StreamPath): object | undefined {
  let cursor: unknown = root;
  for (let i = 0; i < path.length - 1; i++) {
    cursor = (cursor as Record<string | number, unknown>)[path[i] as string | number];
    if (cursor === null || typeof cursor !== "object") return undefined;
  }
  return cursor as object;
}

/** Whether a string still being read may show where `node` is: the schema takes a string or a scalar the string may become. */
function acceptsPending(node: GuideNode): boolean {
  const types = node.types;
  if (types === undefined) return node.anyOf.length === 0;
  return types.has("string") || types.has("number") || types.has("integer") || types.has("boolean") || types.has("null");
}

/** Whether a container written where `node` is may show there: the schema takes that kind of container. */
function acceptsContainer(node: GuideNode, value: object): boolean {
  const types = node.types;
  if (types === undefined) return true;
  return Array.isArray(value) ? types.has("array") : types.has("object");
}

/** Takes a member out of a view container (a string shown while read, that did not become a value that fits). */
function unplace(mirror: Mirror, key: string | number): void {
  if (Array.isArray(mirror.out)) {
    if ((key as number) < mirror.out.length) mirror.out[key as number] = undefined;
    return;
  }
  if (Object.prototype.hasOwnProperty.call(mirror.out, key)) delete mirror.out[key as string];
}

/** Sets a member of a view container, as an own data property (a key named `__proto__` stays a key). */
function place(mirror: Mirror, key: string | number, value: unknown): void {
  if (Array.isArray(mirror.out)) {
    mirror.out[key as number] = value;
    return;
  }
  if (key !== "__proto__") mirror.out[key as string] = value;
  else Object.defineProperty(mirror.out, key, { value, enumerable: true, writable: true, configurable: true });
}
