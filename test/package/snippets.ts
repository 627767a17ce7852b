// The README's snippets (and docs/clients.md's LangChain one) as a user's project writes them, type-checked by
// test/package.test.ts against the packed tarball under --strict: ESM and CommonJS with nodenext, and node10.
// It imports `salvage` as a user does, so the root tsconfig leaves it out: before a build there is no dist/ to resolve.
// What the snippets leave to the reader (a render function, a stream of chunks, a tool) is declared.
import { salvage, generate, type DeepPartial } from "salvage";
import { salvageOutput } from "salvage/ai-sdk";
import { salvageTool } from "salvage/langchain";
import { withJsonSchema } from "salvage/zod";
import * as z from "zod";

declare const render: (value: DeepPartial<{ selector: string }> | undefined) => void;
declare const chunks: AsyncIterable<string>;
declare const toolCall: { name: string; args: Record<string, unknown>; id: string; type: "tool_call" };
declare const langchainTool: { name: string; description: string; schema: unknown; invoke(input: never): Promise<unknown> };

const Click = z.object({ selector: z.string().meta({ aliases: ["element"] }) });
const click = salvage(Click);
const outcome = click("Sure! Here it is:\n```json\n{'element': '#btn',}\n```\nLet me know");
if (outcome.ok) {
  const selector: string = outcome.value.selector;
  void selector;
} else {
  const code: string = outcome.error.code;
  void code;
}

export async function run(): Promise<void> {
  const result = await generate({ schema: Click, prompt: "Which CSS selector clicks the OK button?", call: async () => '{"selector": "#ok"}' });
  console.log(result.ok ? result.value.selector : `${result.error.code}: ${result.error.message}`);
  const stream = click.stream(chunks);
  for await (const snapshot of stream) render(snapshot.value);
  const final = await stream.result;
  void final;
  const message = await salvageTool(langchainTool).invoke(toolCall);
  const fixed: unknown = message.metadata.salvage.input;
  void fixed;
  void salvageOutput(Click);
  void withJsonSchema(Click);
}
