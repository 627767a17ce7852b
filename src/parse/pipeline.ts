import { answerMark, type AnswerMark } from "./answer-marks.js";
import { lossOf } from "../coerce/engine.js";
import { jsonEqual } from "../coerce/json.js";
import type { Rule } from "../coerce/rule.js";
import { extract } from "../extract/index.js";
import { rank } from "../extract/candidate.js";
import { holdsBrokenStructure } from "../extract/fragments.js";
import { newReadMemo, type ReadMemo } from "../repair/reader.js";
import { failure, success } from "../outcome/make.js";
import type { Candidate, Outcome, Step } from "../outcome/types.js";
import { attemptValue, CandidateAttempt, type Attempt, type ValidateRequest } from "./attempt.js";
import type { CompiledParser } from "./compile.js";
import { isJsonWhitespace, nextSignificant } from "../text/chars.js";
import { membersOf } from "../text/repeated-keys.js";
import { parseJson, readsAsWritten } from "../text/strict-json.js";
import { ambiguousMessage, notAnAnswerMessage, notTextMessage, tooLargeMessage } from "./messages.js";
import { notAnAnswer } from "./not-an-answer.js";
import { readAhead } from "./read-ahead.js";

/** A parse as a generator: it yields each value to validate, so one body serves the sync and async drivers. */
export type Pipeline = Generator<ValidateRequest, Outcome<unknown>, Outcome<unknown>>;

/** What the caller of {@link parseText} already knows; none of it changes the outcome, only what it costs. */
export interface Given {
  /** `JSON.parse(text)`, when the caller has it (a streamer that read the text as strict JSON). */
  readonly parsed?: { readonly value: unknown } | undefined;
  /** The validation of `parsed.value`, when the caller has that too. */
  readonly validated?: Outcome<unknown> | undefined;
}

/**
 * Text in, outcome out: the fast path for valid JSON, else every candidate through repair, coerce, validate. The
 * one lane of every parse: `parse`, `parseAsync` and the streamers drive this generator (see `runSync`, `runAsync`).
 */
export function* parseText(text: unknown, parser: CompiledParser, given?: Given): Pipeline {
  if (typeof text !== "string" || text.length > parser.maxSize) return refusal(text, parser);
  // What this parse learns (a text JSON.parse rejected, candidates' pre-scans) travels with it, to every reader.
  const memo = newReadMemo();
  const whole: WholeJson | undefined = given?.parsed ?? (parser.fastPath ? wholeJson(text, memo, parser) : undefined);
  if (whole !== undefined) {
    const validation = given?.validated ?? (yield { value: whole.value, candidate: 0 });
    const fast = asWritten(text.length, whole.value, validation, parser, whole.needed);
    if (fast !== undefined) return withText(fast, text);
    const step = wholeStep(text.length);
    const candidate: Candidate = { text, start: 0, end: text.length, source: "whole" };
    const attempt = yield* attemptValue(whole.value, 0, parser, [step], 0, candidate, validation);
    return withText(answerOnly(attempt.outcome, parser, attempt.written), text);
  }
  // The first value read once, for extraction (its span) and the readers (its reading) alike.
  const spans = readAhead(text, memo);
  const extracted = extract(text, { extractors: parser.extractors, maxCandidates: parser.maxCandidates, scalarWanted: parser.scalarWanted, arrayWanted: parser.arrayWanted, wordsWanted: parser.wordsWanted, spans });
  if (!extracted.ok) return withText(extracted, text);
  const attempts: Attempt[] = [];
  for (let index = 0; index < extracted.value.length; index++) {
    // Driven here, so a validation resumes this generator alone (see CandidateAttempt).
    const attempt = new CandidateAttempt(extracted.value[index] as Candidate, index, parser, text, memo);
    let next = attempt.start();
    while (!("outcome" in next)) next = attempt.resume(yield next);
    attempts.push(next);
  }
  return settle(attempts, extracted.steps, parser, text);
}

/** The failure for a text that cannot be parsed at all: not a string, or longer than `maxSize`. */
function refusal(text: unknown, parser: CompiledParser): Outcome<unknown> {
  if (typeof text !== "string") return failure({ code: "no-json-found", stage: "extract", message: notTextMessage(text) });
  return failure({ code: "too-large", stage: "extract", message: tooLargeMessage(text.length, parser.maxSize), text });
}

