import { ABSENT, kitCases, rngFor, type Collector } from "./case.js";
import { ALL, RECORDS, type SchemaName } from "./schemas.js";
import { drawn, fenced, j, jp } from "./text-helpers.js";

/** Strict JSON, as it should be: the control group. */
export function clean(col: Collector): void {
  const c = "clean";
  const rng = rngFor(c);
  kitCases(col, c, 44, ALL, [], rng, []);
  const names: SchemaName[] = ["click", "type", "product", "invoice", "tree", "profile", "config", "sentiment"];
  names.forEach((name, i) => drawn(name, 100 + i, 2).forEach((v) => col.add(c, jp(v), v, name)));
  col.add(c, `\n\n${j({ selector: "#submit" })}\n`, { selector: "#submit" }, "click");
  col.add(c, `   ${jp({ url: "https://example.com" })}   `, { url: "https://example.com" }, "navigate");
  col.add(c, JSON.stringify({ sentiment: "neutral", confidence: 0.5 }), { sentiment: "neutral", confidence: 0.5 }, "sentiment");
  col.add(c, '{"selector":"a[href=\\"/cart\\"]"}', { selector: 'a[href="/cart"]' }, "click");
  col.add(c, '{"selector": "#caf\\u00e9-menu"}', { selector: "#café-menu" }, "click");
  col.add(c, '{"name": "Root", "children": []}', { name: "Root", children: [] }, "tree");
}

/** The answer in a Markdown code fence. */
export function fencedCategory(col: Collector): void {
  const c = "fenced";
  const rng = rngFor(c);
  kitCases(col, c, 46, ALL, ["fence"], rng);
  const click = { selector: "#login-button" };
  const nav = { url: "https://github.com/login" };
  const senti = { sentiment: "negative", confidence: 0.91 };
  col.add(c, "```json\n" + jp(click) + "\n```\n", click, "click");
  col.add(c, "```json\n" + jp(nav) + "\n", nav, "navigate"); // fence never closed, JSON complete
  col.add(c, "```json " + j(click) + "```", click, "click");
  col.add(c, "````json\n" + jp(senti) + "\n````", senti, "sentiment");
  col.add(c, "1. Click the login button:\n   ```json\n   " + j(click) + "\n   ```", click, "click");
  col.add(c, "```json\r\n" + jp(senti).replace(/\n/g, "\r\n") + "\r\n```", senti, "sentiment");
  col.add(c, "```\n" + j(nav) + "\n```", nav, "navigate");
  col.add(c, "```typescript\n" + jp(click) + "\n```", click, "click");
  col.add(c, "~~~\n" + jp(senti) + "\n~~~", senti, "sentiment");
  col.add(c, "```json\n\n\n" + jp(nav) + "\n\n```", nav, "navigate");
  const scroll = { direction: "down", amount: 500 };
  col.add(c, "```JSON\n" + jp(scroll) + "\n```", scroll, "scroll");
  col.add(c, "```json\n" + jp({ seconds: 2 }) + "\n``` ", { seconds: 2 }, "wait");
  col.add(c, "Output:\n```json\n" + jp(scroll) + "\n```", scroll, "scroll");
  col.add(c, "```json\n" + j({ selector: "pre > code" }) + "\n```", { selector: "pre > code" }, "click");
  col.add(c, "```json\n" + jp({ text: "Use ``` to open a code block", selector: "#comment" }) + "\n```", { text: "Use ``` to open a code block", selector: "#comment" }, "type");
}

