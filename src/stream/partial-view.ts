import { childNode, fitsShallow, fitsDeep, itemNode } from "../coerce/fits.js";
import { renameTarget } from "../coerce/names.js";
import { ABSENT, type Rule } from "../coerce/rule.js";
import { enumMatch, isoDate, numberToString, stringToBoolean, stringToNull, stringToNumber } from "../coerce/rules/index.js";
import type { GuideNode } from "../schema/guide-types.js";
import { pathOf, type Frame } from "../tolerant/frames.js";
import type { StreamPath, StreamSnapshot } from "../tolerant/types.js";

/** The rules applied to a partial value's finished scalars: each reads one scalar as another, and invents nothing. */
const SCALAR_RULES: readonly Rule[] = [stringToNumber, stringToBoolean, stringToNull, numberToString, enumMatch, isoDate];

/** A container of the view, beside the parser's container it stands for. */
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
 *
 * Copy on write: a container of the parser is shown as it is (shared, never copied) for as long as everything in it
 * shows as written; only a container where something shows otherwise (a renamed key, a scalar a rule reads, a member
 * left out) gets a container of its own in the view, and its ancestors with it, each copied once. So a stream whose
 * value fits as written costs, per finished scalar, one check against its guide node, and per chunk the depth of
 * the member being read: linear, with nothing kept beside the parser's own value.
 */
export class PartialView {
  // A strong map (the parser holds every container for the stream's life anyway): a WeakMap's entries cost the
  // garbage collector an ephemeron each, on every pass while the stream lasts.
  readonly #mirrors = new Map<object, Mirror>();
  /** Mirrored containers not yet synced whole once closed (the open ones, and those mirrored since the last snapshot). */
  #touched: object[] = [];
  readonly #rules: readonly Rule[];
  #root: unknown = undefined;
  /** The parser's root value as of the last snapshot (a container never changes once made). */
  #rawValue: unknown = undefined;
  /** The parser's root container, once it is checked. */
  #rootRaw: object | undefined = undefined;
  /** The container and key of the member being read, as of the current snapshot (a copy leaves it unfinished). */
  #pendingContainer: object | undefined = undefined;
  #pendingKey: string | number | undefined = undefined;
  #lastPending: StreamPath | undefined;
  /**
   * The path and root the pending container was found for (a path array stands for one place in one parse: the same
   * array, the same member being read), and whether that member, a string or container, last showed as written with
   * no mirror made: it then shows so for as long as it is read (its container's other keys do not change meanwhile).
   */
  #placedPath: StreamPath | undefined = undefined;
  #placedRoot: unknown = undefined;
  #placedMember: unknown = undefined;
  #placedAsWritten = false;
  #shownPending: StreamPath = Object.freeze([]);
  /**
   * The last container whose guide node was resolved at each depth, and that node: leaves come in runs of a few
   * containers (an item's, its tags', the item's again), each of them one depth. Forgotten when a mirror is made.
   */
  readonly #nodeContainers: (object | undefined)[] = [];
  readonly #containerNodes: (GuideNode | undefined)[] = [];
  /** The last container placed in its mirrored ancestor (`attach`). */
  #attached: object | undefined = undefined;

  /**
   * `settleEarly` (the default) decides mid-push, for each finished member while nothing is mirrored, whether it shows
   * as written, and keeps only those it cannot settle for the snapshot; `false` keeps every one (the reference the
   * differential test compares it with).
   */
  readonly #guide: GuideNode;
  readonly #settleEarly: boolean;

  constructor(guide: GuideNode, rules: readonly Rule[], settleEarly = true) {
    this.#guide = guide;
    this.#settleEarly = settleEarly;
    this.#rules = SCALAR_RULES.filter((rule) => rules.includes(rule));
    this.keepsForms = this.#rules.includes(numberToString);
  }

