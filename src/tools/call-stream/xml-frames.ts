import { isPlainObject } from "../../coerce/json.js";
import { propertyNode, typedText } from "../formats/typed-text.js";
import { cdataContent, decodeEntities, framedValue } from "../formats/xml-values.js";
import { setInputKey, type MorphState, type XmlState } from "./frames.js";
import type { TrackerState } from "./tracker-state.js";
import { yamlPair } from "./yaml-lines.js";

/** The format a YAML body is read in: yaml-xml (salvage/yaml) when the toolset has it, else the built-in yaml-lines. */
function yamlFormat(t: TrackerState): string {
  return t.reads("yaml-xml") ? "yaml-xml" : "yaml-lines";
}

/** morph-xml: `<get_weather>` names the call; `<get_time/>` is a whole call without parameters. */
export function morphOpen(t: TrackerState, name: string, selfClosing: boolean, from: number): boolean {
  const call = t.open(name, t.reads("morph-xml") ? "morph-xml" : yamlFormat(t));
  if (call !== undefined) call.input = {};
  if (selfClosing) {
    if (call !== undefined) call.complete = true;
    return t.finish(from);
  }
  t.frame = { kind: "morph", from, name, call, guide: call === undefined ? undefined : t.lookup.guideOf(call.tool), seen: 0, yaml: undefined };
  return true;
}

/** A morph-xml call's children, each once its closer arrived; its end at `</name>`. */
export function morph(t: TrackerState, current: MorphState): boolean {
  const close = `</${current.name}>`;
  if (current.yaml !== undefined) return yamlBody(t, current, close);
  const at = t.nonSpace(current.from);
  if (at === -1) return false;
  if (t.charAt(at) !== "<" && (t.reads("yaml-xml") || t.reads("yaml-lines"))) {
    current.yaml = { indent: -1, simple: true };
    if (current.call !== undefined) current.call.format = yamlFormat(t);
    return true;
  }
  if (t.charAt(at) !== "<") {
    // Not parameter elements (a YAML body, prose): the whole answer's parse decides; its end is the call's.
    const end = t.find(close, Math.max(at, current.seen - close.length));
    if (end === -1) return t.wait(current);
    return t.finish(end + close.length);
  }
  if (t.size() - at < close.length) return false;
  if (t.startsAt(close, at)) {
    if (current.call !== undefined) current.call.complete = true;
    return t.finish(at + close.length);
  }
  const tag = /^<([A-Za-z_0-9][\w.-]*)(\/?)>/.exec(t.cut(at, at + 260));
  if (tag === null) return t.size() - at > 256 || /^<[^>]*>/.test(t.cut(at, at + 260)) ? t.finish(at) : false;
  const key = tag[1] as string;
  const valueStart = at + tag[0].length;
  let raw = "";
  let next = valueStart;
  if (tag[2] !== "/") {
    const closer = `</${key}>`;
    const end = t.find(closer, Math.max(valueStart, current.seen - closer.length));
    if (end === -1) return t.wait(current);
    raw = t.cut(valueStart, end);
    next = end + closer.length;
  }
  // Child elements (an object or list parameter) are left to the whole answer's parse.
  if (current.call !== undefined && isPlainObject(current.call.input) && (cdataContent(raw) !== undefined || !raw.trim().startsWith("<"))) {
    const text = cdataContent(raw) ?? decodeEntities(framedValue(raw));
    setInputKey(current.call.input, key, typedText(text, propertyNode(current.guide, key)));
  }
  current.from = next;
  current.seen = 0;
  return true;
}

/** A yaml-xml body, one line at a time: each `key: scalar` line once its line break arrived; the call's end at its closer. */
function yamlBody(t: TrackerState, current: MorphState, close: string): boolean {
  const resume = Math.max(current.from, current.seen - close.length);
  const lineEnd = t.find("\n", resume);
  const closeAt = t.find(close, resume);
  const last = closeAt !== -1 && (lineEnd === -1 || closeAt < lineEnd);
  if (!last && lineEnd === -1) return t.wait(current);
  yamlLine(current, t.cut(current.from, last ? closeAt : lineEnd));
  current.seen = 0;
  if (!last) {
    current.from = lineEnd + 1;
    return true;
  }
  if (current.call !== undefined) current.call.complete = (current.yaml as { simple: boolean }).simple;
  return t.finish(closeAt + close.length);
}

function yamlLine(current: MorphState, line: string): void {
  const yaml = current.yaml as { indent: number; simple: boolean };
  if (line.trim() === "" || line.trimStart().startsWith("#")) return;
  const indent = line.length - line.trimStart().length;
  if (yaml.indent === -1) yaml.indent = indent;
  const pair = indent === yaml.indent ? yamlPair(line.slice(indent)) : undefined;
  if (pair === undefined) {
    yaml.simple = false;
    return;
  }
  if (current.call === undefined || !isPlainObject(current.call.input)) return;
  setInputKey(current.call.input, pair.key, pair.quoted ? pair.text : typedText(pair.text, propertyNode(current.guide, pair.key)));
}

/**
 * The next parameter of an XML call once its closer arrived, or the call's end: Qwen3-Coder's
 * `<parameter=key>value</parameter>` … `</function>`, GLM's `<arg_key>key</arg_key><arg_value>value</arg_value>`
 * … `</tool_call>`, `<parameter name="key">value</parameter>` … `</invoke>`, each format's markup from its
 * opener. Positions found are kept in the frame and each search resumes where the last one stopped, so a
 * long value is scanned once.
 */
export function xml(t: TrackerState, current: XmlState): boolean {
  const { key, value, end: callClose, decode } = current.markup;
  const [keyOpen, keyClose] = key;
  const [valueOpen, valueClose] = value;
  const resume = (from: number): number => Math.max(from, current.seen - 32);
  if (current.next === undefined) {
    const next = t.find(keyOpen, resume(current.from));
    const end = t.find(callClose, resume(current.from));
    if (end !== -1 && (next === -1 || end < next)) {
      if (current.call !== undefined) current.call.complete = true;
      return t.finish(end + callClose.length);
    }
    if (next === -1) return t.wait(current);
    current.next = next;
  }
  const next = current.next;
  if (current.valueStart === undefined) {
    const keyEnd = t.find(keyClose, resume(next + keyOpen.length));
    if (keyEnd === -1) return t.wait(current);
    current.keyEnd = keyEnd;
    if (valueOpen === "") current.valueStart = keyEnd + keyClose.length;
    else {
      // `</arg_key>` then a line break then `<arg_value>`; `<parameter name="city" string="true">`: the value after the tag's end.
      const open = t.find(valueOpen, keyEnd + keyClose.length);
      if (open === -1) return t.wait(current);
      current.valueStart = open + valueOpen.length;
    }
  }
  const close = t.find(valueClose, resume(current.valueStart));
  if (close === -1) return t.wait(current);
  const name = t.cut(next + keyOpen.length, current.keyEnd).trim();
  const raw = t.cut(current.valueStart, close);
  const text = decode === "lines" ? framedValue(raw) : decode === "xml" ? decodeEntities(framedValue(raw)) : raw;
  if (current.call !== undefined && isPlainObject(current.call.input)) setInputKey(current.call.input, name, typedText(text, propertyNode(current.guide, name)));
  current.from = close + valueClose.length;
  current.next = undefined;
  current.keyEnd = undefined;
  current.valueStart = undefined;
  current.seen = 0;
  return true;
}