/** The outcome of the candidates' attempts: the one attempt's own, else the selected one; extraction's skips first. */
function settle(attempts: readonly Attempt[], skips: readonly Step[], parser: CompiledParser, text: string): Outcome<unknown> {
  if (attempts.length === 1) {
    // One candidate (the commonest case): `select` over one attempt returns its outcome as it is.
    const only = attempts[0] as Attempt;
    if (plainTextBesideJson(only, attempts)) {
      return withText(withSkips(failure({ code: "schema-mismatch", stage: "select", message: plainTextBesideJsonMessage, text }, only.outcome.steps), skips), text);
    }
    return withText(withSkips(answerOnly(only.outcome, parser, only.written), skips), text);
  }
  const answers = attempts.map((attempt) => ({ ...attempt, outcome: answerOnly(attempt.outcome, parser, attempt.written) }));
  return withText(withSkips(select(answers, text, parser.rules), skips), text);
}

/**
 * The fast path's outcome for a whole text of `length` characters read as `value` (by {@link parseText}, or by a
 * streamer that read it as strict JSON): valid JSON that validates as it is costs JSON.parse + validate, and little
 * more. An answer, or the failure that says it is none (a failure's text is for the caller to attach). `undefined`
 * when the value did not validate, or may hide a misnamed key: the rules then get their turn.
 */
export function asWritten(length: number, value: unknown, validated: Outcome<unknown>, parser: CompiledParser, needed?: boolean): Outcome<unknown> | undefined {
  if (!validated.ok || validNeedsRules(value, parser, needed)) return undefined;
  return answerOnly(success(validated.value, [wholeStep(length), ...validated.steps]), parser, value);
}

/**
 * Whether a rule declares that this valid value still needs it (see `Rule.fixesValid`); `counted` is the first test's
 * answer when the walk that counted the value's members gave it (see `CompiledParser.countWritten`).
 */
function validNeedsRules(value: unknown, parser: CompiledParser, counted?: boolean): boolean {
  if (counted === true) return true;
  const checks = parser.validChecks;
  for (let i = counted === undefined ? 0 : 1; i < checks.length; i++) if ((checks[i] as (typeof checks)[number])(value, parser.guide, parser.maxDepth)) return true;
  return false;
}

function wholeStep(length: number): Step {
  return { stage: "extract", candidate: 0, source: "whole", start: 0, end: length };
}

/** An already-parsed value (tool-call arguments, say) through coercion and validation. */
export function* parseValue(value: unknown, parser: CompiledParser): Pipeline {
  const attempt = yield* attemptValue(value, 0, parser);
  return attempt.outcome;
}

type WholeJson = { readonly value: unknown; readonly needed?: boolean | undefined };

/**
 * The parsed value when the whole text is one JSON object or array, else `undefined`; with whether the first of the
 * rules' `fixesValid` tests holds, when the walk that counted the value's members answered it too.
 */
function wholeJson(text: string, memo: ReadMemo, parser: CompiledParser): WholeJson | undefined {
  const first = nextSignificant(text, 0);
  if (first !== 0x7b && first !== 0x5b) return undefined;
  // Malformed text mostly shows it in its first characters (`{'a'`, `{a:`): no exception for it. Kept short,
  // since valid text pays for it too.
  const parsed = parseJson(text, 64, memo);
  if (parsed === undefined) return undefined;
  const counted = parser.countWritten?.(parsed.value);
  if (!readsAsWritten(text, parsed.value, counted === undefined ? membersOf(parsed.value, true) : counted.members, memo)) return undefined;
  return counted === undefined ? parsed : { value: parsed.value, needed: counted.needed };
}

/**
 * A validated value that is no answer (every string a placeholder such as `"<string>"`, or the schema
 * written back) becomes a failure: a format example or an echo before the real answer must not win.
 * `written` is the value as read from the text, before coercion and validation, where an echo the validator
 * stripped is still seen.
 */
function answerOnly(outcome: Outcome<unknown>, parser: CompiledParser, written: unknown): Outcome<unknown> {
  if (!outcome.ok) return outcome;
  const why = notAnAnswer(outcome.value, parser.jsonSchema, written);
  if (why === undefined) return outcome;
  return failure({ code: "no-json-found", stage: "select", message: notAnAnswerMessage(why), value: outcome.value }, outcome.steps);
}

/** Orders two readings that validated: what they keep (fewer lossy fixes), then likelihood, then cost. */
function compareReadings(a: Attempt, b: Attempt, rules: readonly Rule[]): number {
  return lossOf(a.outcome.steps, rules) - lossOf(b.outcome.steps, rules) || rank(a.candidate) - rank(b.candidate) || a.cost - b.cost;
}

/**
 * The winner among candidates that validated: the one that keeps most of what the model wrote (a value
 * valid as written beats one valid only after dropping keys), then the likeliest tier, then the cheapest
 * fixes. Others that validated to a different value are recorded as ambiguity; a tie on all three is a
 * failure (`ambiguous`), since picking one would be a guess. With no winner, the most telling failure.
 */
