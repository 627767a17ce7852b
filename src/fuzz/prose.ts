/**
 * Sentences models put around an answer. The `plain` pools hold no quotes, apostrophes, digits, brackets or
 * words that read as JSON literals, so they can surround a bare string or number without making it ambiguous;
 * the `rich` pools sound more like real chat (apostrophes, quoted words) and surround only objects and lists.
 */
export const prose = {
  beforePlain: [
    "Here is the result:",
    "Sure. Here is the JSON you asked for:",
    "Certainly! The answer is below.",
    "Based on the page content, this is my answer:",
    "I have analysed the request. Output:",
    "Result:",
    "Done. Please find the output below.",
    "After looking at the available elements, I will use this:",
  ],
  afterPlain: [
    "Let me know if you need anything else.",
    "I hope this helps!",
    "This should do what you asked.",
    "Feel free to ask for changes.",
    "Please verify it before using it in production.",
  ],
  beforeRich: [
    "Here's the JSON you asked for:",
    "Sure! I'll answer in the \"JSON\" format you asked for:",
    "Okay, here's what I extracted from the page:",
    "I've looked at the page. Here's my answer:",
    "Of course. Based on the user's request, here's the output:",
    "The answer (formatted as JSON, as requested):",
  ],
  afterRich: [
    "Let me know if you'd like me to change anything!",
    "Note: I couldn't verify every field, so please double-check.",
    "Fields marked \"optional\" were left out where the page didn't show them.",
    "I've left out anything that wasn't on the page.",
    "Hope that's what you're looking for :)",
  ],
  thoughts: [
    "I need to act on the page to make progress",
    "The user wants me to continue with the next step",
    "I should use a tool to do this",
    "Looking at the page, this is the right action",
    "I will do what the task asks",
  ],
  reasoning: [
    "The user asked for a structured answer. Let me look at what the schema wants and fill it in carefully.",
    "Okay, so I need to produce JSON. First I check which fields are required. Then I make sure the types match.",
    "Let me think about this step by step. The page shows several elements, and I have to pick the right one.",
    "Hmm, the request is clear enough. I will answer with the object and nothing else.",
    "Wait, I should double check the field names. Yes, they look right. Now I write the answer.",
  ],
} as const;
