import { corruptions as allCorruptions } from "../../../src/fuzz/index.js";
import { ABSENT, kitCases, rngFor, type Collector } from "./case.js";
import { realistic } from "./values.js";
import { ALL, TOOLS, type SchemaName } from "./schemas.js";
import { fenced, j, jp } from "./text-helpers.js";

/**
 * Several JSON blocks. Only one fits the schema (an example, a schema echo, an input record, another tool's call),
 * or all that fit are equal. Blocks offered as alternatives that both fit are ambiguous: expected absent.
 */
export function severalBlocks(col: Collector): void {
  const c = "several-blocks";
  const rng = rngFor(c);
  kitCases(col, c, 46, ALL, ["several-blocks"], rng);
  const click = { selector: "#buy-now" };
  col.add(c, `To navigate you would send:\n${fenced(j({ url: "https://example.com" }))}\nBut here we need to click:\n${fenced(j(click))}`, click, "click");
  col.add(c, `Previous action: ${j({ url: "https://shop.example.org" })}\nNext action: ${j({ selector: "#add-to-cart" })}`, { selector: "#add-to-cart" }, "click");
  const p = { name: "USB-C to HDMI Adapter", price: 19.99, currency: "USD", in_stock: true, tags: ["electronics"] };
  col.add(c, `Input:\n${fenced(jp({ title_raw: "USB-C to HDMI Adapter | 4K", price_text: "$19.99", availability: "In stock" }))}\n\nOutput:\n${fenced(jp(p))}`, p, "product");
  col.add(c, `${fenced(j(click))}\n\nTo repeat, the final answer is:\n${fenced(j(click))}`, click, "click");
  col.add(c, `${fenced(j({ element: "#login-button" }))}\nOops, the field should be called selector:\n${fenced(j({ selector: "#login-button" }))}`, { selector: "#login-button" }, "click");
  const senti = { sentiment: "negative", confidence: 0.84 };
  col.add(c, `The labels are defined as:\n${fenced(j({ positive: "praise", negative: "complaint", neutral: "neither" }))}\nClassification:\n${fenced(j(senti))}`, senti, "sentiment");
  col.add(c, `Example: ${j({ sentiment: "happy", confidence: "high" })}\nAnswer: ${j(senti)}`, senti, "sentiment");
  const inv = realistic("invoice", rng);
  col.add(c, `Raw OCR fields:\n${fenced(jp({ "Invoice No.": inv["invoice_number"], "Total Due": `€${String(inv["total"])}` }))}\n\nStructured invoice:\n${fenced(jp(inv))}`, inv, "invoice");
  col.add(c, `The schema says:\n${fenced(jp({ type: "object", properties: { seconds: { type: "number" } }, required: ["seconds"] }))}\nSo:\n${fenced(j({ seconds: 4 }))}`, { seconds: 4 }, "wait");
  col.add(c, `Step 1 result: ${j({ name: "Electronics", count: "many" })} (invalid count)\nFixed: ${j({ name: "Electronics", count: 120 })}`, { name: "Electronics", count: 120 }, "tree");
  // Alternatives that both fit: the text does not say which one is the answer.
  col.add(c, `You could use either:\n${fenced(j({ selector: "#submit" }))}\nor\n${fenced(j({ selector: "button[type=\"submit\"]" }))}`, ABSENT, "click");
  col.add(c, `Option A: ${j({ direction: "down", amount: 300 })}\nOption B: ${j({ direction: "down", amount: 800 })}`, ABSENT, "scroll");
  col.add(c, `Both of these work:\n${fenced(j({ url: "https://example.com" }))}\n${fenced(j({ url: "https://www.example.com" }))}`, ABSENT, "navigate");
  col.add(c, `If the reviewer is sarcastic: ${j({ sentiment: "negative", confidence: 0.6 })}\nIf not: ${j({ sentiment: "positive", confidence: 0.6 })}`, ABSENT, "sentiment");
  col.add(c, `${fenced(j({ seconds: 2 }))}\n${fenced(j({ seconds: 5 }))}`, ABSENT, "wait");
  col.add(c, `Depending on the layout, ${j({ selector: ".btn.btn-primary" })} or ${j({ selector: "#checkout" })}.`, ABSENT, "click");
}

