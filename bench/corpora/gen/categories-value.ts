import { ABSENT, kitCases, rngFor, type Collector } from "./case.js";
import { realistic } from "./values.js";
import { ALL, type SchemaName } from "./schemas.js";
import { fenced, j, jp } from "./text-helpers.js";

const CLOSED: readonly SchemaName[] = ["click", "type", "navigate", "scroll", "wait", "product", "sentiment", "invoice", "config", "tree"];

function hand(col: Collector, c: string, cases: readonly (readonly [string, unknown, SchemaName])[]): void {
  for (const [input, expected, schema] of cases) col.add(c, input, expected, schema);
}

/** Keys under a declared alias or in other casing (recoverable), or under an undeclared name (not). */
export function keyAliases(col: Collector): void {
  const c = "key-alias";
  const rng = rngFor(c);
  kitCases(col, c, 22, ALL, ["key-alias"], rng);
  kitCases(col, c, 22, ALL, ["key-case"], rng);
  kitCases(col, c, 10, ALL, ["undeclared-alias"], rng);
  hand(col, c, [
    [j({ element: "#submit" }), { selector: "#submit" }, "click"],
    [j({ Selector: "#submit" }), { selector: "#submit" }, "click"],
    [j({ SELECTOR: ".btn.btn-primary" }), { selector: ".btn.btn-primary" }, "click"],
    [j({ css_selector: "#q" }), { selector: "#q" }, "click"],
    [j({ target: "#cookie-accept" }), { selector: "#cookie-accept" }, "click"],
    [j({ selector_name: "#submit" }), ABSENT, "click"],
    [j({ selectorName: "#submit" }), ABSENT, "click"],
    [j({ css: "#submit" }), ABSENT, "click"],
    [j({ selector: "#a", element: "#b" }), ABSENT, "click"],
    [j({ URL: "https://example.com" }), { url: "https://example.com" }, "navigate"],
    [j({ link: "https://github.com/login" }), { url: "https://github.com/login" }, "navigate"],
    [fenced(jp({ href: "https://en.wikipedia.org/wiki/JSON", newTab: true })), { url: "https://en.wikipedia.org/wiki/JSON", new_tab: true }, "navigate"],
    [j({ address: "https://example.com" }), ABSENT, "navigate"],
    [j({ element: "#email", value: "ada@example.com" }), { selector: "#email", text: "ada@example.com" }, "type"],
    [j({ selector: "#q", content: "weather in Paris", Submit: true }), { selector: "#q", text: "weather in Paris", submit: true }, "type"],
    [j({ selector: "#q", input_text: "weather" }), ABSENT, "type"],
    [j({ Direction: "down", Amount: 200 }), { direction: "down", amount: 200 }, "scroll"],
    [j({ label: "positive", score: 0.93 }), { sentiment: "positive", confidence: 0.93 }, "sentiment"],
    [j({ Sentiment: "negative", Confidence: 0.71 }), { sentiment: "negative", confidence: 0.71 }, "sentiment"],
    [j({ id: 9, displayName: "Ada Lovelace", email: null, verified: true }), { id: 9, display_name: "Ada Lovelace", email: null, verified: true }, "profile"],
    [j({ id: 9, username: "ada", email: "ada@example.com", verified: false }), { id: 9, display_name: "ada", email: "ada@example.com", verified: false }, "profile"],
    [jp({ invoiceNumber: "INV-2024-0042", date: "2024-03-01", currency: "EUR", vendor: { name: "Acme GmbH" }, lineItems: [{ description: "Hosting", quantity: 1, unitPrice: 20 }], total: 20 }), { invoice_number: "INV-2024-0042", date: "2024-03-01", currency: "EUR", vendor: { name: "Acme GmbH" }, line_items: [{ description: "Hosting", quantity: 1, unit_price: 20 }], total: 20 }, "invoice"],
  ]);
}

/** The value of the one required field, without its object. */
export function bareValue(col: Collector): void {
  const c = "bare-value";
  const rng = rngFor(c);
  const single: SchemaName[] = ["click", "navigate", "wait", "scroll"];
  kitCases(col, c, 30, single, ["bare-value"], rng);
  kitCases(col, c, 10, single, ["bare-value", "fence"], rng);
  kitCases(col, c, 8, single, ["bare-value", "prose-around"], rng);
  hand(col, c, [
    ['"#submit"', { selector: "#submit" }, "click"],
    ["'#login-button'", { selector: "#login-button" }, "click"],
    ['"https://example.com"', { url: "https://example.com" }, "navigate"],
    ["3", { seconds: 3 }, "wait"],
    ["0.5", { seconds: 0.5 }, "wait"],
    ['"down"', { direction: "down" }, "scroll"],
    ['```json\n"button.close"\n```', { selector: "button.close" }, "click"],
    ['Click this: "#accept-terms"', { selector: "#accept-terms" }, "click"],
    ['"a[href=\\"/cart\\"]"', { selector: 'a[href="/cart"]' }, "click"],
    ["“#cookie-accept”", { selector: "#cookie-accept" }, "click"],
    ['"left"', { direction: "left" }, "scroll"],
    ['"sideways"', ABSENT, "scroll"],
  ]);
}

