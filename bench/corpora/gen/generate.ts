import { validates, type JsonSchema } from "../../../src/fuzz/index.js";
import { Collector, type CorpusCase } from "./case.js";
import * as syntax from "./categories-syntax.js";
import * as text from "./categories-text.js";
import * as value from "./categories-value.js";
import * as readings from "./categories-readings.js";
import * as shapes from "./categories-shapes.js";
import * as breadth from "./categories-breadth.js";

/** Builds every case, category by category (each category has its own seed, so they change independently). */
export function generateCorpus(): CorpusCase[] {
  const col = new Collector();
  syntax.clean(col);
  syntax.fencedCategory(col);
  syntax.prose(col);
  text.severalBlocks(col);
  syntax.reasoning(col);
  syntax.singleQuotes(col);
  syntax.trailingCommas(col);
  syntax.comments(col);
  syntax.pythonLiterals(col);
  syntax.unquotedKeys(col);
  syntax.smartQuotes(col);
  text.truncated(col);
  value.jsonInString(col);
  value.keyAliases(col);
  value.bareValue(col);
  value.wrapped(col);
  value.wrongScalar(col);
  value.singleForList(col);
  value.enumCasing(col);
  value.extraKeys(col);
  value.nullOptional(col);
  text.react(col);
  text.toolCalls(col);
  text.refusals(col);
  syntax.schemaless(col);
  text.mixed(col);
  readings.scalarAnswers(col);
  readings.numberNotation(col);
  readings.severalValues(col);
  readings.pythonStrings(col);
  readings.unclosedStrings(col);
  readings.quoteDamage(col);
  readings.oddStarts(col);
  readings.localDamage(col);
  readings.generatedReadings(col);
  shapes.pythonCollections(col);
  shapes.unquotedWords(col);
  shapes.leadIns(col);
  shapes.encodedValues(col);
  shapes.fencedLists(col);
  shapes.unquotedLines(col);
  shapes.leadingComments(col);
  shapes.strayCommas(col);
  breadth.backtickStrings(col);
  breadth.scalarLists(col);
  breadth.quotedMentions(col);
  breadth.htmlComments(col);
  breadth.fragmentsOfSeveral(col);
  breadth.unclosedStringGuards(col);
  check(col.cases);
  return col.cases;
}

/** Fails loudly on a case that breaks the corpus contract, before anything is written. */
function check(cases: readonly CorpusCase[]): void {
  const ids = new Set<string>();
  for (const c of cases) {
    if (ids.has(c.id)) throw new Error(`duplicate id ${c.id}`);
    ids.add(c.id);
    if ("expected" in c && c.schema !== null && !validates(c.schema as JsonSchema, c.expected)) {
      throw new Error(`${c.id}: expected does not validate against its schema: ${JSON.stringify(c.expected)}`);
    }
  }
}

/** The corpus as JSONL text, one case a line. */
export function corpusText(cases: readonly CorpusCase[]): string {
  return cases.map((c) => JSON.stringify(c)).join("\n") + "\n";
}
