// The playground page: every control re-runs the parser on the text, in the page, with no server.
import { examples } from "./examples.js";
import { segments } from "./highlight.js";
import { optInRules, runPlayground, type PlaygroundView } from "./run.js";

const byId = <E extends HTMLElement>(id: string) => document.getElementById(id) as E;
const text = byId<HTMLTextAreaElement>("text");
const schema = byId<HTMLTextAreaElement>("schema");
const example = byId<HTMLSelectElement>("example");
const allowTruncated = byId<HTMLInputElement>("allow-truncated");
const rulesBox = byId<HTMLElement>("opt-in-rules");

for (const [i, ex] of examples.entries()) example.append(new Option(ex.name, String(i)));
const ruleToggles = optInRules.map((rule) => {
  const label = document.createElement("label");
  const box = document.createElement("input");
  box.type = "checkbox";
  box.value = rule.name;
  label.append(box, ` ${rule.name} (opt-in rule)`);
  rulesBox.append(label);
  return box;
});

function load(index: number): void {
  const ex = examples[index];
  if (ex === undefined) return;
  text.value = ex.text;
  schema.value = JSON.stringify(ex.schema, null, 2);
  update();
}

function update(): void {
  const shown = runPlayground({
    text: text.value,
    schema: schema.value,
    allowTruncated: allowTruncated.checked,
    optIn: ruleToggles.filter((box) => box.checked).map((box) => box.value),
  });
  render(shown);
}

function render(shown: PlaygroundView): void {
  const result = byId("result");
  result.className = shown.ok ? "ok" : "failed";
  byId("headline").textContent = shown.ok ? `✓ ${shown.headline}` : `✗ ${shown.headline}`;
  byId("body").textContent = shown.body;
  const trace = byId("trace");
  trace.replaceChildren(...shown.steps.map((line) => Object.assign(document.createElement("li"), { textContent: line })));
  const spans = byId("spans");
  spans.replaceChildren(
    ...segments(text.value, shown.spans).map((piece) => {
      if (piece.mark === "none") return document.createTextNode(piece.text);
      return Object.assign(document.createElement("mark"), { className: piece.mark, textContent: piece.text });
    }),
  );
}

example.addEventListener("change", () => load(Number(example.value)));
for (const control of [text, schema]) control.addEventListener("input", update);
for (const box of [allowTruncated, ...ruleToggles]) box.addEventListener("change", update);
load(0);