/** The answer inside one extra object: `{"click": {…}}`, `{"input": {…}}`, `{"result": {…}}`. */
export function wrapped(col: Collector): void {
  const c = "wrapped";
  const rng = rngFor(c);
  kitCases(col, c, 40, ALL, ["wrap-object"], rng);
  kitCases(col, c, 10, ALL, ["wrap-object", "fence"], rng, ["wrap-object"]);
  const senti = { sentiment: "positive", confidence: 0.82 };
  const product = realistic("product", rng);
  hand(col, c, [
    [j({ click: { selector: "#submit" } }), { selector: "#submit" }, "click"],
    [j({ input: { selector: "#submit" } }), { selector: "#submit" }, "click"],
    [j({ arguments: { url: "https://example.com" } }), { url: "https://example.com" }, "navigate"],
    [j({ data: senti }), senti, "sentiment"],
    [j({ result: senti }), senti, "sentiment"],
    [jp({ product }), product, "product"],
    [j({ response: { direction: "up", amount: 100 } }), { direction: "up", amount: 100 }, "scroll"],
    [j({ parameters: { seconds: 2 } }), { seconds: 2 }, "wait"],
    [j({ scroll: { direction: "down" } }), { direction: "down" }, "scroll"],
    [fenced(jp({ type: { selector: "#q", text: "shoes" } })), { selector: "#q", text: "shoes" }, "type"],
    [j({ sentiment_analysis: senti }), senti, "sentiment"],
    [j({ output: { name: "Books", children: [{ name: "Fiction" }] } }), { name: "Books", children: [{ name: "Fiction" }] }, "tree"],
  ]);
}

/** An object or list encoded as a JSON string, whole or one field. */
export function jsonInString(col: Collector): void {
  const c = "json-in-string";
  const rng = rngFor(c);
  kitCases(col, c, 42, ALL, ["json-in-string"], rng);
  kitCases(col, c, 10, ALL, ["json-in-string", "fence"], rng, ["json-in-string"]);
  const click = { selector: "#submit" };
  hand(col, c, [
    [JSON.stringify(JSON.stringify(click)), click, "click"],
    [`'${JSON.stringify(click)}'`, click, "click"],
    [`Here is the tool input: ${JSON.stringify(JSON.stringify({ url: "https://example.com" }))}`, { url: "https://example.com" }, "navigate"],
    [JSON.stringify(JSON.stringify({ sentiment: "neutral", confidence: 0.51 })), { sentiment: "neutral", confidence: 0.51 }, "sentiment"],
    [j({ name: "Mug", price: 9.5, in_stock: true, tags: JSON.stringify(["kitchen", "gift"]) }), { name: "Mug", price: 9.5, in_stock: true, tags: ["kitchen", "gift"] }, "product"],
    [j({ invoice_number: "INV-1", date: "2024-01-31", currency: "USD", vendor: JSON.stringify({ name: "Initech LLC" }), line_items: [{ description: "Paper", quantity: 2, unit_price: 5 }], total: 10 }), { invoice_number: "INV-1", date: "2024-01-31", currency: "USD", vendor: { name: "Initech LLC" }, line_items: [{ description: "Paper", quantity: 2, unit_price: 5 }], total: 10 }, "invoice"],
    [fenced(JSON.stringify(JSON.stringify({ direction: "down", amount: 300 }))), { direction: "down", amount: 300 }, "scroll"],
    [JSON.stringify(JSON.stringify({ selector: 'input[name="q"]', text: 'say "hi"' })), { selector: 'input[name="q"]', text: 'say "hi"' }, "type"],
    [JSON.stringify(JSON.stringify(click, null, 2)), click, "click"],
    [JSON.stringify(JSON.stringify({ seconds: 1 })), { seconds: 1 }, "wait"],
  ]);
}