/** Cuts `full` right after a complete element of its last (array) property, if the truncated value keeps the prefix. */
function cleanCut(value: Record<string, unknown>, listKey: string, keep: number): { text: string; partial: Record<string, unknown> } | undefined {
  const list = value[listKey];
  if (!Array.isArray(list) || list.length <= keep) return undefined;
  const ordered = { ...Object.fromEntries(Object.entries(value).filter(([k]) => k !== listKey)), [listKey]: list };
  const partial = { ...ordered, [listKey]: list.slice(0, keep) };
  const full = jp(ordered);
  const closers = /\n\s*\]\n\}$/;
  const head = jp(partial).replace(closers, "");
  if (keep === 0 || !full.startsWith(head + ",")) return undefined;
  return { text: head + ",", partial };
}

/** Cut off at a token limit. The truth is not in the text unless the case accepts truncation and the cut is clean. */
export function truncated(col: Collector): void {
  const c = "truncated";
  const rng = rngFor(c);
  kitCases(col, c, 30, ALL, ["truncate"], rng);
  kitCases(col, c, 10, ALL, ["truncate", "fence"], rng, ["truncate"]);
  kitCases(col, c, 6, ALL, ["truncate", "prose-around"], rng, ["truncate"]);
  const hand: [string, SchemaName][] = [
    ['{"selector": "#sub', "click"],
    ['{"url": "https://exa', "navigate"],
    ['{"sentiment": "positive", "confid', "sentiment"],
    ['{"sentiment": "positive", "confidence": 0.', "sentiment"],
    ['```json\n{\n  "name": "Wireless Noise-Cancelling Headph', "product"],
    ['{"direction": "down", "amount": 3', "scroll"],
    ['{"selector": "#q", "text": "Hello, I\'d like to return my ord', "type"],
    ["Sure! Here is the JSON:\n\n```json\n{", "click"],
    ['{"seconds": ', "wait"],
    ['{"name": "Electronics", "children": [{"name": "Phones"}, {"name": "Lap', "tree"],
  ];
  for (const [input, schema] of hand) col.add(c, input, ABSENT, schema);
  // Clean cuts after a complete list element, for callers that accept truncated output: the partial value is the truth.
  let made = 0;
  for (let attempt = 0; made < 14 && attempt < 2000; attempt++) {
    const name = rng.pick<SchemaName>(["product", "invoice", "tree", "profile"]);
    const value = realistic(name, rng);
    const listKey = { product: "tags", invoice: "line_items", tree: "children", profile: "interests" }[name as "product"];
    const list = value[listKey];
    if (!Array.isArray(list) || list.length < 2) continue;
    const cut = cleanCut(value, listKey, rng.int(1, list.length - 1));
    if (cut === undefined) continue;
    col.add(c, cut.text, cut.partial, name, { allowTruncated: true });
    made++;
  }
  // Accepting truncation does not help when the cut loses a required field.
  col.add(c, '{"invoice_number": "INV-2024-0001", "date": "2024-05-01", "currency": "EUR", "vendor": {"name": "Acme GmbH"}, "line_items": [{"description": "Hosting", "quantity": 1, "unit_price": 20},', ABSENT, "invoice", { allowTruncated: true });
  col.add(c, '{"sentiment": "neutral", ', ABSENT, "sentiment", { allowTruncated: true });
}