  /**
   * Scalars finished during the current push, placed when its snapshot is taken (the parser is mid-push now): their
   * containers, their containers' paths, keys and values side by side (no object per leaf), the first `leafCount` of
   * them (arrays reused: setting an array's length costs a call into the runtime at every chunk).
   */
  readonly #leafContainers: object[] = [];
  readonly #leafPrefixes: StreamPath[] = [];
  readonly #leafKeys: (string | number)[] = [];
  readonly #leafValues: unknown[] = [];
  #leafCount = 0;
  /**
   * The path of the container last heard at each depth (1 for a member of the root), beside that container: a
   * container's path cannot change while it is open, and its leaves come in runs (an item's, its tags', the item's
   * again), so a path is built once per container and run, not once per leaf.
   */
  readonly #prefixContainers: (object | undefined)[] = [];
  readonly #prefixes: StreamPath[] = [];

  /**
   * How the stream wrote each number it finished (`2.0`), `null` where it wrote one number two ways: `number-to-string`
   * shows a number where a string is expected as written, as the final parse does, never as the double prints it.
   * Built when the rule first asks (most streams never put a number where a string goes): until then the numbers
   * finished wait, and each ask takes in those waiting. A number written as it prints (`37.5`, most are) waits as a
   * double in `printed` (a typed array: no heap number per number, and nothing the garbage collector walks or copies
   * while the stream lasts), and is printed only when the rule asks; one written otherwise (`2.0`) waits with its
   * text in `formValues` and `formTexts`. A number's form does not depend on the order it was read in.
   */
  readonly #forms = new Map<number, string | null>();
  #printed = new Float64Array(64);
  #printedCount = 0;
  readonly #formValues: number[] = [];
  readonly #formTexts: string[] = [];
  #formCount = 0;
  /**
   * Whether `number-to-string` is among the rules (the only reader of `forms`): the parser then hands each finished
   * number's text over where it does not print as written (`"unprinted"`, see `WrittenNumbers`).
   */
  readonly keepsForms: boolean;
  readonly #writtenAs = (value: number): string | undefined => {
    for (let i = 0; i < this.#printedCount; i++) {
      const number = this.#printed[i] as number;
      this.#form(number, String(number));
    }
    this.#printedCount = 0;
    for (let i = 0; i < this.#formCount; i++) this.#form(this.#formValues[i] as number, this.#formTexts[i] as string);
    this.#formCount = 0;
    return this.#forms.get(value) ?? undefined;
  };