/** A number or boolean as a string, or a numeric string as a number. */
export function wrongScalar(col: Collector): void {
  const c = "wrong-scalar";
  const rng = rngFor(c);
  kitCases(col, c, 44, ["scroll", "wait", "product", "sentiment", "invoice", "config", "profile", "type", "navigate", "tree"], ["scalar-as-string"], rng);
  kitCases(col, c, 8, ["profile"], ["string-as-number"], rng);
  hand(col, c, [
    [j({ direction: "down", amount: "300" }), { direction: "down", amount: 300 }, "scroll"],
    [j({ seconds: "2" }), { seconds: 2 }, "wait"],
    [j({ sentiment: "positive", confidence: "0.87" }), { sentiment: "positive", confidence: 0.87 }, "sentiment"],
    [j({ selector: "#q", text: "hi", submit: "true" }), { selector: "#q", text: "hi", submit: true }, "type"],
    [j({ url: "https://example.com", new_tab: "false" }), { url: "https://example.com", new_tab: false }, "navigate"],
    [j({ id: "42", display_name: "Ada", email: null, verified: "true" }), { id: 42, display_name: "Ada", email: null, verified: true }, "profile"],
    [j({ id: 1, display_name: "Ada", email: null, verified: true, zip_code: 10115 }), { id: 1, display_name: "Ada", email: null, verified: true, zip_code: "10115" }, "profile"],
    [j({ seconds: "two" }), ABSENT, "wait"],
    [j({ direction: "down", amount: "a lot" }), ABSENT, "scroll"],
    [j({ name: "Mug", price: "9.50", in_stock: true, tags: [] }), { name: "Mug", price: 9.5, in_stock: true, tags: [] }, "product"],
  ]);
}

/** One item written without the list around it. */
export function singleForList(col: Collector): void {
  const c = "single-for-list";
  const rng = rngFor(c);
  kitCases(col, c, 48, ["product", "invoice", "config", "tree", "profile"], ["single-for-list"], rng);
  kitCases(col, c, 8, ["product", "invoice", "profile"], ["single-for-list", "fence"], rng, ["single-for-list"]);
  hand(col, c, [
    [j({ name: "Mug", price: 9.5, in_stock: true, tags: "kitchen" }), { name: "Mug", price: 9.5, in_stock: true, tags: ["kitchen"] }, "product"],
    [j({ name: "Mug", price: 9.5, in_stock: true, tags: [], specs: { key: "color", value: "blue" } }), { name: "Mug", price: 9.5, in_stock: true, tags: [], specs: [{ key: "color", value: "blue" }] }, "product"],
    [jp({ invoice_number: "INV-7", date: "2023-12-01", currency: "GBP", vendor: { name: "Globex Corporation" }, line_items: { description: "Laptop stand", quantity: 1, unit_price: 35 }, total: 35 }), { invoice_number: "INV-7", date: "2023-12-01", currency: "GBP", vendor: { name: "Globex Corporation" }, line_items: [{ description: "Laptop stand", quantity: 1, unit_price: 35 }], total: 35 }, "invoice"],
    [j({ name: "Sports", children: { name: "Cycling" } }), { name: "Sports", children: [{ name: "Cycling" }] }, "tree"],
    [j({ id: 2, display_name: "Sam", email: null, verified: false, interests: "chess" }), { id: 2, display_name: "Sam", email: null, verified: false, interests: ["chess"] }, "profile"],
    [j({ service: { name: "api", port: 80 }, database: { host: "db.internal", port: 5432, pool: { min: 0, max: 5 } }, features: { allowed_hosts: "example.com" } }), { service: { name: "api", port: 80 }, database: { host: "db.internal", port: 5432, pool: { min: 0, max: 5 } }, features: { allowed_hosts: ["example.com"] } }, "config"],
  ]);
}

