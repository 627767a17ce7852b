// The page's state in its URL: a share link opens the page as it was (text, schema, every toggle). The state
// is JSON, deflated with the browser's CompressionStream when there is one (`#z=`), else as is (`#j=`), in
// base64url, after the `#` so it never reaches a server.
import type { PlaygroundInput } from "./run.js";

/** Everything a share link restores. */
export type PageState = Required<Pick<PlaygroundInput, "text" | "schema" | "allowTruncated" | "optIn" | "readers" | "proseOk">> & {
  readonly maxCalls?: number;
  readonly formatsOff?: readonly string[];
  readonly formatsOn?: readonly string[];
};

const toBase64Url = (bytes: Uint8Array) => {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
};
const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replaceAll("-", "+").replaceAll("_", "/")), (c) => c.charCodeAt(0));

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const piped = new Blob([bytes as BlobPart]).stream().pipeThrough(stream as unknown as ReadableWritablePair<Uint8Array, Uint8Array>);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

/** The URL fragment (without `#`) that holds the state. */
export async function encodeState(state: PageState): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(state));
  if (typeof CompressionStream === "function") return `z=${toBase64Url(await through(json, new CompressionStream("deflate-raw")))}`;
  return `j=${toBase64Url(json)}`;
}

/** The state a fragment holds, or undefined when it holds none (or is damaged); fields of the wrong type are left out. */
export async function decodeState(fragment: string): Promise<Partial<PageState> | undefined> {
  const hash = fragment.startsWith("#") ? fragment.slice(1) : fragment;
  let json: string;
  try {
    if (hash.startsWith("z=") && typeof DecompressionStream === "function") json = new TextDecoder().decode(await through(fromBase64Url(hash.slice(2)), new DecompressionStream("deflate-raw")));
    else if (hash.startsWith("j=")) json = new TextDecoder().decode(fromBase64Url(hash.slice(2)));
    else return undefined;
  } catch {
    return undefined;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof raw !== "object" || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : undefined);
  const state: { -readonly [K in keyof PageState]?: PageState[K] } = {};
  if (typeof r["text"] === "string") state.text = r["text"];
  if (typeof r["schema"] === "string") state.schema = r["schema"];
  if (typeof r["allowTruncated"] === "boolean") state.allowTruncated = r["allowTruncated"];
  if (typeof r["proseOk"] === "boolean") state.proseOk = r["proseOk"];
  if (typeof r["maxCalls"] === "number" && Number.isInteger(r["maxCalls"]) && r["maxCalls"] > 0) state.maxCalls = r["maxCalls"];
  const optIn = strings(r["optIn"]);
  if (optIn !== undefined) state.optIn = optIn;
  const readers = strings(r["readers"]);
  if (readers !== undefined) state.readers = readers;
  const formatsOff = strings(r["formatsOff"]);
  if (formatsOff !== undefined && formatsOff.length > 0) state.formatsOff = formatsOff;
  const formatsOn = strings(r["formatsOn"]);
  if (formatsOn !== undefined && formatsOn.length > 0) state.formatsOn = formatsOn;
  return state;
}