/** Sentences before and/or after the JSON, or the JSON inside a sentence. */
export function prose(col: Collector): void {
  const c = "prose";
  const rng = rngFor(c);
  kitCases(col, c, 36, ALL, ["prose-around"], rng);
  kitCases(col, c, 12, RECORDS, ["prose-around", "fence"], rng);
  const click = { selector: "#cookie-accept" };
  col.add(c, `I'll click the cookie banner's accept button: ${j(click)}.`, click, "click");
  col.add(c, `Next action — ${j({ url: "https://example.com" })} — then I'll wait for the page to load.`, { url: "https://example.com" }, "navigate");
  col.add(c, `[Step 2] Here is the output: ${j(click)}`, click, "click");
  col.add(c, `The review is mostly happy (a few complaints about shipping), so: ${j({ sentiment: "positive", confidence: 0.78 })}\n\nThe \`confidence\` reflects the mixed remarks.`, { sentiment: "positive", confidence: 0.78 }, "sentiment");
  col.add(c, `Answer:${j({ seconds: 3 })}`, { seconds: 3 }, "wait");
  col.add(c, `To scroll, I'd use "down" with 300 pixels:\n\n${jp({ direction: "down", amount: 300 })}\n\nThat should reveal the footer.`, { direction: "down", amount: 300 }, "scroll");
  col.add(c, `Sure thing! 👍\n${jp({ selector: "#email", text: "ada@example.com" })}\nLet me know if it doesn't work :)`, { selector: "#email", text: "ada@example.com" }, "type");
  col.add(c, `Here's the JSON (I double-checked the selector):\n${j({ selector: "button.close" })}\nNote: the modal's close button has no id.`, { selector: "button.close" }, "click");
  const profile = { id: 7, display_name: "Grace Hopper", email: null, verified: true };
  col.add(c, `Based on the page, the user hid their email, so it's null:\n\n${jp(profile)}\n\nAll other fields were not visible.`, profile, "profile");
  const tree = { name: "Books", children: [{ name: "Fiction" }, { name: "Children's Books", count: 12 }] };
  col.add(c, `The category tree (as shown in the sidebar) is: ${j(tree)} and nothing else.`, tree, "tree");
  col.add(c, `Done! ✅ ${j({ selector: "#accept-terms" })}`, { selector: "#accept-terms" }, "click");
  col.add(c, `Result\n======\n\n${jp({ sentiment: "neutral", confidence: 0.6 })}\n\n(end of result)`, { sentiment: "neutral", confidence: 0.6 }, "sentiment");
  col.add(c, `Okay — the answer is ${j({ url: "https://docs.python.org/3/library/json.html" })}, which is the official documentation page.`, { url: "https://docs.python.org/3/library/json.html" }, "navigate");
  col.add(c, `I'm going with option B: ${j({ direction: "up" })}`, { direction: "up" }, "scroll");
}

/** A reasoning block (`<think>`) before the answer; drafts inside it are not the answer. */
export function reasoning(col: Collector): void {
  const c = "reasoning";
  const rng = rngFor(c);
  kitCases(col, c, 40, ALL, ["reasoning-block"], rng);
  kitCases(col, c, 12, ALL, ["reasoning-block", "fence"], rng);
  const signup = { selector: "#signup" };
  col.add(c, `<think>\nMaybe ${j({ selector: "#login" })}? No — the user wants to create an account, not log in.\n</think>\n${j(signup)}`, signup, "click");
  col.add(c, `<think>\nThe review says "terrible battery, but great screen". Mixed. Leaning negative.\nDraft: {"sentiment": "neutral", "confidence": 0.5}\nHmm, no, the complaint dominates.\n</think>\n\n${fenced(jp({ sentiment: "negative", confidence: 0.7 }))}`, { sentiment: "negative", confidence: 0.7 }, "sentiment");
  col.add(c, `<think></think>\n${j({ seconds: 1.5 })}`, { seconds: 1.5 }, "wait");
  col.add(c, `<think>\nThe page is long; the pricing table is below the fold. I'll scroll down by 800px.\n</think>\n\n${jp({ direction: "down", amount: 800 })}`, { direction: "down", amount: 800 }, "scroll");
  col.add(c, `<think>\nI need the URL of the docs. {"url": is the field}. The docs live at docs.python.org.\n</think>\nHere you go:\n${j({ url: "https://docs.python.org/3/library/json.html" })}`, { url: "https://docs.python.org/3/library/json.html" }, "navigate");
  col.add(c, `<think>\nFields: selector, text. The search box is #q. Text should be the product name.\n</think>\n\`\`\`json\n${jp({ selector: "#q", text: "usb-c cable 2m", submit: true })}\n\`\`\``, { selector: "#q", text: "usb-c cable 2m", submit: true }, "type");
  const p = { name: "Ergonomic Office Chair", price: 249.99, in_stock: false, tags: ["office"] };
  col.add(c, `<think>\nprice is "$249.99" -> 249.99. Out of stock badge visible -> in_stock false.\nfirst attempt: {"name": "Chair", "price": "$249.99"}\nthat's wrong, price must be a number.\n</think>\n${jp(p)}`, p, "product");
  col.add(c, `<thinking>\nTwo buttons say "Next". The one in the pagination bar is the right one.\n</thinking>\n\n${j({ selector: ".pagination a.next" })}`, { selector: ".pagination a.next" }, "click");
  col.add(c, `<think>\nLet me write the tree.\n${j({ name: "Draft" })}\nActually the root is Electronics with two children.\n</think>\n${jp({ name: "Electronics", children: [{ name: "Phones" }, { name: "Laptops" }] })}`, { name: "Electronics", children: [{ name: "Phones" }, { name: "Laptops" }] }, "tree");
  col.add(c, `<think>\nok\n</think>\n\n\n${j({ sentiment: "positive", confidence: 0.99 })}`, { sentiment: "positive", confidence: 0.99 }, "sentiment");
}