export function select(given: readonly Attempt[], text: string, rules: readonly Rule[]): Outcome<unknown> {
  const attempts = markedByText(given, text);
  let best: Attempt | undefined;
  for (const attempt of attempts) {
    if (!attempt.outcome.ok) continue;
    if (best === undefined || compareReadings(attempt, best, rules) < 0) best = attempt;
  }
  if (best?.outcome.ok && plainTextBesideJson(best, attempts)) {
    return failure({ code: "schema-mismatch", stage: "select", message: plainTextBesideJsonMessage, text }, best.outcome.steps);
  }
  if (best?.outcome.ok) {
    // A likelier candidate that holds several values (`true {"key": 1}`) makes any one of them a guess.
    const several = severalValues(attempts, rank(best.candidate)) ?? cutOffAfter(best, attempts, text);
    if (several !== undefined) return several.outcome;
    const winner = best;
    const value = best.outcome.value;
    const others = attempts.filter(
      (attempt) => attempt !== winner && attempt.outcome.ok && !jsonEqual(attempt.outcome.value, value),
    );
    if (others.length === 0) return best.outcome;
    const ambiguous = others.map((attempt) => ({
      candidate: attempt.index,
      value: attempt.outcome.ok ? attempt.outcome.value : undefined,
      fixes: attempt.cost,
    }));
    const steps = [...best.outcome.steps, { stage: "select" as const, chosen: best.index, ambiguous }];
    // How many repairs each needed is no evidence of what the model meant: readings of candidates apart from each
    // other that keep as much and are as likely are tied whatever their fixes cost, unless the text marked one as
    // the answer (markedByText). A candidate that holds the other (several fences as one list) still wins on cost.
    const tied = others.filter(
      (attempt) =>
        compareReadings(attempt, winner, rules) === 0 ||
        (apart(attempt, winner) && lossOf(attempt.outcome.steps, rules) === lossOf(winner.outcome.steps, rules) && rank(attempt.candidate) === rank(winner.candidate)),
    );
    // A likelier candidate that fits only after coercion, beside one that fits as written (an example's
    // `"false"` in a fence, then the answer `{"value": true}`): which one the model meant is a guess.
    // A candidate inside the winner's text is a piece of it (a JSON string's content), not another answer.
    if (coerced(winner)) tied.push(...others.filter((attempt) => !coerced(attempt) && apart(attempt, winner) && !tied.includes(attempt)));
    if (tied.length > 0) {
      return failure(
        { code: "ambiguous", stage: "select", message: ambiguousMessage(1 + tied.length), value, text },
        steps,
      );
    }
    return success(value, steps);
  }
  return mostTellingFailure(attempts, text);
}

/**
 * The attempts with those the text sets aside left out: where some readings that validated differ, the ones the
 * text marks as the answer (`Answer:`, `Final:`, `Correction:`, `Actually`, `Oops` right before them) when they
 * agree on one value, else all but the ones it marks as examples (`Example:`, `e.g.`, `Before:`, `Don't`).
 * A reading set aside counts as a failure here: it is no answer.
 */
function markedByText(attempts: readonly Attempt[], text: string): readonly Attempt[] {
  const valid = attempts.filter((attempt) => attempt.outcome.ok && attempt.candidate !== undefined);
  if (valid.length < 2) return attempts;
  const first = valid[0]?.outcome;
  if (valid.every((attempt) => attempt.outcome.ok && first?.ok === true && jsonEqual(attempt.outcome.value, first.value))) return attempts;
  const marks = new Map<Attempt, AnswerMark>();
  for (const attempt of valid) {
    const candidate = attempt.candidate as Candidate;
    let after = 0;
    for (const other of attempts) {
      const end = other.candidate?.end;
      if (end !== undefined && end <= candidate.start && end > after) after = end;
    }
    marks.set(attempt, answerMark(text, candidate, after));
  }
  const answers = valid.filter((attempt) => marks.get(attempt) === "answer");
  const value = answers[0]?.outcome;
  let keep: readonly Attempt[] | undefined;
  if (answers.length > 0 && value?.ok === true && answers.every((attempt) => attempt.outcome.ok && jsonEqual(attempt.outcome.value, value.value))) {
    keep = valid.filter((attempt) => attempt.outcome.ok && jsonEqual(attempt.outcome.value, value.value));
  } else if (valid.some((attempt) => marks.get(attempt) === "example") && valid.some((attempt) => marks.get(attempt) !== "example")) {
    keep = valid.filter((attempt) => marks.get(attempt) !== "example");
  }
  if (keep === undefined) return attempts;
  const kept = new Set(keep);
  return attempts.filter((attempt) => !attempt.outcome.ok || attempt.candidate === undefined || kept.has(attempt));
}

/** Whether two readings come from candidates that do not overlap in the text. */
function apart(a: Attempt, b: Attempt): boolean {
  if (a.candidate === undefined || b.candidate === undefined) return false;
  return a.candidate.end <= b.candidate.start || b.candidate.end <= a.candidate.start;
}

