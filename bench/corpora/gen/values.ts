import type { Rng } from "../../../src/fuzz/index.js";
import type { SchemaName } from "./schemas.js";

// Values as models produce them for these schemas: real selectors, URLs, prices; quotes, apostrophes,
// backslashes, newlines and non-ASCII text included where real data has them.

/** CSS (and Playwright) selectors seen in web-agent traces. */
export const SELECTORS = [
  "#submit", "#login-button", 'button[type="submit"]', ".btn.btn-primary", 'a[href="/cart"]', "#search-input",
  "input[name='email']", "div.product-card:nth-child(3) > a", '[data-testid="checkout"]', "nav ul li:first-child a",
  "#cookie-accept", "button.close", "#menu > li.active", ".pagination a.next", "form#signup button",
  'img[alt="Company logo"]', "text=Sign in", 'role=button[name="Save"]', "#q", "table tr:nth-of-type(2) td.total",
  ".modal-footer .btn-secondary", 'a:has-text("Learn more")', '[aria-label="Close dialog"]', "#accept-terms",
  'label[for="remember-me"]', "select#country", ".search-results li:first-child h3 a", "#load-more",
  "a[href*='privacy']", "#main-content > div:nth-child(2) button", "input[placeholder='Search…']", "#größe-wählen",
] as const;

const INPUT_SELECTORS = ["#email", "input[name='email']", "#password", "#search-input", "#q", 'textarea[name="message"]', "input#first-name", '[data-testid="address-line-1"]', "#coupon-code", "input[type=search]"] as const;

const TEXTS = [
  "john.doe@example.com", "hunter2", "wireless headphones", "Hello, I'd like to return my order #4521.", "New York, NY",
  "Line one\nLine two", 'He said "yes" twice', "C:\\Users\\me\\Documents", "café crème", "Thanks a lot! 😀", "SAVE20",
  "42 Wallaby Way, Sydney", "O'Brien", "usb-c cable 2m", "",
] as const;

const URLS = [
  "https://example.com", "https://www.amazon.com/s?k=usb+c+cable&ref=nb_sb_noss", "https://github.com/login",
  "https://en.wikipedia.org/wiki/JSON", "http://localhost:3000/dashboard", "https://shop.example.org/cart?step=2#summary",
  "https://news.ycombinator.com/item?id=38211", "https://www.google.com/maps/search/?api=1&query=Berlin",
  "https://example.com/search?q=%22exact+phrase%22", "https://docs.python.org/3/library/json.html",
  "https://www.bbc.co.uk/news", "https://accounts.example.com/oauth/authorize?client_id=abc&scope=read%20write",
] as const;

const PRODUCTS = ["Wireless Noise-Cancelling Headphones", "Stainless Steel Water Bottle 750ml", 'MacBook Air 13" (M2)', "Men's Running Shoes", "Organic Green Tea, 100 bags", "USB-C to HDMI Adapter", "Le Creuset Dutch Oven 5.5 qt", "Kids' Rain Jacket", "4K Monitor 27\"", "Ergonomic Office Chair"] as const;
const TAGS = ["electronics", "audio", "kitchen", "outdoor", "sale", "bestseller", "new", "eco-friendly", "gift", "sports", "office"] as const;
const SPECS = [["color", "black"], ["weight", "250 g"], ["battery life", "30 hours"], ["material", "stainless steel"], ["size", "M"], ["warranty", "2 years"], ["connectivity", "Bluetooth 5.3"], ["dimensions", "30 x 20 x 5 cm"]] as const;
const VENDORS = ["Acme GmbH", "Globex Corporation", "Initech LLC", "Müller & Söhne KG", "O'Reilly Supplies Ltd", "Umbrella Services"] as const;
const ITEMS = ["Consulting services (hours)", "Hosting — March", "Laptop stand", "Domain renewal", "Office chairs", "Support plan \"Gold\"", "Printer paper A4"] as const;
const CATEGORIES = ["Electronics", "Computers", "Laptops", "Tablets", "Phones", "Accessories", "Home & Kitchen", "Cookware", "Garden", "Books", "Fiction", "Children's Books", "Sports", "Cycling"] as const;
const NAMES = ["Ada Lovelace", "Grace Hopper", "José Álvarez", "Zoë O'Connor", "李雷", "sam_the_dev", "Dr. Jane \"JJ\" Jones", "Priya Patel"] as const;
const BIOS = ["Coffee, code & cats.", "Backend engineer. Opinions are my own.", "I build things.\nSometimes they work.", "Ich liebe Berge.", "Founder @ a tiny startup"] as const;
const HOSTS = ["db.internal", "10.0.0.12", "postgres.prod.example.com", "localhost", "replica-1.eu-west.example.net"] as const;

const money = (rng: Rng, lo: number, hi: number): number => Math.round((lo + rng.next() * (hi - lo)) * 100) / 100;
const maybe = <T>(rng: Rng, p: number, make: () => T): T | undefined => (rng.chance(p) ? make() : undefined);

/** Drops undefined entries, so optional fields are absent rather than undefined. */
export function compact<T extends Record<string, unknown>>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

function treeNode(rng: Rng, depth: number): Record<string, unknown> {
  const children = depth < 3 && rng.chance(0.6 - depth * 0.15) ? Array.from({ length: rng.int(1, 3) }, () => treeNode(rng, depth + 1)) : undefined;
  return compact({ name: rng.pick(CATEGORIES), count: maybe(rng, 0.5, () => rng.int(0, 500)), children });
}

