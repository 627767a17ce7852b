import { createIncrementalParser } from "../../tolerant/index.js";
import { isPlainObject } from "../../coerce/json.js";
import type { StreamPath } from "../../tolerant/index.js";

/** A snapshot of a JSON value being read: the partial value and which of its paths are finished. */
export interface JsonView {
  readonly value: unknown;
  readonly isComplete: (path: StreamPath) => boolean;
}

/** A call found in a partial JSON value: where its object is, its name once finished, and its input so far. */
export interface JsonCallSite {
  /** The call's key among the value's calls (its object's path), stable as the value grows. */
  readonly key: string;
  readonly name: string | undefined;
  readonly input: unknown;
  readonly complete: boolean;
  /** The client format its shape tells, if any. */
  readonly format: string | undefined;
}

const nameKeys = ["name", "tool_name", "action", "tool"] as const;
const inputKeys = ["arguments", "parameters", "args", "input", "action_input", "tool_input"] as const;
/** Keys whose object is the call itself (OpenAI `function`, legacy `function_call`, Gemini `functionCall`, `tool_call`). */
const wrapperKeys = ["function", "function_call", "functionCall", "tool_call"] as const;
/** Keys whose list holds calls or blocks (OpenAI `tool_calls`, Anthropic `content`, Responses `output`). */
const listKeys = ["tool_calls", "content", "output"] as const;

/**
 * The calls of every client envelope in a partial JSON value: generic `{name, arguments}` objects and lists,
 * OpenAI messages (`tool_calls`, `function_call`, a whole completion's first choice), Anthropic `tool_use`
 * blocks and content lists, LangChain blobs (`action` / `action_input`), Cohere `tool_name`. Entries of a
 * list before its first unfinished one are final: `from` remembers them per list, so each entry is looked at
 * in full once it is finished and the walk per snapshot is bounded by the open path (linear in the stream).
 */
export function createJsonCallWalker() {
  const settled = new Map<string, number>();
  const argumentReaders = new Map<string, ArgumentReader>();

  function walk(view: JsonView, sites: JsonCallSite[]): void {
    visit(view, view.value, [], sites, 0);
  }

  function visit(view: JsonView, value: unknown, path: (string | number)[], sites: JsonCallSite[], depth: number): void {
    if (depth > 4) return;
    if (Array.isArray(value)) {
      const key = path.join("/");
      let from = settled.get(key) ?? 0;
      for (let i = from; i < value.length; i++) {
        visit(view, value[i], [...path, i], sites, depth + 1);
        if (i === from && view.isComplete([...path, i])) from++;
      }
      settled.set(key, from);
      return;
    }
    if (!isPlainObject(value)) return;
    const choices = value["choices"];
    if (Array.isArray(choices)) {
      if (isPlainObject(choices[0])) visit(view, choices[0]["message"] ?? choices[0]["delta"], [...path, "choices", 0, "message"], sites, depth + 1);
      return;
    }
    for (const key of wrapperKeys) {
      const inner = value[key];
      if (isPlainObject(inner) && (typeof inner["name"] === "string" || key === "tool_call")) return visit(view, inner, [...path, key], sites, depth + 1);
    }
    const site = callSite(view, value, path);
    if (site !== undefined) sites.push(site);
    else for (const key of listKeys) if (Array.isArray(value[key])) visit(view, value[key], [...path, key], sites, depth + 1);
  }

  function callSite(view: JsonView, value: Record<string, unknown>, path: (string | number)[]): JsonCallSite | undefined {
    const nameKey = nameKeys.find((key) => typeof value[key] === "string");
    if (nameKey === undefined) return undefined;
    const key = path.join("/");
    const name = view.isComplete([...path, nameKey]) ? (value[nameKey] as string) : undefined;
    const inputKey = inputKeys.find((k) => Object.hasOwn(value, k));
    const complete = view.isComplete(path);
    let input = inputKey === undefined ? undefined : value[inputKey];
    if (typeof input === "string" && /^\s*[[{]/.test(input)) {
      // OpenAI's arguments are JSON text inside a string: read as it grows.
      let reader = argumentReaders.get(key);
      if (reader === undefined) argumentReaders.set(key, (reader = argumentReader()));
      input = reader.read(input, complete);
    }
    const format = value["type"] === "tool_use" ? "anthropic" : nameKey === "tool_name" ? "cohere" : nameKey === "action" || nameKey === "tool" ? "langchain" : path.some((k) => k === "function" || k === "function_call" || k === "tool_calls") ? "openai" : undefined;
    return { key, name, input, complete, format };
  }

  return { walk };
}

interface ArgumentReader {
  read(text: string, final: boolean): unknown;
}

/** Smallest growth, in characters, before arguments written as a JSON string are read again. */
const minGrowth = 16;

/**
 * Reads JSON held in a string that grows (OpenAI `arguments`). The string arrives whole on each snapshot and
 * its new part cannot be had without copying it, so it is read again only once it grew by a quarter or
 * `minGrowth` characters: the copies add up to a constant times its final length (linear).
 */
function argumentReader(): ArgumentReader {
  let readAt = -1;
  let last: unknown;
  return {
    read(text, final) {
      if (!final && readAt >= 0 && text.length - readAt < Math.max(minGrowth, readAt >> 2)) return last;
      readAt = text.length;
      const parser = createIncrementalParser();
      parser.push(text);
      last = parser.snapshot().value;
      return last;
    },
  };
}