/** Whether a reading needed the schema's coercion rules to validate. */
function coerced(attempt: Attempt): boolean {
  return attempt.outcome.steps.some((step) => step.stage === "coerce");
}

/**
 * The whole text read as plain text (a `plain-text` candidate, the `answer` extractor's, for a string schema) where
 * the text also holds a JSON object or list, or a `container` (a fence, a tag, a ReAct answer) that did not fit: the
 * prose around it is no answer.
 */
function plainTextBesideJson(best: Attempt, attempts: readonly Attempt[]): boolean {
  // Only the text taken whole as a string: a number or label read out of the sentence (`Final answer: 1,250`) is not it.
  // (the `plain-text` reader's reading of the whole text, which may be the `whole` candidate: `"Note": see below …`)
  const plain = best.candidate?.kind === "plain-text" || best.outcome.steps.some((step) => step.stage === "repair" && step.reader === "plain-text");
  if (!plain || best.candidate === undefined || !best.outcome.ok || best.outcome.value !== best.candidate.text.trim()) return false;
  const beside = attempts.some((attempt) => {
    const candidate = attempt.candidate;
    if (attempt === best || candidate === undefined) return false;
    return candidate.kind === "container" || /^\s*[[{]/.test(candidate.text);
  });
  // A broken structure in the prose is JSON too, though extraction keeps none of its pieces as a candidate.
  return beside || holdsBrokenStructure(best.candidate.text);
}

const plainTextBesideJsonMessage =
  "The text holds an answer (JSON, a fence, a tag or a ReAct answer) that does not fit the schema, with prose around it: reading the whole text as the string would be a guess.";

/**
 * A candidate likelier than `winnerTier` that holds several values and did not read: refused as `ambiguous`, or
 * a whole text of several values (a `several` candidate, the `sequence` extractor's) whose array did not fit. The winner is then one of those values,
 * and returning it alone (or as a one-item list) would drop the others.
 */
function severalValues(attempts: readonly Attempt[], winnerTier: number): Attempt | undefined {
  return attempts.find(
    (attempt) =>
      !attempt.outcome.ok &&
      (attempt.outcome.error.code === "ambiguous" || attempt.candidate?.kind === "several") &&
      rank(attempt.candidate) < winnerTier,
  );
}

/**
 * A value cut off at the end of the text, after the winner and apart from it (`{"a": 1}\n{"a": 2`): the answer
 * the model was writing last is lost, and the earlier value is not known to be it (an example, a first row).
 */
function cutOffAfter(best: Attempt, attempts: readonly Attempt[], text: string): Attempt | undefined {
  const end = best.candidate?.end;
  if (end === undefined) return undefined;
  return attempts.find((attempt) => (attempt.candidate?.start ?? -1) >= end && cutOffAtEnd(attempt, text));
}

function mostTellingFailure(attempts: readonly Attempt[], text: string): Outcome<unknown> {
  // An answer cut off at the end of the text says "raise the token limit", whatever else failed before it.
  const cut = attempts.find((attempt) => cutOffAtEnd(attempt, text));
  if (cut) return cut.outcome;
  let best: Attempt | undefined;
  for (const attempt of attempts) if (best === undefined || attempt.reached > best.reached) best = attempt;
  return best === undefined
    ? failure({ code: "no-json-found", stage: "extract", message: "No candidate could be read.", text })
    : best.outcome;
}

/** Whether an attempt failed as `truncated` on a candidate that runs to the end of the text (spaces aside). */
function cutOffAtEnd(attempt: Attempt, text: string): boolean {
  return !attempt.outcome.ok && attempt.outcome.error.code === "truncated" && reachesEnd(attempt.candidate, text);
}

function reachesEnd(candidate: Candidate | undefined, text: string): boolean {
  if (candidate === undefined) return false;
  if (candidate.unterminated === true) return true;
  let end = text.length;
  while (end > 0 && isJsonWhitespace(text.charCodeAt(end - 1))) end--;
  return candidate.end >= end;
}

/** Attaches the raw text to a failure, so an error handler sees the input that caused it. */
function withText(outcome: Outcome<unknown>, text: string): Outcome<unknown> {
  if (outcome.ok || outcome.error.text !== undefined) return outcome;
  return { ok: false, error: { ...outcome.error, text }, steps: outcome.steps };
}

/** Puts the extractors' `skip` steps (a piece that threw or returned garbage) first in the trace. */
function withSkips(outcome: Outcome<unknown>, skips: readonly Step[]): Outcome<unknown> {
  if (skips.length === 0) return outcome;
  const steps = [...skips, ...outcome.steps];
  return outcome.ok ? { ok: true, value: outcome.value, steps } : { ok: false, error: outcome.error, steps };
}
