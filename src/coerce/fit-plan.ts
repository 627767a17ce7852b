import { childNodes } from "../schema/guide-nodes.js";
import type { GuideNode, JsonType } from "../schema/guide-types.js";
import { jsonEqual } from "./json.js";
import { renameTarget } from "./names.js";
import { isForbiddenKey } from "./forbidden-key.js";

/**
 * A guide node compiled for {@link fitsPlan}, the check every answer goes through: its accepted types as bits
 * (a `Set` lookup by type name cost more than the rest of the check), its required count, and its children's
 * plans, so the check walks plans and never asks a map for a node's. Built once per guide, like the checker of
 * hidden-rename.ts; guides may be cyclic, so the plans are made for every reachable node first, then linked.
 */
export interface FitPlan {
  readonly node: GuideNode;
  /** The accepted types as {@link typeBit}s; {@link anyType} when the node names none. */
  readonly types: number;
  readonly enum: readonly unknown[] | undefined;
  anyOf: readonly FitPlan[];
  allOf: readonly FitPlan[];
  /** The declared properties' plans, and whether each is required. */
  readonly properties: Map<string, { readonly required: boolean; readonly plan: FitPlan }>;
  readonly requiredCount: number;
  /** `additionalProperties` is `false`: an undeclared key never fits. */
  readonly closed: boolean;
  additional: FitPlan | undefined;
  items: FitPlan | undefined;
  prefixItems: readonly FitPlan[];
  readonly minItems: number | undefined;
  readonly maxItems: number | undefined;
  /** The declared keys of the last object checked here, by position, with their entries (see {@link objectFits}). */
  readonly seenKeys: string[];
  readonly seenEntries: { readonly required: boolean; readonly plan: FitPlan }[];
}

const STRING = 1;
const NUMBER = 2;
const INTEGER = 4;
const BOOLEAN = 8;
const NULL = 16;
const ARRAY = 32;
const OBJECT = 64;
const anyType = -1;

const bitOfType: Readonly<Record<JsonType, number>> = { string: STRING, number: NUMBER, integer: INTEGER, boolean: BOOLEAN, null: NULL, array: ARRAY, object: OBJECT };

/** The JSON type of a value as a bit; 0 for what is no JSON value (a non-finite number, `undefined`, a function). */
function typeBit(value: unknown): number {
  switch (typeof value) {
    case "string":
      return STRING;
    case "boolean":
      return BOOLEAN;
    case "number":
      return Number.isFinite(value) ? NUMBER : 0;
    case "object":
      return value === null ? NULL : Array.isArray(value) ? ARRAY : OBJECT;
    default:
      return 0;
  }
}

/** `typeAccepts` on bits: a whole number fits `integer`. */
function accepts(types: number, bit: number, value: unknown): boolean {
  if (types === anyType) return true;
  if (bit === 0) return false;
  if ((types & bit) !== 0) return true;
  return bit === NUMBER && (types & INTEGER) !== 0 && Number.isInteger(value);
}