/** Kit cases for one syntax corruption, with and without a fence around, plus hand-written texts. */
function syntaxCategory(col: Collector, c: string, corruption: string, schemas: readonly SchemaName[], hand: readonly [string, unknown, SchemaName][]): void {
  const rng = rngFor(c);
  kitCases(col, c, 36, schemas, [corruption], rng);
  kitCases(col, c, 12, schemas, [corruption, "fence"], rng, [corruption]);
  for (const [input, expected, schema] of hand) col.add(c, input, expected, schema);
}

/** Single-quoted strings and keys, Python style. */
export function singleQuotes(col: Collector): void {
  syntaxCategory(col, "single-quotes", "single-quotes", ALL, [
    ["{'selector': '#submit'}", { selector: "#submit" }, "click"],
    [`{'selector': '#email', 'text': "I'd like a refund"}`, { selector: "#email", text: "I'd like a refund" }, "type"],
    [`{'selector': 'a[href=\\'/cart\\']'}`, { selector: "a[href='/cart']" }, "click"],
    ["{'sentiment': 'positive', 'confidence': 0.88}", { sentiment: "positive", confidence: 0.88 }, "sentiment"],
    ["```python\n{'url': 'https://example.com'}\n```", { url: "https://example.com" }, "navigate"],
    [`{'selector': 'input[name="q"]', 'text': 'He said "hi"'}`, { selector: 'input[name="q"]', text: 'He said "hi"' }, "type"],
    ["{\n  'direction': 'left',\n  'amount': 200\n}", { direction: "left", amount: 200 }, "scroll"],
    [`{"name": 'Tea', "price": 4.5, 'in_stock': true, "tags": ['organic']}`, { name: "Tea", price: 4.5, in_stock: true, tags: ["organic"] }, "product"],
    ["{'name': 'Books', 'children': [{'name': 'Fiction'}]}", { name: "Books", children: [{ name: "Fiction" }] }, "tree"],
    ["Here you go: {'seconds': 2}", { seconds: 2 }, "wait"],
    [`{'selector': '#q', 'text': 'Line one\\nLine two'}`, { selector: "#q", text: "Line one\nLine two" }, "type"],
    ["{'selector': 'text=Sign in'}", { selector: "text=Sign in" }, "click"],
  ]);
}

