// Texts with two calls in each call format the stream follows: the streaming tests and the openers' tests share them.
import { toolset } from "../toolset.js";

export const weather = {
  type: "object",
  properties: { city: { type: "string" }, days: { type: "integer" } },
  required: ["city"],
  additionalProperties: false,
} as const;
export const time = { type: "object", properties: { tz: { type: "string" } }, required: ["tz"], additionalProperties: false } as const;
export const tools = toolset({ get_weather: weather, get_time: time });

/** Texts with two calls (get_weather Paris 3 days, get_time CET), in the formats the stream follows. */
export const streamed: readonly { readonly format: string; readonly text: string }[] = [
  { format: "hermes", text: 'Checking.\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}\n</tool_call>\n<tool_call>\n{"name": "get_time", "arguments": {"tz": "CET"}}\n</tool_call>' },
  { format: "qwen-xml", text: "<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n<parameter=days>\n3\n</parameter>\n</function>\n</tool_call>\n<tool_call>\n<function=get_time>\n<parameter=tz>\nCET\n</parameter>\n</function>\n</tool_call>" },
  { format: "glm", text: "<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Paris</arg_value>\n<arg_key>days</arg_key>\n<arg_value>3</arg_value>\n</tool_call><tool_call>get_time<arg_key>tz</arg_key><arg_value>CET</arg_value></tool_call>" },
  { format: "mistral", text: '[TOOL_CALLS]get_weather[ARGS]{"city": "Paris", "days": 3}[TOOL_CALLS]get_time[ARGS]{"tz": "CET"}' },
  { format: "mistral", text: '[TOOL_CALLS] [{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}, {"name": "get_time", "arguments": {"tz": "CET"}}]' },
  { format: "llama", text: '<|python_tag|>{"name": "get_weather", "parameters": {"city": "Paris", "days": 3}}<|python_tag|>{"name": "get_time", "parameters": {"tz": "CET"}}' },
  { format: "deepseek", text: '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n{"city": "Paris", "days": 3}\n```<｜tool▁call▁end｜><｜tool▁call▁begin｜>get_time<｜tool▁sep｜>{"tz": "CET"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>' },
  { format: "kimi", text: '<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{"city": "Paris", "days": 3}<|tool_call_end|><|tool_call_begin|>functions.get_time:1<|tool_call_argument_begin|>{"tz": "CET"}<|tool_call_end|><|tool_calls_section_end|>' },
  { format: "harmony", text: '<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>{"city": "Paris", "days": 3}<|call|><|start|>assistant<|channel|>commentary to=functions.get_time <|constrain|>json<|message|>{"tz": "CET"}<|call|>' },
  { format: "granite", text: '<|tool_call|>[{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}, {"name": "get_time", "arguments": {"tz": "CET"}}]' },
  { format: "xml-invoke", text: '<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="city">Paris</parameter>\n<parameter name="days">3</parameter>\n</invoke>\n<invoke name="get_time">\n<parameter name="tz">CET</parameter>\n</invoke>\n</minimax:tool_call>' },
  { format: "xml-invoke", text: '<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="city" string="true">Paris</｜DSML｜parameter>\n<｜DSML｜parameter name="days" string="false">3</｜DSML｜parameter>\n</｜DSML｜invoke>\n<｜DSML｜invoke name="get_time">\n<｜DSML｜parameter name="tz" string="true">CET</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>' },
  { format: "generic", text: '[{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}, {"name": "get_time", "arguments": {"tz": "CET"}}]' },
  { format: "generic", text: '  {"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}\n{"name": "get_time", "arguments": {"tz": "CET"}}' },
  { format: "pythonic", text: '[get_weather(city="Paris", days=3), get_time(tz="CET")]' },
  { format: "pythonic", text: 'Let me check.\n<function_calls>get_weather(city="Paris", days=3)\nget_time(tz="CET")</function_calls>' },
  { format: "lfm2", text: '<|tool_call_start|>[get_weather(city="Paris", days=3), get_time(tz="CET")]<|tool_call_end|>Checking.' },
  { format: "lfm2", text: '<|tool_call_start|>[{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}, {"name": "get_time", "arguments": {"tz": "CET"}}]<|tool_call_end|>' },
  { format: "gemma", text: "<start_function_call>call:get_weather{city:<escape>Paris<escape>,days:3}<end_function_call><start_function_call>call:get_time{tz:<escape>CET<escape>}<end_function_call>" },
  { format: "gemma", text: '<|tool_call>call:get_weather{city:<|"|>Paris<|"|>,days:3}<tool_call|><|tool_call>call:get_time{tz:<|"|>CET, {x}<|"|>}<tool_call|>' },
  { format: "cohere", text: 'Plan: weather, then time.\nAction: ```json\n[{"tool_name": "get_weather", "parameters": {"city": "Paris", "days": 3}}, {"tool_name": "get_time", "parameters": {"tz": "CET"}}]\n```' },
  { format: "name-json", text: 'get_weather\n{"city": "Paris", "days": 3}\nget_time\n{"tz": "CET"}' },
  { format: "pythonic", text: 'I will look both up.\n[get_weather(city="Paris", days=3), get_time(tz="CET")]' },
  { format: "yaml-lines", text: "Sure.\n<get_weather>\ncity: Paris\ndays: 3\n</get_weather>\n<get_time>\ntz: CET\n</get_time>" },
  { format: "morph-xml", text: "Sure.\n<get_weather>\n<city>Paris</city>\n<days>3</days>\n</get_weather>\n<get_time>\n<tz>CET</tz>\n</get_time>" },
  { format: "openai", text: '{"role": "assistant", "content": null, "tool_calls": [{"id": "call_1", "type": "function", "function": {"name": "get_weather", "arguments": "{\\"city\\": \\"Paris\\", \\"days\\": 3}"}}, {"id": "call_2", "type": "function", "function": {"name": "get_time", "arguments": "{\\"tz\\": \\"CET\\"}"}}]}' },
  { format: "openai", text: '{"choices": [{"index": 0, "message": {"role": "assistant", "tool_calls": [{"id": "call_1", "type": "function", "function": {"name": "get_weather", "arguments": "{\\"city\\":\\"Paris\\",\\"days\\":3}"}}, {"id": "call_2", "type": "function", "function": {"name": "get_time", "arguments": "{\\"tz\\":\\"CET\\"}"}}]}}]}' },
  { format: "anthropic", text: '[{"type": "text", "text": "Checking."}, {"type": "tool_use", "id": "toolu_1", "name": "get_weather", "input": {"city": "Paris", "days": 3}}, {"type": "tool_use", "id": "toolu_2", "name": "get_time", "input": {"tz": "CET"}}]' },
  { format: "anthropic", text: '{"role": "assistant", "content": [{"type": "tool_use", "id": "toolu_1", "name": "get_weather", "input": {"city": "Paris", "days": 3}}, {"type": "tool_use", "id": "toolu_2", "name": "get_time", "input": {"tz": "CET"}}]}' },
  { format: "langchain", text: 'First the weather:\n```json\n{"action": "get_weather", "action_input": {"city": "Paris", "days": 3}}\n```\nThen the time:\n```json\n{"action": "get_time", "action_input": {"tz": "CET"}}\n```' },
  // Forms the format pieces' openers brought to streaming (issue 28).
  { format: "deepseek", text: '<|tool_calls_begin|><|tool_call_begin|>function<|tool_sep|>get_weather\n```json\n{"city": "Paris", "days": 3}\n```<|tool_call_end|><|tool_call_begin|>get_time<|tool_sep|>{"tz": "CET"}<|tool_call_end|><|tool_calls_end|>' },
  { format: "deepseek", text: '<｜tool▁calls▁begin｜><|tool_call_begin|>get_weather<｜tool▁sep｜>{"city": "Paris", "days": 3}<｜tool▁call▁end｜><｜tool_call_begin|>get_time<|tool▁sep|>{"tz": "CET"}<|tool_call_end|><｜tool▁calls▁end｜>' },
  { format: "xml-invoke", text: '<ns:function_calls>\n<ns:invoke name="get_weather">\n<ns:parameter name="city">Paris</ns:parameter>\n<ns:parameter name="days">3</ns:parameter>\n</ns:invoke>\n<ns:invoke name="get_time">\n<ns:parameter name="tz">CET</ns:parameter>\n</ns:invoke>\n</ns:function_calls>' },
  { format: "xml-invoke", text: '<|DSML|function_calls>\n<|DSML|invoke name="get_weather">\n<|DSML|parameter name="city" string="true">Paris</|DSML|parameter>\n<|DSML|parameter name="days" string="false">3</|DSML|parameter>\n</|DSML|invoke>\n<|DSML|invoke name="get_time">\n<|DSML|parameter name="tz" string="true">CET</|DSML|parameter>\n</|DSML|invoke>\n</|DSML|function_calls>' },
  { format: "glm", text: '<tool_call>get_weather\n{"city": "Paris", "days": 3}</tool_call>\n<tool_call>get_time\n{"tz": "CET"}</tool_call>' },
  { format: "granite", text: 'Calling.\n<tool_calls>[{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}, {"name": "get_time", "arguments": {"tz": "CET"}}]</tool_calls>' },
  { format: "granite", text: 'functools[{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}, {"name": "get_time", "arguments": {"tz": "CET"}}]' },
  { format: "cohere", text: '<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "get_weather", "parameters": {"city": "Paris", "days": 3}}, {"tool_call_id": "1", "tool_name": "get_time", "parameters": {"tz": "CET"}}]<|END_ACTION|>' },
  { format: "generic", text: 'I will call both: {"name": "get_weather", "arguments": {"city": "Paris", "days": 3}} and {"name": "get_time", "arguments": {"tz": "CET"}}' },
];
