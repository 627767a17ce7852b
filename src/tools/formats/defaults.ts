import type { CallFormat } from "./call-format.js";
import { anthropic } from "./anthropic.js";
import { cohere } from "./cohere.js";
import { deepseek } from "./deepseek.js";
import { gemma } from "./gemma.js";
import { generic } from "./generic.js";
import { glm } from "./glm.js";
import { granite } from "./granite.js";
import { harmony } from "./harmony.js";
import { hermes } from "./hermes.js";
import { kimi } from "./kimi.js";
import { langchain } from "./langchain.js";
import { lfm2 } from "./lfm2.js";
import { llama } from "./llama.js";
import { mistral } from "./mistral.js";
import { morphXml } from "./morph-xml.js";
import { nameJson } from "./name-json.js";
import { openai } from "./openai.js";
import { pythonic } from "./pythonic.js";
import { qwenXml } from "./qwen-xml.js";
import { reactCalls } from "./react.js";
import { xmlInvoke } from "./xml-invoke.js";
import { yamlLines } from "./yaml-lines.js";

/**
 * The call formats a toolset reads by default. Markup formats run first, in this order, each keeping the
 * calls that do not overlap an earlier format's: the ones with special tokens, then the `<tool_call>` XML
 * dialects, then the weak-marker ones (pythonic lists and name lines, which read declared tools only). The
 * client formats (JSON values and ReAct) read the text together, only when no markup call was found.
 */
export const defaultFormats: readonly CallFormat[] = /* @__PURE__ */ Object.freeze([
  harmony,
  kimi,
  deepseek,
  xmlInvoke,
  qwenXml,
  glm,
  mistral,
  llama,
  gemma,
  lfm2,
  cohere,
  granite,
  pythonic,
  nameJson,
  yamlLines,
  morphXml,
  hermes,
  openai,
  anthropic,
  langchain,
  reactCalls,
  generic,
]);