/** A comma after the last element. */
export function trailingCommas(col: Collector): void {
  syntaxCategory(col, "trailing-commas", "trailing-commas", ALL, [
    ['{"selector": "#submit",}', { selector: "#submit" }, "click"],
    ['{\n  "direction": "down",\n  "amount": 300,\n}', { direction: "down", amount: 300 }, "scroll"],
    ['{"name": "Mug", "price": 9.5, "in_stock": true, "tags": ["kitchen", "gift",],}', { name: "Mug", price: 9.5, in_stock: true, tags: ["kitchen", "gift"] }, "product"],
    ['{"sentiment": "negative", "confidence": 0.8, }', { sentiment: "negative", confidence: 0.8 }, "sentiment"],
    ['```json\n{\n  "url": "https://example.com",\n}\n```', { url: "https://example.com" }, "navigate"],
    ['{"name": "Root", "children": [{"name": "A",}, {"name": "B",},],}', { name: "Root", children: [{ name: "A" }, { name: "B" }] }, "tree"],
    ['{"selector": "#q", "text": "a, b, c,",}', { selector: "#q", text: "a, b, c," }, "type"],
    ['{"seconds": 5,\n}', { seconds: 5 }, "wait"],
    ['{"selector": ".btn.btn-primary"   ,   }', { selector: ".btn.btn-primary" }, "click"],
    ['{\n  "selector": "#main-content > div:nth-child(2) button",\n}\n', { selector: "#main-content > div:nth-child(2) button" }, "click"],
    ['{"id": 3, "display_name": "Zoë", "email": null, "verified": false, "interests": ["jazz",],}', { id: 3, display_name: "Zoë", email: null, verified: false, interests: ["jazz"] }, "profile"],
    ['{"direction": "up",}', { direction: "up" }, "scroll"],
  ]);
}

/** `//`, `/* *\/` and (rarely) `#` comments inside the JSON. */
export function comments(col: Collector): void {
  syntaxCategory(col, "comments", "comments", ALL, [
    ['{\n  // the submit button\n  "selector": "#submit"\n}', { selector: "#submit" }, "click"],
    ['{\n  "direction": "down", // scroll to the footer\n  "amount": 1000 /* px */\n}', { direction: "down", amount: 1000 }, "scroll"],
    ['// Response\n{"url": "https://example.com"}', { url: "https://example.com" }, "navigate"],
    ['{\n  "sentiment": "positive",  # clearly happy\n  "confidence": 0.95\n}', { sentiment: "positive", confidence: 0.95 }, "sentiment"],
    ['{"selector": "a[href*=\'privacy\']" /* footer link */}', { selector: "a[href*='privacy']" }, "click"],
    ['```json\n{\n  "selector": "#email", // field\n  "text": "https://ada.dev" // her site, not a comment\n}\n```', { selector: "#email", text: "https://ada.dev" }, "type"],
    ['/* tool input */ {"seconds": 2.5}', { seconds: 2.5 }, "wait"],
    ['{\n  "name": "Garden",\n  /* "count": 3, */\n  "children": []\n}', { name: "Garden", children: [] }, "tree"],
    ['{\n  "selector": "#q",\n  "text": "/* not a comment */" // but this is\n}', { selector: "#q", text: "/* not a comment */" }, "type"],
    ['{"direction": "right"} // done', { direction: "right" }, "scroll"],
    ['{\n  # the URL to open\n  "url": "http://localhost:3000/dashboard"\n}', { url: "http://localhost:3000/dashboard" }, "navigate"],
    ['{\n  "selector": "#accept-terms" // must be checked before submit\n}', { selector: "#accept-terms" }, "click"],
  ]);
}