/** ReAct text: the truth is the Action Input (or Final Answer) read for the schema. */
export function react(col: Collector): void {
  const c = "react";
  const rng = rngFor(c);
  kitCases(col, c, 30, ALL, ["react"], rng);
  kitCases(col, c, 10, ALL, ["react", "fence"], rng);
  kitCases(col, c, 6, TOOLS, ["react", "single-quotes"], rng);
  const click = { selector: "#login-button" };
  const hand: [string, unknown, SchemaName][] = [
    [`Thought: I should log in first.\nAction: click\nAction Input: ${j(click)}`, click, "click"],
    ["Thought: I need to open the login page.\nAction: navigate\nAction Input: https://github.com/login", { url: "https://github.com/login" }, "navigate"],
    ["Thought: The submit button is visible.\nAction: click\nAction Input: #submit", { selector: "#submit" }, "click"],
    ['Action: click\nAction Input: "#cookie-accept"', { selector: "#cookie-accept" }, "click"],
    [`Thought: Open it.\nAction: click\nAction Input: ${j(click)}\nObservation:`, click, "click"],
    [`Thought: First click, then type.\nAction: click\nAction Input: ${j({ selector: "#email" })}\nObservation: clicked\nThought: Now type the address.\nAction: type\nAction Input: ${j({ selector: "#email", text: "ada@example.com" })}`, { selector: "#email" }, "click"],
    [`Question: what is the sentiment of "Great value, arrived late"?\nThought: Mostly positive.\nFinal Answer: ${j({ sentiment: "positive", confidence: 0.7 })}`, { sentiment: "positive", confidence: 0.7 }, "sentiment"],
    [`Thought: I now know the final answer\nFinal Answer:\n${fenced(jp({ sentiment: "neutral", confidence: 0.55 }))}`, { sentiment: "neutral", confidence: 0.55 }, "sentiment"],
    [`Thought: scroll to see more results\nAction: scroll\nAction Input:\n${jp({ direction: "down", amount: 500 })}`, { direction: "down", amount: 500 }, "scroll"],
    [`Thought: wait for the spinner\nAction: wait\nAction Input: 2`, { seconds: 2 }, "wait"],
    [`Thought: type the query\nAction: type\nAction Input: {'selector': '#q', 'text': 'usb-c cable', 'submit': True}`, { selector: "#q", text: "usb-c cable", submit: true }, "type"],
    [`Thought: I'll click it\nAction: click\nAction Input: ${j({ element: ".pagination a.next" })}`, { selector: ".pagination a.next" }, "click"],
    [`Thought: open the docs\nAction: navigate\nAction Input: ${j({ url: "https://docs.python.org/3/" })}\n\nObservation: (waiting)`, { url: "https://docs.python.org/3/" }, "navigate"],
    // The action is another tool: nothing in the text is an input for this schema.
    [`Thought: I need to open the site.\nAction: navigate\nAction Input: ${j({ url: "https://example.com" })}`, ABSENT, "click"],
    [`Thought: scroll first\nAction: scroll\nAction Input: ${j({ direction: "down" })}`, ABSENT, "click"],
    ["Thought: I cannot find the element.\nFinal Answer: The page has no login button.", ABSENT, "click"],
    [`Thought: type it\nAction: type\nAction Input: ${j({ selector: "#q" })}`, ABSENT, "type"],
  ];
  for (const [input, expected, schema] of hand) col.add(c, input, expected, schema);
}

/** Tool-call JSON as frameworks and APIs write it; the schema is the tool's input schema, the truth its input. */
export function toolCalls(col: Collector): void {
  const c = "tool-call";
  const rng = rngFor(c);
  kitCases(col, c, 18, TOOLS, ["action-blob"], rng);
  kitCases(col, c, 10, TOOLS, ["action-blob", "fence"], rng, ["action-blob"]);
  kitCases(col, c, 6, TOOLS, ["action-blob", "json-in-string"], rng);
  for (let i = 0; i < 8; i++) {
    const tool = rng.pick(TOOLS);
    const input = realistic(tool, rng);
    col.add(c, j({ name: tool, arguments: JSON.stringify(input) }), input, tool);
  }
  for (let i = 0; i < 5; i++) {
    const tool = rng.pick(TOOLS);
    const input = realistic(tool, rng);
    col.add(c, jp({ tool_calls: [{ id: `call_${rng.int(1000, 9999)}`, type: "function", function: { name: tool, arguments: JSON.stringify(input) } }] }), input, tool);
  }
  for (let i = 0; i < 5; i++) {
    const tool = rng.pick(TOOLS);
    const input = realistic(tool, rng);
    col.add(c, jp({ type: "tool_use", id: `toolu_01${rng.int(100000, 999999)}`, name: tool, input }), input, tool);
  }
  for (let i = 0; i < 8; i++) {
    const tool = rng.pick(TOOLS);
    const input = realistic(tool, rng);
    col.add(c, `<tool_call>\n${j({ name: tool, arguments: input })}\n</tool_call>`, input, tool);
  }
  col.add(c, fenced(jp({ action: "click", action_input: { element: "#submit" } })), { selector: "#submit" }, "click");
  col.add(c, j({ action: "click", action_input: "#submit" }), { selector: "#submit" }, "click");
  col.add(c, `Thought: done\n${fenced(jp({ action: "Final Answer", action_input: { sentiment: "positive", confidence: 0.9 } }))}`, { sentiment: "positive", confidence: 0.9 }, "sentiment");
  // A call to another tool: not an input for this schema.
  col.add(c, j({ action: "navigate", action_input: { url: "https://example.com" } }), ABSENT, "click");
  col.add(c, j({ name: "scroll", arguments: JSON.stringify({ direction: "up" }) }), ABSENT, "type");
  col.add(c, `<tool_call>\n${j({ name: "wait", arguments: { seconds: 1 } })}\n</tool_call>`, ABSENT, "navigate");
}

