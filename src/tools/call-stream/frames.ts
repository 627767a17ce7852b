import { createIncrementalParser } from "../../tolerant/index.js";
import type { IncrementalParser } from "../../tolerant/index.js";
import type { GuideNode } from "../../schema/index.js";
import type { LiteralSyntax } from "../formats/literal.js";
import type { CallBody } from "../formats/call-format.js";
import type { OpenerReading } from "./openers.js";
import { createJsonCallWalker } from "./json-calls.js";

/** A call as the tracker builds it, updated in place. */
export interface TrackedCall {
  index: number;
  tool: string;
  input: unknown;
  complete: boolean;
  format: string;
}

/** The markup of an XML call's parameters (special tokens folded, a namespace filled in). */
export type XmlMarkup = Extract<CallBody, { read: "xml" }>;

/** An XML call's state: its call, its schema, its markup, and the positions of the parameter being read. */
export interface XmlState {
  kind: "xml";
  from: number;
  markup: XmlMarkup;
  call: TrackedCall | undefined;
  guide: GuideNode | undefined;
  seen: number;
  next: number | undefined;
  keyEnd: number | undefined;
  valueStart: number | undefined;
}

/** A call's opener was found: which of its readings follows is told by the text after it. */
export interface OpenState {
  kind: "open";
  /** Where the token starts. */
  at: number;
  /** Where it ends. */
  from: number;
  token: string;
  readings: readonly OpenerReading[];
}

/** A pythonic call list's state: the call being read, and a string-aware scan for its closing parenthesis. */
export interface PythonicState {
  kind: "pythonic";
  /** Where the frame began: text that turns out to be no call is looked at again from there. */
  origin: number;
  from: number;
  format: string;
  listed: boolean;
  /** Calls begun in this frame. */
  calls: number;
  call: TrackedCall | undefined;
  callStart: number;
  pairStart: number;
  pos: number;
  depth: number;
  quote: string;
  escaped: boolean;
}

/** A morph-xml call's state: `<get_weather>` opened it; each `<key>…</key>` child is read once closed. */
export interface MorphState {
  kind: "morph";
  from: number;
  name: string;
  call: TrackedCall | undefined;
  guide: GuideNode | undefined;
  /** How far the search for the current child's closer went in vain. */
  seen: number;
  /** A YAML body (yaml-xml): the indentation of its keys (-1 until the first), and whether every line so far was `key: scalar`. */
  yaml: { indent: number; simple: boolean } | undefined;
}

/** A literal's state (Gemma's `call:name{…}`): scanned for its closing brace with its raw string delimiters. */
export interface GemmaState {
  kind: "gemma";
  /** The raw string delimiters of its syntax. */
  delimiters: readonly string[];
  syntax: LiteralSyntax;
  from: number;
  call: TrackedCall | undefined;
  brace: number;
  pairStart: number;
  pos: number;
  depth: number;
  /** The raw string delimiter the scan is inside, or "". */
  quote: string;
}

/** JSON read as it grows: a whole envelope of calls, whose call sites the walker finds. */
export interface EnvelopeState {
  kind: "envelope";
  from: number;
  format: string;
  parser: IncrementalParser;
  fed: number;
  sites: Map<string, TrackedCall | undefined>;
  walker: ReturnType<typeof createJsonCallWalker>;
  closer?: string;
}

/** One call's JSON arguments, read as they grow. */
export interface JsonArgsState {
  kind: "json-args";
  from: number;
  parser: IncrementalParser;
  fed: number;
  call: TrackedCall | undefined;
}

/** What the tracker is reading: text skipped whole, a call's markup, or its arguments. */
export type Frame =
  | { kind: "think"; from: number; closer?: string }
  | { kind: "fence"; from: number }
  | OpenState
  | MorphState
  | XmlState
  | PythonicState
  | GemmaState
  | EnvelopeState
  | JsonArgsState;

/** A frame of one kind. */
export type FrameOf<Kind extends Frame["kind"]> = Extract<Frame, { kind: Kind }>;

export function xmlFrame(from: number, markup: XmlMarkup, call: TrackedCall | undefined, guide: GuideNode | undefined): XmlState {
  return { kind: "xml", from, markup, call, guide, seen: 0, next: undefined, keyEnd: undefined, valueStart: undefined };
}

export function pythonicFrame(from: number, format: string, listed: boolean): PythonicState {
  return { kind: "pythonic", origin: from, from, format, listed, calls: 0, call: undefined, callStart: -1, pairStart: from, pos: from, depth: 0, quote: "", escaped: false };
}

/** A literal's frame once its opening brace is at `brace`. */
export function gemmaFrame(brace: number, call: TrackedCall | undefined, syntax: LiteralSyntax): GemmaState {
  return { kind: "gemma", from: brace, delimiters: syntax.rawQuotes, syntax, call, brace, pairStart: brace + 1, pos: brace + 1, depth: 1, quote: "" };
}

export function envelopeFrame(from: number, format: string): EnvelopeState {
  return { kind: "envelope", from, format, parser: createIncrementalParser(), fed: from, sites: new Map(), walker: createJsonCallWalker() };
}

export function jsonArgsFrame(from: number, call: TrackedCall | undefined): JsonArgsState {
  return { kind: "json-args", from, parser: createIncrementalParser(), fed: from, call };
}

/** Sets a key of a partial input as written, even `__proto__`: the input is the model's data, not an object to configure. */
export function setInputKey(input: object, key: string, value: unknown): void {
  Object.defineProperty(input, key, { value, enumerable: true, writable: true, configurable: true });
}
