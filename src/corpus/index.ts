export { parseCorpus, readCase, type CorpusCase, type CorpusLineError } from "./corpus-case.js";
export { createCorpusRunner, emptyTally, tallyResult, type CaseResult, type Tally, type Verdict } from "./run-corpus.js";
