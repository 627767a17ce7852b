// A small local stand-in for the OpenAI chat-completions and Anthropic messages APIs, on 127.0.0.1 and an
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
      const api = req.url === "/v1/chat/completions" ? "openai" : req.url === "/v1/messages" ? "anthropic" : undefined;
      if (api === undefined) return send(res, 404, { error: { message: `no route ${req.method} ${req.url}` } });
      requests.push({ api, body, headers: req.headers });
      const reply = queues[api].shift();
      if (reply === undefined) return send(res, 500, { error: { message: `the ${api} script ran out of replies` } });
      const answer = () => {
        if (res.destroyed) return;
        if (reply.status !== undefined) return send(res, reply.status, { error: { type: "error", message: reply.error ?? "scripted error" } });
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