/** Refusals, questions, prose answers and empty output: nothing to recover. */
export function refusals(col: Collector): void {
  const c = "refusal";
  const rng = rngFor(c);
  const texts: [string, SchemaName][] = [
    ["I'm sorry, but I can't help with that.", "click"],
    ["I cannot perform that action because the page has no submit button.", "click"],
    ["As an AI language model, I don't have the ability to browse the web.", "navigate"],
    ['Could you clarify which button you mean? There are two "Submit" buttons on the page.', "click"],
    ["The sentiment of this review is positive, with high confidence.", "sentiment"],
    ["The product is called Wireless Headphones and costs $59.99. It is in stock.", "product"],
    ["Use the format {selector} to specify the element.", "click"],
    ["I would click on the login button.", "click"],
    ["", "click"],
    ["   \n\n  ", "sentiment"],
    ["```json\n```", "click"],
    ["null", "click"],
    ["{}", "click"],
    ["[]", "product"],
    ["<think>\nThis request asks me to log into someone else's account. I should refuse.\n</think>\nI can't help with accessing accounts that aren't yours.", "type"],
    ["Error: rate limit exceeded. Please try again later.", "wait"],
    ["N/A", "sentiment"],
    ["None", "profile"],
    ["undefined", "click"],
    ["Sure! Here is the JSON:", "navigate"],
    ['Here is the JSON: {"selector": }', "click"],
    ["I'm not able to determine the sentiment of an empty review.", "sentiment"],
    ["The invoice image is too blurry to read. Could you upload a clearer scan?", "invoice"],
    ["I don't see a user profile on this page.", "profile"],
    ["Scrolling isn't necessary; everything is already visible.", "scroll"],
    ["[Function call failed: tool not found]", "click"],
    ["{selector: }", "click"],
    ['{"error": "element not found"}', "click"],
    ['{"sentiment": null, "confidence": null}', "sentiment"],
    ["I need more information: which page should I open?", "navigate"],
    ["Positive.", "sentiment"],
    ["The category tree is Electronics > Phones > Accessories.", "tree"],
    ["<think>\nHmm.\n</think>", "click"],
    ["I'll wait a moment before continuing.", "wait"],
    ["Sorry, I can't type passwords on your behalf.", "type"],
    ["Here's what I'd do: first open the menu, then click Settings.", "click"],
    ["```\nNo JSON available\n```", "product"],
    ["The configuration looks fine to me; no changes needed.", "config"],
  ];
  for (const [input, schema] of texts) col.add(c, input, ABSENT, schema);
  for (const schema of ALL) {
    col.add(c, `I can only describe the format, not fill it in:\n${fenced(jp({ type: "object", title: schema }))}`, ABSENT, schema);
  }
  const reasons = ["the page did not load", "I am not allowed to do that", "the element is hidden", "the request is ambiguous"];
  for (let i = 0; i < 12; i++) {
    const schema = rng.pick(ALL);
    col.add(c, `${rng.pick(["Unfortunately", "I'm afraid", "Sorry —", "Apologies,"])} I can't complete this because ${rng.pick(reasons)}.`, ABSENT, schema);
  }
}

/** Two or three corruptions at once, drawn from every kind; recoverability as the kit determines it. */
export function mixed(col: Collector): void {
  const c = "mixed";
  const rng = rngFor(c);
  const names = allCorruptions.map((x) => x.name);
  for (let attempt = 0; col.count(c) < 70 && attempt < 1000; attempt++) {
    const picks = rng.shuffle(names).slice(0, rng.int(2, 3));
    try {
      kitCases(col, c, 1, ALL, picks, rng, picks.slice(0, 2));
    } catch {
      // Some pairs rarely apply together (a bare value and a list edit): draw another pair.
    }
  }
}