/** An enum member in other casing; an unknown member is not recoverable. */
export function enumCasing(col: Collector): void {
  const c = "enum-casing";
  const rng = rngFor(c);
  kitCases(col, c, 44, ["scroll", "sentiment", "product", "invoice", "config"], ["enum-case"], rng);
  kitCases(col, c, 8, ["scroll", "sentiment"], ["enum-case", "prose-around"], rng, ["enum-case"]);
  hand(col, c, [
    [j({ sentiment: "Positive", confidence: 0.9 }), { sentiment: "positive", confidence: 0.9 }, "sentiment"],
    [j({ sentiment: "NEGATIVE", confidence: 0.75 }), { sentiment: "negative", confidence: 0.75 }, "sentiment"],
    [j({ direction: "Down" }), { direction: "down" }, "scroll"],
    [j({ direction: "UP", amount: 100 }), { direction: "up", amount: 100 }, "scroll"],
    [j({ invoice_number: "A-1", date: "2024-02-02", currency: "usd", vendor: { name: "Acme GmbH" }, line_items: [{ description: "Hosting", quantity: 1, unit_price: 10 }], total: 10 }), { invoice_number: "A-1", date: "2024-02-02", currency: "USD", vendor: { name: "Acme GmbH" }, line_items: [{ description: "Hosting", quantity: 1, unit_price: 10 }], total: 10 }, "invoice"],
    [j({ name: "Tea", price: 4, currency: "Eur", in_stock: true, tags: [] }), { name: "Tea", price: 4, currency: "EUR", in_stock: true, tags: [] }, "product"],
    [j({ sentiment: "mixed", confidence: 0.5 }), ABSENT, "sentiment"],
    [j({ sentiment: "very positive", confidence: 0.9 }), ABSENT, "sentiment"],
    [j({ direction: "downward" }), ABSENT, "scroll"],
    [j({ service: { name: "api", port: 80, log_level: "WARN" }, database: { host: "db", port: 5432, pool: { min: 1, max: 2 } } }), { service: { name: "api", port: 80, log_level: "warn" }, database: { host: "db", port: 5432, pool: { min: 1, max: 2 } } }, "config"],
  ]);
}

/** Unknown keys added. On a closed object they are dropped; on an open one (profile) they are valid data and stay. */
export function extraKeys(col: Collector): void {
  const c = "extra-keys";
  const rng = rngFor(c);
  kitCases(col, c, 46, CLOSED, ["extra-keys"], rng);
  kitCases(col, c, 6, CLOSED, ["extra-keys", "fence"], rng, ["extra-keys"]);
  for (let i = 0; i < 4; i++) {
    const p = { ...realistic("profile", rng), nickname: rng.pick(["Addy", "Gee", "JJ", "Pri"]) };
    col.add(c, jp(p), p, "profile");
  }
  hand(col, c, [
    [j({ selector: "#submit", reason: "It is the primary button." }), { selector: "#submit" }, "click"],
    [j({ thought: "I need to log in first", selector: "#login-button" }), { selector: "#login-button" }, "click"],
    [j({ sentiment: "negative", confidence: 0.8, explanation: "The reviewer asks for a refund." }), { sentiment: "negative", confidence: 0.8 }, "sentiment"],
    [jp({ url: "https://example.com", new_tab: false, wait_until: "networkidle" }), { url: "https://example.com", new_tab: false }, "navigate"],
    [j({ direction: "down", amount: 300, smooth: true }), { direction: "down", amount: 300 }, "scroll"],
    [j({ name: "Mug", price: 9.5, in_stock: true, tags: [], sku: "MUG-01", specs: [{ key: "color", value: "red", unit: null }] }), { name: "Mug", price: 9.5, in_stock: true, tags: [], specs: [{ key: "color", value: "red" }] }, "product"],
  ]);
}

/** `null` for optional fields the truth leaves out; nulls the schema allows are kept. */
export function nullOptional(col: Collector): void {
  const c = "null-optional";
  const rng = rngFor(c);
  kitCases(col, c, 48, ["type", "navigate", "scroll", "product", "invoice", "config", "tree", "profile"], ["null-optional"], rng);
  kitCases(col, c, 6, ["type", "scroll", "profile"], ["null-optional", "fence"], rng, ["null-optional"]);
  hand(col, c, [
    [j({ direction: "down", amount: null }), { direction: "down" }, "scroll"],
    [j({ selector: "#q", text: "shoes", submit: null, clear_first: null }), { selector: "#q", text: "shoes" }, "type"],
    [j({ url: "https://example.com", new_tab: null }), { url: "https://example.com" }, "navigate"],
    [j({ id: 3, display_name: "Zoë", email: null, phone: null, bio: null, website: null, age: null, verified: false }), { id: 3, display_name: "Zoë", email: null, bio: null, verified: false }, "profile"],
    [j({ name: "Mug", price: 9.5, currency: null, in_stock: true, tags: [], specs: null, rating: null }), { name: "Mug", price: 9.5, in_stock: true, tags: [], rating: null }, "product"],
    [j({ name: "Leaf", count: null, children: null }), { name: "Leaf" }, "tree"],
    // Control cases: the schema allows null here, so the null is the value.
    [j({ id: 5, display_name: "Li", email: null, verified: true }), { id: 5, display_name: "Li", email: null, verified: true }, "profile"],
    [j({ id: 6, display_name: "Sam", email: "sam@example.com", bio: null, verified: false }), { id: 6, display_name: "Sam", email: "sam@example.com", bio: null, verified: false }, "profile"],
  ]);
}