  #form(number: number, written: string): void {
    const known = this.#forms.get(number);
    if (known === undefined) this.#forms.set(number, written);
    else if (known !== written) this.#forms.set(number, null);
  }

  /** Keeps a finished number's form for `number-to-string` (see `forms`). */
  #keepForm(value: number, written: string | undefined): void {
    if (written !== undefined) {
      const at = this.#formCount++;
      this.#formValues[at] = value;
      this.#formTexts[at] = written;
      return;
    }
    if (this.#printedCount === this.#printed.length) {
      const grown = new Float64Array(this.#printed.length * 2);
      grown.set(this.#printed);
      this.#printed = grown;
    }
    this.#printed[this.#printedCount++] = value;
  }

  /**
   * A scalar member finished in `container`, the innermost of the parser's open `stack` (the parser's leaf sink, with
   * a number's text as written): placed in the view at the next snapshot, read by the scalar rules.
   */
  leaf(stack: readonly Frame[], value: unknown, written: string | undefined, container: object): void {
    if (typeof value === "number" && this.keepsForms) this.#keepForm(value, written);
    const depth = stack.length;
    const top = stack[depth - 1] as Frame;
    const key = top.isArray ? top.count : (top.key as string);
    // The common case settled now, with nothing kept: no container of the view's own yet, none due from an earlier
    // leaf of this push, and the member shows as written where it is (placing it at the snapshot would do nothing).
    if (this.#settleEarly && this.#mirrors.size === 0 && this.#leafCount === 0 && this.#showsAsWrittenNow(stack, container, key, value)) return;
    if (this.#prefixContainers[depth] !== container) {
      this.#prefixContainers[depth] = container;
      this.#prefixes[depth] = pathOf(stack, depth - 1);
    }
    const at = this.#leafCount++;
    this.#leafContainers[at] = container;
    this.#leafPrefixes[at] = this.#prefixes[depth] as StreamPath;
    this.#leafKeys[at] = key;
    this.#leafValues[at] = value;
  }

  /**
   * Whether a finished member shows as written, decided mid-push with no side effect: its container's guide node
   * known (cached, or found down the stack with every container on the way shown as written), and the member fits it
   * as written. `false` is "not known now": the member is then placed at the snapshot, which decides. What shows as
   * written now still does at the snapshot: a rename needs its target absent, and keys are only ever added.
   */
  #showsAsWrittenNow(stack: readonly Frame[], container: object, key: string | number, value: unknown): boolean {
    const depth = stack.length - 1; // the container's, as `nodeOf` counts it (the length of its path)
    let node: GuideNode | undefined;
    if (depth < this.#nodeContainers.length && this.#nodeContainers[depth] === container) {
      node = this.#containerNodes[depth];
    } else {
      // Down from the deepest container on the stack whose node is known (the item around a list of tags), each node
      // found kept for its depth.
      let from = Math.min(depth, this.#nodeContainers.length) - 1;
      while (from >= 0 && this.#nodeContainers[from] !== (stack[from] as Frame).container) from--;
      node = from < 0 ? settled(this.#guide) : this.#containerNodes[from];
      if (from < 0) from = 0;
      let raw: object = (stack[from] as Frame).container;
      for (let i = from; i < depth && node !== undefined; i++) {
        const frame = stack[i] as Frame;
        const slot = frame.isArray ? frame.count : (frame.key as string);
        const child = (stack[i + 1] as Frame).container;
        if (!this.#showsAsWritten(node, raw, slot, child, false)) return false;
        node = settled(typeof slot === "number" ? itemNode(node, slot) : childNode(node, slot));
        raw = child;
        this.#cacheNode(i + 1, child, node);
      }
      this.#cacheNode(depth, container, node);
    }
    if (node === undefined) return true;
    if (value !== null && typeof value === "object") return this.#showsAsWritten(node, container, key, value, false);
    let child: GuideNode | undefined;
    if (typeof key === "number") child = itemNode(node, key);
    else {
      const property = node.properties.get(key);
      if (property !== undefined) child = property.node;
      else if (renameTarget(node, container as Record<string, unknown>, key) !== undefined) return false;
      else child = childNode(node, key);
    }
    if (child === undefined) return true;
    // What `read` gives back unchanged, and only that: a string that may be a date is left to `read`.
    if (child.instanceOf === "Date" && typeof value === "string" && this.#rules.includes(isoDate)) return false;
    return value === value && fitsShallow(value, child);
  }

  /**
   * The snapshot users see: the view's value and paths, the parser's flags. `open` is the parser's stack of open
   * containers as the snapshot was taken, when the caller has it: the container of the member being read is then
   * found on it, not by walking the value along the path.
   */
  snapshot(raw: StreamSnapshot, open?: readonly Frame[]): StreamSnapshot {
    this.#refresh(raw, open);
    const pendingPath = this.#pendingOf(raw.pendingPath);
    // Nothing shown otherwise (no container of the view's own, the value and path the parser's): the parser's snapshot
    // is the view's, and a stream takes one object per chunk, not two.
    if (this.#mirrors.size === 0 && this.#root === raw.value && pendingPath === raw.pendingPath) return raw;
    return new ShownSnapshot(this.#root, raw, pendingPath, this);
  }

  #refresh(raw: StreamSnapshot, open: readonly Frame[] | undefined): void {
    const value = raw.value;
    this.#rawValue = value;
    if (value === null || typeof value !== "object") {
      // A bare scalar shows only where the schema takes one (a bare value wrapped into an object is for `result`).
      const fits = raw.complete ? fitsShallow(value, this.#guide) : typeof value === "string" && acceptsPending(this.#guide);
      this.#root = value === undefined || !fits ? undefined : value;
      this.#clearLeaves();
      return;
    }
    // The root container never changes once made: checked once.
    if (value !== this.#rootRaw) {
      if (!acceptsContainer(this.#guide, value)) {
        this.#root = undefined;
        this.#clearLeaves();
        return;
      }
      this.#rootRaw = value;
    }
    const path = raw.complete ? EMPTY : raw.pendingPath;
    const samePlace = path === this.#placedPath && value === this.#placedRoot;
    if (!samePlace) {
      this.#placedPath = path;
      this.#placedRoot = value;
      this.#placedAsWritten = false;
      // The path names a slot of each open container, outermost first: its last slot is the open container's at its depth.
      const depth = path.length;
      this.#pendingContainer = depth === 0 ? undefined : open !== undefined && depth <= open.length ? (open[depth - 1] as Frame).container : containerAt(value, path);
      this.#pendingKey = path.length === 0 ? undefined : path[path.length - 1];
    }
    this.#placeLeaves();
    // The member being read: a string shows its prefix as written where it may show; a container is placed.
    const container = this.#pendingContainer;
    if (container !== undefined) {
      const key = this.#pendingKey as string | number;
      const member: unknown = (container as Record<string | number, unknown>)[key];
      const unchanged = samePlace && this.#placedAsWritten && this.#mirrors.size === 0 && (typeof member === "string" || member === this.#placedMember);
      if (member !== undefined && !unchanged) {
        this.#put(container, path, path.length - 1, key, member, false);
        this.#placedMember = member;
        this.#placedAsWritten = this.#mirrors.size === 0 && (typeof member === "string" || (member !== null && typeof member === "object"));
      }
    }
    // Mirrored containers closed since the last snapshot are synced whole once, for members no scalar announced (an
    // empty `{}` or `[]`); the open ones are the path's (a handful).
    if (this.#touched.length > 0) {
      const open = openContainers(value, path);
      const still: object[] = [];
      for (const touched of this.#touched) {
        if (open.includes(touched)) still.push(touched);
        else this.#syncClosed(touched);
      }
      this.#touched = still;
    }
    this.#root = this.#mirrors.size === 0 ? value : (this.#mirrors.get(value)?.out ?? value);
  }

  #placeLeaves(): void {
    const containers = this.#leafContainers;
    for (let i = 0; i < this.#leafCount; i++) {
      const prefix = this.#leafPrefixes[i] as StreamPath;
      this.#put(containers[i] as object, prefix, prefix.length, this.#leafKeys[i] as string | number, this.#leafValues[i], true);
    }
    this.#leafCount = 0;
  }

  /** Forgets the leaves of a push whose value does not show (a bare scalar, a root the schema does not take). */
  #clearLeaves(): void {
    this.#leafCount = 0;
  }

  /**
   * The member `key` of the parser's `container`, at `path[0..depth)`, has `value`: shown as it is where it keeps the
   * type's promise as written, else through a container of the view's own (made here, with its ancestors).
   */
  #put(container: object, path: StreamPath, depth: number, key: string | number, value: unknown, finished: boolean): void {
    const known = this.#mirrors.size === 0 ? undefined : this.#mirrors.get(container);
    if (known !== undefined) {
      this.#set(known, key, value, finished);
      return;
    }
    const node = this.#nodeOf(container, path, depth);
    if (node === undefined || this.#showsAsWritten(node, container, key, value, finished)) {
      this.#attach(container, path, depth);
      return;
    }
    const mirror = this.#ensureMirror(path, depth);
    if (mirror !== undefined) this.#set(mirror, key, value, finished);
  }

  /** Whether a member shows as written under `node`, its container's: no rename, and it fits or may become a fit. */
  #showsAsWritten(node: GuideNode, container: object, key: string | number, value: unknown, finished: boolean): boolean {
    let child: GuideNode | undefined;
    if (typeof key === "number") child = itemNode(node, key);
    else {
      // A declared key is never renamed: one lookup gives its node (what `renameTarget` then `childNode` would).
      const property = node.properties.get(key);
      if (property !== undefined) child = property.node;
      else if (!Array.isArray(container) && renameTarget(node, container as Record<string, unknown>, key) !== undefined) return false;
      else child = childNode(node, key);
    }
    if (child === undefined) return true;
    if (value !== null && typeof value === "object") return acceptsContainer(child, value);
    if (finished) return this.#read(value, child) === value;
    return typeof value === "string" && acceptsPending(child);
  }

  /**
   * The guide node of the parser's container at `path[0..depth)` (settled: `undefined` below alternatives). An
   * ancestor that must show otherwise (a renamed key, a container its schema does not take) is mirrored on the way.
   */
  #nodeOf(container: object, path: StreamPath, depth: number): GuideNode | undefined {
    if (depth < this.#nodeContainers.length && this.#nodeContainers[depth] === container) return this.#containerNodes[depth];
    const root = this.#rawValue as object;
    let raw: object = root;
    let node = settled(this.#guide);
    for (let i = 0; i < depth && node !== undefined; i++) {
      const key = path[i] as string | number;
      const child = (raw as Record<string | number, unknown>)[key] as object;
      let mirror = this.#mirrors.size === 0 ? undefined : this.#mirrors.get(raw);
      if (mirror === undefined && !this.#showsAsWritten(node, raw, key, child, false)) mirror = this.#ensureMirror(path, i);
      const shown = mirror === undefined ? key : this.#shownKey(mirror, key);
      node = settled(typeof shown === "number" ? itemNode(node, shown) : childNode(node, shown));
      raw = child;
    }
    this.#cacheNode(depth, container, node);
    return node;
  }

  /**
   * Keeps a container's guide node for its depth. It does not change while no mirror is made: a key that shows as
   * written now always will (a rename needs its target absent, and keys are only ever added).
   */
  #cacheNode(depth: number, container: object, node: GuideNode | undefined): void {
    while (this.#nodeContainers.length <= depth) {
      this.#nodeContainers.push(undefined);
      this.#containerNodes.push(undefined);
    }
    this.#nodeContainers[depth] = container;
    this.#containerNodes[depth] = node;
  }

  /**
   * Where an ancestor of the parser's `container` (at `path[0..depth)`) is mirrored, the container (or its ancestor
   * below it) is placed in it.
   */
  #attach(container: object, path: StreamPath, depth: number): void {
    if (this.#mirrors.size === 0 || container === this.#attached || this.#mirrors.has(container)) return;
    this.#attached = container;
    let raw = this.#rawValue as object;
    let deepest: { mirror: Mirror; at: number } | undefined;
    for (let i = 0; i < depth; i++) {
      const mirror = this.#mirrors.get(raw);
      if (mirror !== undefined) deepest = { mirror, at: i };
      raw = (raw as Record<string | number, unknown>)[path[i] as string | number] as object;
    }
    if (deepest === undefined) return;
    const key = path[deepest.at] as string | number;
    const child = (deepest.mirror.raw as Record<string | number, unknown>)[key];
    if (child !== undefined) this.#set(deepest.mirror, key, child, false);
  }

  /** The mirrors of the containers at `path[0..depth)`, made (each copied once) where missing; the deepest one. */
  #ensureMirror(path: StreamPath, depth: number): Mirror | undefined {
    const start = this.#rawValue;
    if (start === null || typeof start !== "object") return undefined;
    let raw: object = start;
    let mirror = this.#mirrors.get(raw) ?? this.#mirror(raw, settled(this.#guide));
    for (let i = 0; i < depth; i++) {
      const key = path[i] as string | number;
      const child: unknown = (raw as Record<string | number, unknown>)[key];
      if (child === null || typeof child !== "object") return undefined;
      const shown = this.#shownKey(mirror, key);
      const node = mirror.node === undefined ? undefined : typeof shown === "number" ? itemNode(mirror.node, shown) : childNode(mirror.node, shown);
      const next = this.#mirrors.get(child) ?? this.#mirror(child, settled(node));
      if (mirror.node === undefined || node === undefined || acceptsContainer(node, child)) place(mirror, shown, next.out);
      raw = child;
      mirror = next;
    }
    return mirror;
  }

  /** The view's own container for one of the parser's, with every member it has so far. */
  #mirror(raw: object, node: GuideNode | undefined): Mirror {
    const mirror: Mirror = { out: Array.isArray(raw) ? [] : {}, node, raw, shown: undefined, written: undefined };
    this.#mirrors.set(raw, mirror);
    this.#touched.push(raw);
    // Renames below it are decided through it from now on, and what is below it is placed in it.
    this.#nodeContainers.fill(undefined);
    this.#attached = undefined;
    if (Array.isArray(raw)) {
      for (let key = 0; key < raw.length; key++) this.#set(mirror, key, raw[key], !(raw === this.#pendingContainer && key === this.#pendingKey));
    } else {
      const record = raw as Record<string, unknown>;
      for (const key of Object.keys(record)) this.#set(mirror, key, record[key], !(raw === this.#pendingContainer && key === this.#pendingKey));
    }
    return mirror;
  }

  /** A closed mirrored container's members that are containers no scalar announced, placed once. */
  #syncClosed(raw: object): void {
    const mirror = this.#mirrors.get(raw);
    if (mirror === undefined) return;
    if (Array.isArray(raw)) {
      for (let key = 0; key < raw.length; key++) if (isObject(raw[key])) this.#set(mirror, key, raw[key], true);
    } else {
      const record = raw as Record<string, unknown>;
      for (const key of Object.keys(record)) if (isObject(record[key])) this.#set(mirror, key, record[key], true);
    }
  }

  /** Puts a member in a mirror under its shown key; a finished scalar is read by the scalar rules first. */
  #set(mirror: Mirror, key: string | number, value: unknown, finished: boolean): void {
    const shown = this.#shownKey(mirror, key);
    const node = mirror.node === undefined ? undefined : typeof shown === "number" ? itemNode(mirror.node, shown) : childNode(mirror.node, shown);
    if (value !== null && typeof value === "object") {
      // A container shows as the view's own where it has one, else as the parser's (shared).
      if (node === undefined || acceptsContainer(node, value)) place(mirror, shown, this.#mirrors.get(value)?.out ?? value);
      return;
    }
    if (node === undefined) {
      place(mirror, shown, value);
      return;
    }
    // What is shown keeps the type's promise: a finished scalar that fits (as written or as a rule reads it); a
    // string still being read where the schema takes a string or a scalar it may become (typed `| string`).
    if (finished) {
      const read = this.#read(value, node);
      if (read !== NO_FIT) place(mirror, shown, read);
      else unplace(mirror, shown);
    } else if (typeof value === "string" && acceptsPending(node)) place(mirror, shown, value);
    else unplace(mirror, shown);
  }

  /** A finished scalar as it fits (as written, or as the first scalar rule that makes it fit reads it), or NO_FIT. */
  #read(value: unknown, node: GuideNode): unknown {
    // A date is written as a string that fits the string it is written as: the validator wants the Date.
    if (node.instanceOf === "Date" && typeof value === "string" && this.#rules.includes(isoDate)) {
      const date = isoDate.apply(value, { node, path: [], property: undefined, fitsShallow, fitsDeep });
      if (date !== undefined && fitsShallow(date.value, node)) return date.value;
    }
    if (fitsShallow(value, node)) return value;
    for (const rule of this.#rules) {
      const result = rule.apply(value, { node, path: [], property: undefined, fitsShallow, fitsDeep, writtenAs: this.#writtenAs });
      if (result !== undefined && result.value !== ABSENT && fitsShallow(result.value, node)) return result.value;
    }
    return NO_FIT;
  }

  /** The key a member shows under: a declared alias or a unique case variant of an absent property, once decided. */
  #shownKey(mirror: Mirror, key: string | number): string | number {
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
  writtenPath(path: StreamPath): StreamPath {
    if (this.#mirrors.size === 0) return path;
    let raw = this.#rawValue;
    const out: (string | number)[] = [];
    for (const key of path) {
      const mirror = raw !== null && typeof raw === "object" ? this.#mirrors.get(raw) : undefined;
      const written = typeof key === "string" && mirror !== undefined ? (mirror.written?.get(key) ?? key) : key;
      out.push(written);
      raw = raw !== null && typeof raw === "object" ? (raw as Record<string | number, unknown>)[written] : undefined;
    }
    return out;
  }

  /** The parser's pending path with shown keys; the same frozen array while it does not change. */
  #pendingOf(path: StreamPath): StreamPath {
    if (path === this.#lastPending) return this.#shownPending;
    let out: (string | number)[] | undefined;
    if (this.#mirrors.size > 0) {
      // The parser's own (frozen) path where no key on it shows renamed: a new array only where one does.
      let raw = this.#rawValue;
      for (let i = 0; i < path.length; i++) {
        const key = path[i] as string | number;
        const mirror = typeof key === "string" && raw !== null && typeof raw === "object" ? this.#mirrors.get(raw) : undefined;
        const shown = mirror === undefined ? key : (mirror.shown?.get(key as string) ?? key);
        if (shown !== key && out === undefined) out = path.slice(0, i);
        out?.push(shown);
        raw = raw !== null && typeof raw === "object" ? (raw as Record<string | number, unknown>)[key] : undefined;
      }
    }
    this.#lastPending = path;
    this.#shownPending = out === undefined ? path : Object.freeze(out);
    return this.#shownPending;
  }
}

/**
 * A snapshot as the view shows it: a class, not an object literal with an `isComplete` closure, since a stream takes
 * one per chunk (the closure and its context were half of what a snapshot allocated). `isComplete` asks the parser's
 * snapshot, with the path's shown keys read back as written.
 */
class ShownSnapshot implements StreamSnapshot {
  readonly value: unknown;
  readonly complete: boolean;
  readonly done: boolean;
  readonly received: number;
  readonly pendingPath: StreamPath;
  readonly #raw: StreamSnapshot;
  readonly #view: PartialView;

  constructor(value: unknown, raw: StreamSnapshot, pendingPath: StreamPath, view: PartialView) {
    this.value = value;
    this.complete = raw.complete;
    this.done = raw.done;
    this.received = raw.received;
    this.pendingPath = pendingPath;
    this.#raw = raw;
    this.#view = view;
  }

  isComplete(path: StreamPath): boolean {
    return this.#raw.isComplete(this.#view.writtenPath(path));
  }
}

const EMPTY: StreamPath = /* @__PURE__ */ Object.freeze([]);

/** A node the view's containers are checked against: `undefined` below alternatives, which leave the shape open. */
function settled(node: GuideNode | undefined): GuideNode | undefined {
  return node !== undefined && node.anyOf.length === 0 ? node : undefined;
}

function isObject(value: unknown): value is object {
  return value !== null && typeof value === "object";
}

/** The parser's containers along a pending path (the root, each container on it, the member if it is one). */
function openContainers(root: object, path: StreamPath): object[] {
  const open: object[] = [root];
  let cursor: unknown = root;
  for (const key of path) {
    cursor = (cursor as Record<string | number, unknown>)[key];
    if (cursor === null || typeof cursor !== "object") break;
    open.push(cursor);
  }
  return open;
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
