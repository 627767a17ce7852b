/** A bundled example: what a model wrote, and the schema (or tool definitions) it was asked for. */
export interface Example {
  readonly name: string;
  readonly text: string;
  readonly schema: unknown;
}

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
      {
        type: "function",
        function: {
          name: "type_text",
          description: "Type text into an element",
          parameters: { type: "object", properties: { selector: { type: "string" }, text: { type: "string" } }, required: ["selector", "text"] },
        },
      },
    ],
  },
];