/** A `Date` that holds a time (not `new Date("nonsense")`): what a node with `instanceOf: "Date"` accepts. */
export function isValidDate(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

// Keyed weakly on a compiled guide node (freed with its parser), one plan per node: a pure function of it.
const plans = new WeakMap<GuideNode, FitPlan>();

/** The plan of a node (built with every node reachable from it on first use). */
export function planOf(node: GuideNode): FitPlan {
  const known = plans.get(node);
  if (known !== undefined) return known;
  const built = new Map<GuideNode, FitPlan>();
  const pending: GuideNode[] = [node];
  for (let i = 0; i < pending.length; i++) {
    const current = pending[i] as GuideNode;
    if (built.has(current) || plans.has(current)) continue;
    built.set(current, draft(current));
    for (const child of childNodes(current)) pending.push(child);
  }
  const pick = (child: GuideNode): FitPlan => (built.get(child) ?? plans.get(child)) as FitPlan;
  for (const [current, plan] of built) {
    plan.anyOf = current.anyOf.map(pick);
    plan.allOf = current.allOf.map(pick);
    for (const [name, property] of current.properties) plan.properties.set(name, { required: property.required, plan: pick(property.node) });
    plan.additional = typeof current.additionalProperties === "object" ? pick(current.additionalProperties) : undefined;
    plan.items = current.items === undefined ? undefined : pick(current.items);
    plan.prefixItems = current.prefixItems.map(pick);
  }
  for (const [current, plan] of built) plans.set(current, plan);
  return plans.get(node) as FitPlan;
}

function draft(node: GuideNode): FitPlan {
  let types = anyType;
  if (node.types !== undefined) {
    types = 0;
    for (const type of node.types) types |= bitOfType[type] ?? 0;
  }
  let requiredCount = 0;
  for (const property of node.properties.values()) if (property.required) requiredCount++;
  return {
    node,
    types,
    enum: node.enum,
    anyOf: [],
    allOf: [],
    properties: new Map(),
    requiredCount,
    closed: node.additionalProperties === false,
    additional: undefined,
    items: undefined,
    prefixItems: [],
    minItems: node.minItems,
    maxItems: node.maxItems,
    seenKeys: [],
    seenEntries: [],
  };
}

/**
 * Whether a value fits a plan all the way down, with no rule applied; deeper than `depth` never fits. The same
 * verdict as fits.ts's `fitsLevel` at every level plus the descent (see `fitsDeep`, which runs this).
 */
export function fitsPlan(value: unknown, plan: FitPlan, depth: number): boolean {
  if (depth <= 0) return false;
  const anyOf = plan.anyOf;
  if (anyOf.length > 0) {
    let some = false;
    for (let i = 0; i < anyOf.length && !some; i++) some = fitsPlan(value, anyOf[i] as FitPlan, depth - 1);
    if (!some) return false;
  }
  const bit = typeBit(value);
  if (!accepts(plan.types, bit, value)) return plan.node.instanceOf === "Date" && isValidDate(value);
  if (plan.enum !== undefined && !plan.enum.some((allowed) => jsonEqual(allowed, value))) return false;
  if (bit === OBJECT) {
    for (const part of plan.allOf) if (!fitsPlan(value, part, depth - 1)) return false;
    return objectFits(value as Record<string, unknown>, plan, depth);
  }
  if (bit === ARRAY) {
    const array = value as readonly unknown[];
    if (plan.minItems !== undefined && array.length < plan.minItems) return false;
    if (plan.maxItems !== undefined && array.length > plan.maxItems) return false;
  }
  for (const part of plan.allOf) if (!fitsPlan(value, part, depth - 1)) return false;
  if (bit === ARRAY) {
    const array = value as readonly unknown[];
    const prefix = plan.prefixItems;
    for (let i = 0; i < array.length; i++) {
      const child = i < prefix.length ? prefix[i] : plan.items;
      if (child !== undefined && !fitsPlan(array[i], child, depth - 1)) return false;
    }
  }
  return true;
}

/**
 * An object's own level (required keys present, no key the schema rejects or that names an absent property)
 * and every value under its plan, in one pass over its keys. Objects of one shape come in runs (the items of a
 * list): a key is compared with the key the last object had at its position before the map is asked.
 */
function objectFits(value: Record<string, unknown>, plan: FitPlan, depth: number): boolean {
  const declared = plan.properties;
  const seenKeys = plan.seenKeys;
  const seenEntries = plan.seenEntries;
  const keys = Object.keys(value);
  let required = 0;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    let entry = i < seenKeys.length && seenKeys[i] === key ? seenEntries[i] : undefined;
    if (entry === undefined) {
      entry = declared.get(key);
      // Remembered only while the object's keys so far were all declared: the list is as long as a run of them.
      if (entry !== undefined && i <= seenKeys.length) {
        seenKeys[i] = key;
        seenEntries[i] = entry;
      }
    }
    if (plan.node.forbiddenKeys !== undefined && isForbiddenKey(plan.node, key)) return false;
    if (entry !== undefined) {
      if (entry.required) required++;
      if (!fitsPlan(value[key], entry.plan, depth - 1)) return false;
      continue;
    }
    if (declared.size > 0 && (plan.closed || renameTarget(plan.node, value, key) !== undefined)) return false;
    if (plan.additional !== undefined && !fitsPlan(value[key], plan.additional, depth - 1)) return false;
  }
  return required === plan.requiredCount;
}
