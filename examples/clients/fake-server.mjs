// A small local stand-in for the OpenAI chat-completions and Responses APIs and the Anthropic messages API, on 127.0.0.1 and an
// ephemeral port. It answers with scripted (malformed, as models really write them) replies, in order,
// as JSON or as server-sent events when the request asks for `stream: true`. The examples and
// test/clients use it; nothing here reaches beyond loopback.
import { Buffer } from "node:buffer";
import { createServer } from "node:http";
import { clearTimeout, setTimeout } from "node:timers";

/**
 * Starts the server. `script.openai` and `script.anthropic` are lists of replies, taken in order per API:
 *   OpenAI:    { content?, toolCalls?: [{ name, arguments, id? }], finishReason?, refusal?, status?, error?, delayMs? }
 *   Anthropic: { text?, toolUse?: [{ name, input, id? }], stopReason?, status?, error?, delayMs? }
 * `input` / `arguments` given as a string are sent as they are (malformed JSON included).
 * Returns { url, openaiBaseURL, anthropicBaseURL, requests, close() }.
 */
export async function startFakeServer(script = {}) {
  const queues = { openai: [...(script.openai ?? [])], anthropic: [...(script.anthropic ?? [])] };
  const requests = [];
  const timers = new Set();
  const server = createServer((req, res) => {
    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      size += chunk.length;
      // A scripted server needs small requests only: anything bigger is a mistake, refused.
      if (size > 1_000_000) req.destroy();
      else chunks.push(chunk);
    });
    req.on("end", () => {
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        return send(res, 400, { error: { message: "request body is not JSON" } });
      }
      // The Responses API (/v1/responses) takes its replies from the OpenAI list too.
      const responses = req.url === "/v1/responses";
      const api = req.url === "/v1/chat/completions" || responses ? "openai" : req.url === "/v1/messages" ? "anthropic" : undefined;
      if (api === undefined) return send(res, 404, { error: { message: `no route ${req.method} ${req.url}` } });
      requests.push({ api, body, headers: req.headers });
      const reply = queues[api].shift();
      if (reply === undefined) return send(res, 500, { error: { message: `the ${api} script ran out of replies` } });
      const answer = () => {
        if (res.destroyed) return;
        if (reply.status !== undefined) return send(res, reply.status, { error: { type: "error", message: reply.error ?? "scripted error" } });
        if (responses) return body.stream ? streamResponse(res, reply, body) : send(res, 200, openaiResponse(reply, body));
        if (api === "openai") return body.stream ? streamOpenAI(res, reply, body) : send(res, 200, openaiCompletion(reply, body));
        return body.stream ? streamAnthropic(res, reply, body) : send(res, 200, anthropicMessage(reply, body));
      };
      // A delayed reply lets a test abort a call in flight; the timer is dropped when the server closes.
      if (reply.delayMs === undefined) return answer();
      const timer = setTimeout(answer, reply.delayMs);
      timers.add(timer);
      res.on("close", () => clearTimeout(timer));
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address();
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    openaiBaseURL: `${url}/v1`,
    anthropicBaseURL: url,
    requests,
    /** Replies not yet served, per API. */
    remaining: () => ({ openai: queues.openai.length, anthropic: queues.anthropic.length }),
    close: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

function send(res, status, json) {
  const text = JSON.stringify(json);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

function argumentsText(value) {
  return typeof value === "string" ? value : JSON.stringify(value);
}

function openaiCompletion(reply, body) {
  const toolCalls = (reply.toolCalls ?? []).map((call, index) => ({
    id: call.id ?? `call_${index}`,
    type: "function",
    function: { name: call.name, arguments: argumentsText(call.arguments) },
  }));
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: 0,
    model: body.model,
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: reply.content ?? null,
          refusal: reply.refusal ?? null,
          ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
        },
        finish_reason: reply.finishReason ?? (toolCalls.length > 0 ? "tool_calls" : "stop"),
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

/** Cuts text into pieces of at most `size` characters, as a model's tokens arrive. */
function pieces(text, size = 7) {
  const out = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

function streamOpenAI(res, reply, body) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const chunk = (delta, finish = null) => ({
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: 0,
    model: body.model,
    choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
  });
  const write = (json) => res.write(`data: ${JSON.stringify(json)}\n\n`);
  write(chunk({ role: "assistant", content: "" }));
  for (const piece of pieces(reply.content ?? "")) write(chunk({ content: piece }));
  (reply.toolCalls ?? []).forEach((call, index) => {
    // The id and name arrive once, the arguments in pieces, all keyed by the call's index.
    write(chunk({ tool_calls: [{ index, id: call.id ?? `call_${index}`, type: "function", function: { name: call.name, arguments: "" } }] }));
    for (const piece of pieces(argumentsText(call.arguments))) write(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
  });
  const toolCalls = (reply.toolCalls ?? []).length > 0;
  write(chunk({}, reply.finishReason ?? (toolCalls ? "tool_calls" : "stop")));
  res.end("data: [DONE]\n\n");
}

/** The output items of a Responses API answer: one message (text and refusal parts), then one item per call. */
function responseItems(reply) {
  const items = [];
  const content = [];
  if (reply.content !== undefined) content.push({ type: "output_text", text: reply.content, annotations: [] });
  if (reply.refusal !== undefined) content.push({ type: "refusal", refusal: reply.refusal });
  if (content.length > 0) items.push({ type: "message", id: "msg_fake", role: "assistant", status: "completed", content });
  (reply.toolCalls ?? []).forEach((call, index) => {
    items.push({ type: "function_call", id: `fc_${index}`, call_id: call.id ?? `call_${index}`, name: call.name, arguments: argumentsText(call.arguments), status: "completed" });
  });
  return items;
}

function openaiResponse(reply, body, output = responseItems(reply)) {
  const cut = reply.finishReason === "length";
  return {
    id: "resp_fake",
    object: "response",
    created_at: 0,
    model: body.model,
    status: cut ? "incomplete" : "completed",
    incomplete_details: cut ? { reason: "max_output_tokens" } : null,
    error: null,
    output,
    parallel_tool_calls: true,
    tool_choice: "auto",
    tools: [],
    usage: { input_tokens: 1, output_tokens: 1, total_tokens: 2 },
  };
}

function streamResponse(res, reply, body) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  let sequence = 0;
  const write = (type, json) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: sequence++, ...json })}\n\n`);
  write("response.created", { response: { ...openaiResponse(reply, body, []), status: "in_progress", incomplete_details: null } });
  responseItems(reply).forEach((item, outputIndex) => {
    if (item.type === "message") {
      write("response.output_item.added", { output_index: outputIndex, item: { ...item, status: "in_progress", content: [] } });
      item.content.forEach((part, contentIndex) => {
        const at = { item_id: item.id, output_index: outputIndex, content_index: contentIndex };
        write("response.content_part.added", { ...at, part: part.type === "output_text" ? { ...part, text: "" } : { ...part, refusal: "" } });
        const kind = part.type === "output_text" ? "output_text" : "refusal";
        for (const piece of pieces(part.type === "output_text" ? part.text : part.refusal)) write(`response.${kind}.delta`, { ...at, delta: piece });
        write(`response.${kind}.done`, part.type === "output_text" ? { ...at, text: part.text } : { ...at, refusal: part.refusal });
        write("response.content_part.done", { ...at, part });
      });
    } else {
      write("response.output_item.added", { output_index: outputIndex, item: { ...item, arguments: "", status: "in_progress" } });
      for (const piece of pieces(item.arguments)) write("response.function_call_arguments.delta", { item_id: item.id, output_index: outputIndex, delta: piece });
      write("response.function_call_arguments.done", { item_id: item.id, output_index: outputIndex, arguments: item.arguments });
    }
    write("response.output_item.done", { output_index: outputIndex, item });
  });
  const final = openaiResponse(reply, body);
  write(final.status === "incomplete" ? "response.incomplete" : "response.completed", { response: final });
  res.end();
}

function anthropicContent(reply) {
  const content = [];
  if (reply.text !== undefined) content.push({ type: "text", text: reply.text });
  (reply.toolUse ?? []).forEach((use, index) => content.push({ type: "tool_use", id: use.id ?? `toolu_${index}`, name: use.name, input: use.input }));
  return content;
}

function anthropicMessage(reply, body) {
  const content = anthropicContent(reply);
  return {
    id: "msg_fake",
    type: "message",
    role: "assistant",
    model: body.model,
    content,
    stop_reason: reply.stopReason ?? ((reply.toolUse ?? []).length > 0 ? "tool_use" : "end_turn"),
    stop_sequence: null,
    usage: { input_tokens: 1, output_tokens: 1 },
  };
}

function streamAnthropic(res, reply, body) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const write = (type, json) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...json })}\n\n`);
  write("message_start", {
    message: { id: "msg_fake", type: "message", role: "assistant", model: body.model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 1, output_tokens: 0 } },
  });
  anthropicContent(reply).forEach((block, index) => {
    if (block.type === "text") {
      write("content_block_start", { index, content_block: { type: "text", text: "" } });
      for (const piece of pieces(block.text)) write("content_block_delta", { index, delta: { type: "text_delta", text: piece } });
    } else {
      write("content_block_start", { index, content_block: { type: "tool_use", id: block.id, name: block.name, input: {} } });
      for (const piece of pieces(argumentsText(block.input))) write("content_block_delta", { index, delta: { type: "input_json_delta", partial_json: piece } });
    }
    write("content_block_stop", { index });
  });
  const stopReason = reply.stopReason ?? ((reply.toolUse ?? []).length > 0 ? "tool_use" : "end_turn");
  write("message_delta", { delta: { stop_reason: stopReason, stop_sequence: null }, usage: { output_tokens: 1 } });
  write("message_stop", {});
  res.end();
}
