// The playground page: every control re-runs the parser on the text, in the page, with no server; the URL
// keeps the whole state (a share link), and a streamed answer can be replayed chunk by chunk.
import { examples } from "./examples.js";
import { segments } from "./highlight.js";
import { callFormats, optInFormats, optInReaders, optInRules, replayStream, runPlayground, type PlaygroundInput, type PlaygroundView } from "./run.js";
import { decodeState, encodeState, type PageState } from "./share.js";

const byId = <E extends HTMLElement>(id: string) => document.getElementById(id) as E;
const text = byId<HTMLTextAreaElement>("text");
const schema = byId<HTMLTextAreaElement>("schema");
const example = byId<HTMLSelectElement>("example");
const allowTruncated = byId<HTMLInputElement>("allow-truncated");
const proseOk = byId<HTMLInputElement>("prose-ok");
const maxCalls = byId<HTMLInputElement>("max-calls");
const shareLink = byId<HTMLInputElement>("share-link");

for (const [i, ex] of examples.entries()) example.append(new Option(ex.name, String(i)));
function toggle(box: HTMLElement, name: string, note: string): HTMLInputElement {
  const label = document.createElement("label");
  const input = document.createElement("input");
  input.type = "checkbox";
  input.value = name;
  label.append(input, ` ${name}`);
  label.title = note;
  box.append(label);
  return input;
}
const ruleToggles = optInRules.map((rule) => toggle(byId("opt-in-rules"), rule.name, "opt-in rule"));
const readerToggles = optInReaders.map((entry) => toggle(byId("opt-in-readers"), entry.name, entry.note));
const formatToggles = callFormats.map((format) => toggle(byId("formats"), format.name, "call format, on by default"));
const optInFormatToggles = optInFormats.map((format) => toggle(byId("formats"), format.name, "opt-in call format"));

function state(): PageState {
  const calls = Number(maxCalls.value);
  return {
    text: text.value,
    schema: schema.value,
    allowTruncated: allowTruncated.checked,
    optIn: ruleToggles.filter((box) => box.checked).map((box) => box.value),
    readers: readerToggles.filter((box) => box.checked).map((box) => box.value),
    proseOk: proseOk.checked,
    ...(formatToggles.some((box) => !box.checked) ? { formatsOff: formatToggles.filter((box) => !box.checked).map((box) => box.value) } : {}),
    ...(optInFormatToggles.some((box) => box.checked) ? { formatsOn: optInFormatToggles.filter((box) => box.checked).map((box) => box.value) } : {}),
    ...(maxCalls.value !== "" && Number.isInteger(calls) && calls > 0 ? { maxCalls: calls } : {}),
  };
}

function apply(saved: Partial<PageState>): void {
  text.value = saved.text ?? "";
  schema.value = saved.schema ?? "";
  allowTruncated.checked = saved.allowTruncated === true;
  proseOk.checked = saved.proseOk === true;
  maxCalls.value = saved.maxCalls === undefined ? "" : String(saved.maxCalls);
  for (const box of ruleToggles) box.checked = saved.optIn?.includes(box.value) === true;
  for (const box of readerToggles) box.checked = saved.readers?.includes(box.value) === true;
  for (const box of formatToggles) box.checked = saved.formatsOff?.includes(box.value) !== true;
  for (const box of optInFormatToggles) box.checked = saved.formatsOn?.includes(box.value) === true;
}

function load(index: number): void {
  const ex = examples[index];
  if (ex === undefined) return;
  apply({ text: ex.text, schema: typeof ex.schema === "string" ? ex.schema : JSON.stringify(ex.schema, null, 2), allowTruncated: ex.options?.allowTruncated === true });
  update();
  if (ex.stream === true) void replay();
}

// The URL is written after each change, the latest change winning (encoding is asynchronous).
let written = 0;
// Each replay, and each edit, takes a new number; a replay stops when the number moves on.
let replaying = 0;
async function writeUrl(): Promise<void> {
  const ticket = ++written;
  document.body.dataset["urlPending"] = "true";
  const fragment = await encodeState(state());
  if (ticket !== written) return;
  history.replaceState(null, "", `#${fragment}`);
  shareLink.value = location.href;
  delete document.body.dataset["urlPending"];
}

function update(): void {
  // An edit ends a replay in progress: its partial value belongs to the text before the edit.
  replaying++;
  byId("partial").hidden = true;
  byId("replay-status").textContent = "";
  const input: PlaygroundInput = state();
  render(runPlayground(input));
  void writeUrl();
}

function render(shown: PlaygroundView): void {
  const result = byId("result");
  result.className = shown.ok ? "ok" : "failed";
  byId("headline").textContent = shown.ok ? `✓ ${shown.headline}` : `✗ ${shown.headline}`;
  byId("body").textContent = shown.body;
  byId("trace").replaceChildren(...shown.steps.map((line) => Object.assign(document.createElement("li"), { textContent: line })));
  byId("spans").replaceChildren(
    ...segments(text.value, shown.spans, shown.repairs).map((piece) => {
      const node = piece.mark === "none" ? document.createElement("span") : Object.assign(document.createElement("mark"), { className: piece.mark });
      node.textContent = piece.text;
      if (piece.fix === undefined) return piece.mark === "none" ? document.createTextNode(piece.text) : node;
      const fix = Object.assign(document.createElement("span"), { className: "fix", title: piece.fix, textContent: piece.text });
      node.replaceChildren(fix);
      return node;
    }),
  );
  byId("repairs").replaceChildren(
    ...shown.repairs.map((fix) => Object.assign(document.createElement("li"), { textContent: `${fix.kind}${fix.count > 1 ? ` ×${fix.count}` : ""} at ${fix.at}` })),
  );
}

// The replay: the text arrives in chunks, the partial value grows under the result, the end is the outcome.
async function replay(): Promise<void> {
  const run = ++replaying;
  const status = byId("replay-status");
  const partial = byId<HTMLPreElement>("partial");
  const replayed = replayStream(state());
  if (replayed === undefined) {
    status.textContent = "a toolset's calls are not replayed here; give a schema";
    return;
  }
  partial.hidden = false;
  partial.dataset["snapshots"] = "0";
  delete partial.dataset["done"];
  let shown = 0;
  for (const [i, value] of replayed.partials.entries()) {
    await new Promise((resolve) => setTimeout(resolve, 35));
    if (run !== replaying) return;
    status.textContent = `chunk ${i + 1} of ${replayed.chunks.length}: ${JSON.stringify(replayed.chunks[i])}`;
    if (value !== undefined && value !== partial.textContent) {
      partial.textContent = value;
      partial.dataset["snapshots"] = String(++shown);
    }
  }
  status.textContent = `streamed in ${replayed.chunks.length} chunks; the partial value changed ${shown} times`;
  partial.dataset["done"] = "true";
  render(replayed.final);
}

example.addEventListener("change", () => load(Number(example.value)));
for (const control of [text, schema, maxCalls]) control.addEventListener("input", update);
for (const box of [allowTruncated, proseOk, ...ruleToggles, ...readerToggles, ...formatToggles, ...optInFormatToggles]) box.addEventListener("change", update);
byId("replay").addEventListener("click", () => void replay());
byId("share").addEventListener("click", () => {
  shareLink.select();
  void navigator.clipboard?.writeText(location.href).catch(() => undefined);
});

void (async () => {
  const saved = location.hash.length > 1 ? await decodeState(location.hash) : undefined;
  if (saved === undefined) return load(0);
  apply(saved);
  update();
})();