/** Python's `True`, `False`, `None`, often with single quotes (a Python repr). */
export function pythonLiterals(col: Collector): void {
  const c = "python-literals";
  const rng = rngFor(c);
  const withLiterals: SchemaName[] = ["type", "navigate", "product", "profile", "config", "invoice"];
  kitCases(col, c, 26, withLiterals, ["python-literals"], rng);
  kitCases(col, c, 22, withLiterals, ["python-literals", "single-quotes"], rng);
  const hand: [string, unknown, SchemaName][] = [
    ["{'selector': '#q', 'text': 'laptop', 'submit': True}", { selector: "#q", text: "laptop", submit: true }, "type"],
    ['{"url": "https://example.com", "new_tab": False}', { url: "https://example.com", new_tab: false }, "navigate"],
    ["{'id': 12, 'display_name': 'sam_the_dev', 'email': None, 'verified': False}", { id: 12, display_name: "sam_the_dev", email: null, verified: false }, "profile"],
    ['{"name": "Kettle", "price": 39.0, "in_stock": True, "tags": [], "rating": None}', { name: "Kettle", price: 39, in_stock: true, tags: [], rating: null }, "product"],
    ["```python\n{'selector': '#password', 'text': 'hunter2', 'clear_first': True, 'submit': True}\n```", { selector: "#password", text: "hunter2", clear_first: true, submit: true }, "type"],
    ['{"id": 5, "display_name": "True Believer", "email": None, "bio": "None of your business", "verified": True}', { id: 5, display_name: "True Believer", email: null, bio: "None of your business", verified: true }, "profile"],
    ["{'service': {'name': 'api', 'port': 8080, 'debug': False}, 'database': {'host': 'localhost', 'port': 5432, 'pool': {'min': 1, 'max': 10}}}", { service: { name: "api", port: 8080, debug: false }, database: { host: "localhost", port: 5432, pool: { min: 1, max: 10 } } }, "config"],
    ["Result: {'url': 'https://github.com/login', 'new_tab': True}", { url: "https://github.com/login", new_tab: true }, "navigate"],
    ['{"selector": "#email", "text": "False", "submit": False}', { selector: "#email", text: "False", submit: false }, "type"],
    ["{'id': 8, 'display_name': 'Priya', 'email': 'priya@example.com', 'bio': None, 'verified': True}", { id: 8, display_name: "Priya", email: "priya@example.com", bio: null, verified: true }, "profile"],
    ['{"name": "Mug", "price": 9.5, "in_stock": False, "tags": ["kitchen"]}', { name: "Mug", price: 9.5, in_stock: false, tags: ["kitchen"] }, "product"],
    ["{'url': 'http://localhost:3000/dashboard', 'new_tab': False}", { url: "http://localhost:3000/dashboard", new_tab: false }, "navigate"],
  ];
  for (const [input, expected, schema] of hand) col.add(c, input, expected, schema);
}

/** Keys without quotes, as in a JavaScript object literal. */
export function unquotedKeys(col: Collector): void {
  syntaxCategory(col, "unquoted-keys", "unquoted-keys", ALL, [
    ['{selector: "#submit"}', { selector: "#submit" }, "click"],
    ["{ url: 'https://example.com' }", { url: "https://example.com" }, "navigate"],
    ['{\n  direction: "down",\n  amount: 300\n}', { direction: "down", amount: 300 }, "scroll"],
    ['{sentiment: "neutral", confidence: 0.55}', { sentiment: "neutral", confidence: 0.55 }, "sentiment"],
    ['```js\n{ selector: "#q", text: "weather in Paris", submit: true }\n```', { selector: "#q", text: "weather in Paris", submit: true }, "type"],
    ['{name: "Root", children: [{name: "Leaf", count: 2}]}', { name: "Root", children: [{ name: "Leaf", count: 2 }] }, "tree"],
    ['{seconds: 10}', { seconds: 10 }, "wait"],
    ['{selector: "a:has-text(\\"Learn more\\")"}', { selector: 'a:has-text("Learn more")' }, "click"],
    ['{ invoice_number: "INV-2024-0042", date: "2024-03-01", currency: "EUR", vendor: { name: "Acme GmbH" }, line_items: [{ description: "Hosting", quantity: 1, unit_price: 20 }], total: 20 }', { invoice_number: "INV-2024-0042", date: "2024-03-01", currency: "EUR", vendor: { name: "Acme GmbH" }, line_items: [{ description: "Hosting", quantity: 1, unit_price: 20 }], total: 20 }, "invoice"],
    ['{selector: "#cookie-accept",}', { selector: "#cookie-accept" }, "click"],
    ['{ id: 4, display_name: "li", email: "li@example.com", verified: false }', { id: 4, display_name: "li", email: "li@example.com", verified: false }, "profile"],
    ['{direction:"left"}', { direction: "left" }, "scroll"],
  ]);
}