/** A realistic value for the named schema. */
export function realistic(name: SchemaName, rng: Rng): Record<string, unknown> {
  switch (name) {
    case "click":
      return { selector: rng.pick(SELECTORS) };
    case "type":
      return compact({ selector: rng.pick(INPUT_SELECTORS), text: rng.pick(TEXTS), submit: maybe(rng, 0.4, () => rng.chance(0.6)), clear_first: maybe(rng, 0.25, () => true) });
    case "navigate":
      return compact({ url: rng.pick(URLS), new_tab: maybe(rng, 0.3, () => rng.chance(0.5)) });
    case "scroll":
      return compact({ direction: rng.pick(["up", "down", "down", "down", "left", "right"]), amount: maybe(rng, 0.5, () => rng.pick([100, 200, 300, 500, 800, 1000])) });
    case "wait":
      return { seconds: rng.pick([1, 2, 0.5, 3, 5, 1.5, 10, 2.5]) };
    case "product":
      return compact({
        name: rng.pick(PRODUCTS),
        price: money(rng, 3, 1500),
        currency: maybe(rng, 0.6, () => rng.pick(["USD", "EUR", "GBP", "JPY"])),
        in_stock: rng.chance(0.75),
        tags: rng.shuffle(TAGS).slice(0, rng.int(0, 4)),
        specs: maybe(rng, 0.6, () => rng.shuffle(SPECS).slice(0, rng.int(1, 3)).map(([key, value]) => ({ key, value }))),
        rating: maybe(rng, 0.5, () => (rng.chance(0.2) ? null : rng.int(10, 50) / 10)),
      });
    case "sentiment":
      return { sentiment: rng.pick(["positive", "negative", "neutral"]), confidence: rng.int(50, 99) / 100 };
    case "invoice": {
      const items = Array.from({ length: rng.int(1, 4) }, () => ({ description: rng.pick(ITEMS), quantity: rng.int(1, 12), unit_price: money(rng, 2, 400) }));
      const total = Math.round(items.reduce((sum, i) => sum + i.quantity * i.unit_price, 0) * 100) / 100;
      return compact({
        invoice_number: `INV-${rng.int(2021, 2025)}-${String(rng.int(1, 9999)).padStart(4, "0")}`,
        date: `${rng.int(2021, 2025)}-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`,
        currency: rng.pick(["USD", "EUR", "GBP"]),
        vendor: compact({ name: rng.pick(VENDORS), vat_id: maybe(rng, 0.4, () => `DE${rng.int(100000000, 999999999)}`), address: maybe(rng, 0.4, () => "Hauptstraße 5, 10115 Berlin") }),
        line_items: items,
        total,
        paid: maybe(rng, 0.6, () => rng.chance(0.5)),
      });
    }
    case "config":
      return compact({
        service: compact({ name: rng.pick(["api", "billing", "auth-service", "search"]), port: rng.pick([80, 443, 3000, 8080, 8443]), debug: maybe(rng, 0.6, () => rng.chance(0.3)), log_level: maybe(rng, 0.6, () => rng.pick(["debug", "info", "warn", "error"])) }),
        database: compact({
          host: rng.pick(HOSTS),
          port: rng.pick([5432, 3306, 27017]),
          pool: compact({ min: rng.int(0, 4), max: rng.int(5, 50), idle_timeout_ms: maybe(rng, 0.4, () => rng.pick([10000, 30000, 60000])) }),
          replicas: maybe(rng, 0.4, () => Array.from({ length: rng.int(1, 2) }, () => compact({ host: rng.pick(HOSTS), port: 5432, read_only: maybe(rng, 0.5, () => true) }))),
        }),
        features: maybe(rng, 0.6, () => compact({
          allowed_hosts: maybe(rng, 0.6, () => rng.shuffle(["example.com", "api.example.com", "*.internal", "localhost"]).slice(0, rng.int(1, 3))),
          rate_limit: maybe(rng, 0.6, () => compact({ enabled: rng.chance(0.7), requests_per_minute: maybe(rng, 0.6, () => rng.pick([60, 120, 600])) })),
        })),
      });
    case "tree":
      return treeNode(rng, 0);
    case "profile":
      return compact({
        id: rng.int(1, 99999),
        display_name: rng.pick(NAMES),
        email: rng.chance(0.8) ? `${rng.pick(["ada", "grace", "jose", "zoe", "li", "sam", "jj", "priya"])}@example.com` : null,
        phone: maybe(rng, 0.3, () => `+1 555 01${rng.int(10, 99)}`),
        bio: maybe(rng, 0.5, () => (rng.chance(0.25) ? null : rng.pick(BIOS))),
        website: maybe(rng, 0.3, () => rng.pick(["https://ada.dev", "example.org/~sam", "https://priya.io"])),
        age: maybe(rng, 0.4, () => rng.int(18, 80)),
        verified: rng.chance(0.5),
        zip_code: maybe(rng, 0.3, () => rng.pick(["90210", "10115", "02134", "SW1A 1AA", "75008"])),
        interests: maybe(rng, 0.4, () => rng.shuffle(["hiking", "chess", "rust", "jazz", "baking", "climbing"]).slice(0, rng.int(1, 3))),
      });
  }
}
