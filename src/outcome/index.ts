export { SalvageError, unwrap } from "./error.js";
export { failure, success } from "./make.js";
export type { Candidate, CandidateSource, Failure, FailureCode, Issue, Outcome, Path, RepairKind, Stage, Step } from "./types.js";