/** Typographic quotes, all or mixed with straight ones. */
export function smartQuotes(col: Collector): void {
  syntaxCategory(col, "smart-quotes", "smart-quotes", ALL, [
    ["{“selector”: “#submit”}", { selector: "#submit" }, "click"],
    ['{"selector": “#login-button”}', { selector: "#login-button" }, "click"],
    ["{“url”: “https://example.com”, “new_tab”: true}", { url: "https://example.com", new_tab: true }, "navigate"],
    ["{‘sentiment’: ‘negative’, ‘confidence’: 0.66}", { sentiment: "negative", confidence: 0.66 }, "sentiment"],
    ["Here it is:\n{\n  “direction”: “down”,\n  “amount”: 500\n}", { direction: "down", amount: 500 }, "scroll"],
    ['{“selector”: "#q", “text”: "hello world"}', { selector: "#q", text: "hello world" }, "type"],
    ["```json\n{“seconds”: 3}\n```", { seconds: 3 }, "wait"],
    ["{“name”: “Home & Kitchen”, “children”: [{“name”: “Cookware”}]}", { name: "Home & Kitchen", children: [{ name: "Cookware" }] }, "tree"],
    ["{“selector”: “input[name='email']”}", { selector: "input[name='email']" }, "click"],
    ["{“selector”: “#email”, “text”: “O'Brien”}", { selector: "#email", text: "O'Brien" }, "type"],
    ["{”selector”: ”#cookie-accept”}", { selector: "#cookie-accept" }, "click"],
    ["{“direction”: “up”}", { direction: "up" }, "scroll"],
  ]);
}

/** No schema: extract and repair only; the truth is the JSON the model meant. */
export function schemaless(col: Collector): void {
  const c = "schemaless";
  const rng = rngFor(c);
  const pool = ["fence", "prose-around", "reasoning-block", "single-quotes", "trailing-commas", "comments", "python-literals", "unquoted-keys", "smart-quotes"];
  for (let i = 0; i < 50; i++) {
    const picks = rng.shuffle(pool).slice(0, rng.int(1, 3));
    kitCases(col, c, 1, ALL, picks, rng, picks.slice(0, 1), true);
  }
  kitCases(col, c, 6, ALL, ["truncate", "fence"], rng, ["truncate"], true);
  const hand: [string, unknown][] = [
    ['["apples", "pears", "plums",]', ["apples", "pears", "plums"]],
    ["```json\n[1, 2, 3]\n```", [1, 2, 3]],
    ["{'ok': True, 'items': None}", { ok: true, items: null }],
    ["I don't know which file you mean.", ABSENT],
    ['Result: {"status": "done", "count": 3} // final', { status: "done", count: 3 }],
    ["{“a”: 1, “b”: [“x”, “y”]}", { a: 1, b: ["x", "y"] }],
    ['<think>\nA list of colors.\n</think>\n["red", "green"]', ["red", "green"]],
    ['{\n  nested: { deeper: { deepest: [1, {two: 2}] } },\n}', { nested: { deeper: { deepest: [1, { two: 2 }] } } }],
    ['```json\n{"emoji": "🎉", "escaped": "line\\nbreak", "unicode": "\\u00e9"}\n```', { emoji: "🎉", escaped: "line\nbreak", unicode: "é" }],
    ['{"a": "https://example.com/path//double", /* c */ "b": 2}', { a: "https://example.com/path//double", b: 2 }],
    ["Sure:\n\n```\n{'name': \"O'Hara\", 'tags': ['a', 'b']}\n```", { name: "O'Hara", tags: ["a", "b"] }],
    ['{"k": [true, false, null]}', { k: [true, false, null] }],
    ['[{"id": 1}, {"id": 2},]', [{ id: 1 }, { id: 2 }]],
    ['{"text": "He said \\"stop\\" and left"}', { text: 'He said "stop" and left' }],
  ];
  for (const [input, expected] of hand) col.add(c, input, expected, null);
}
