// salvage/yaml: the opt-in YAML reader, in its own entry point so the core never imports the `yaml` package.
export { yaml, type YamlOptions } from "./yaml.js";
export {
  yamlCommentValueMessage,
  yamlComplexKeyMessage,
  yamlEmptyMessage,
  yamlInvalidMessage,
  yamlNotJsonMessage,
  yamlPlainTextMessage,
  yamlReadMessage,
  yamlSeveralDocumentsMessage,
  yamlTooDeepMessage,
  yamlTooLargeMessage,
  yamlTooManyAliasesMessage,
} from "./messages.js";
export { yamlXml } from "./yaml-xml.js";
