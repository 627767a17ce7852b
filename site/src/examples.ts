/** A bundled example: what a model wrote, the schema (or tool definitions, or zod code) it was asked for, the options it needs. */
export interface Example {
  readonly name: string;
  readonly text: string;
  /** A JSON Schema or an array of tool definitions (shown as JSON), or zod code (a string, shown as written). */
  readonly schema: unknown;
  readonly options?: { readonly allowTruncated?: boolean };
  /** Shown as a stream: the page replays the text chunk by chunk on load. */
  readonly stream?: boolean;
}

const typeText = {
  type: "function",
  function: {
    name: "type_text",
    description: "Type text into an element",
    parameters: { type: "object", properties: { selector: { type: "string" }, text: { type: "string" } }, required: ["selector", "text"] },
  },
};

const click = {
  type: "object",
  properties: { selector: { type: "string", aliases: ["element"] } },
  required: ["selector"],
};

/** The examples in the picker, first one shown on load. */
export const examples: readonly Example[] = [
  {
    name: "click tool",
    text: "Sure! Here it is:\n```json\n{'element': '#btn',}\n```\nLet me know if you need anything else.",
    schema: click,
  },
  {
    name: "product",
    text: "Here is the product you asked for:\n{name: 'Desk lamp', price: '24.90', tags: 'lighting', in_stock: True}\nHope this helps!",
    schema: {
      type: "object",
      properties: {
        name: { type: "string" },
        price: { type: "number" },
        tags: { type: "array", items: { type: "string" } },
        inStock: { type: "boolean" },
      },
      required: ["name", "price", "tags", "inStock"],
      additionalProperties: false,
    },
  },
  {
    name: "invoice",
    text: [
      "<think>The customer wants the March invoice.</think>",
      "```json",
      "{",
      '  "number": "INV-2031",',
      '  "currency": "eur",',
      '  "lines": [',
      '    {"description": "Hosting", "quantity": "2", "unitPrice": 9.5},',
      '    {"description": "Support", "quantity": 1, "unitPrice": 40},',
      "  ],",
      '  "total": 59 // VAT included',
      "}",
      "```",
    ].join("\n"),
    schema: {
      type: "object",
      properties: {
        number: { type: "string" },
        currency: { enum: ["EUR", "USD", "GBP"] },
        lines: {
          type: "array",
          items: {
            type: "object",
            properties: { description: { type: "string" }, quantity: { type: "integer", minimum: 1 }, unitPrice: { type: "number" } },
            required: ["description", "quantity", "unitPrice"],
          },
        },
        total: { type: "number" },
      },
      required: ["number", "currency", "lines", "total"],
    },
  },
  {
    name: "a toolset",
    text: "Thought: the form is filled in, I should submit it.\nAction: Click\nAction Input: {'element': '#submit'}",
    schema: [
      { type: "function", function: { name: "click", description: "Click an element", parameters: click } },
      typeText,
    ],
  },
  {
    name: "open-model tool markup (Qwen3)",
    text: [
      "<think>The form needs the name before it can be saved.</think>",
      "I'll fill in the name first.",
      "<tool_call>",
      "<function=type_text>",
      "<parameter=selector>",
      "#name",
      "</parameter>",
      "<parameter=text>",
      "Ada Lovelace",
      "</parameter>",
      "</function>",
      "</tool_call>",
    ].join("\n"),
    schema: [{ type: "function", function: { name: "click", description: "Click an element", parameters: click } }, typeText],
  },
  {
    name: "zod schema",
    text: "Sure! {name: 'Desk lamp', price: '24.90', tags: 'lighting', inStock: True}",
    schema: [
      'import * as z from "zod";',
      "",
      "const Product = z.object({",
      "  name: z.string().min(1),",
      "  price: z.number().positive(),",
      "  tags: z.array(z.string()),",
      '  inStock: z.boolean().meta({ aliases: ["in_stock"] }),',
      "});",
    ].join("\n"),
  },
  {
    name: "truncated answer",
    text: 'Here you go: {"name": "Desk lamp", "tags": ["lighting", "desk", ',
    schema: {
      type: "object",
      properties: { name: { type: "string" }, tags: { type: "array", items: { type: "string" } } },
      required: ["name", "tags"],
    },
    options: { allowTruncated: true },
  },
  {
    name: "streamed answer",
    text: [
      "Let me look that up.",
      "```json",
      "{",
      '  "number": "INV-2032",',
      '  "currency": "usd",',
      '  "lines": [',
      '    {"description": "Hosting", "quantity": 3, "unitPrice": 9.5},',
      '    {"description": "Domain", "quantity": 1, "unitPrice": 12},',
      '    {"description": "Support", "quantity": 2, "unitPrice": 40},',
      "  ],",
      '  "total": 120.5',
      "}",
      "```",
    ].join("\n"),
    schema: {
      type: "object",
      properties: {
        number: { type: "string" },
        currency: { enum: ["EUR", "USD", "GBP"] },
        lines: {
          type: "array",
          items: {
            type: "object",
            properties: { description: { type: "string" }, quantity: { type: "integer" }, unitPrice: { type: "number" } },
            required: ["description", "quantity", "unitPrice"],
          },
        },
        total: { type: "number" },
      },
      required: ["number", "currency", "lines", "total"],
    },
    stream: true,
  },
];
