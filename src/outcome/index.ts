export { SalvageError, unwrap } from "./error.js";
export { failure, success } from "./make.js";
export type { Candidate, CandidateKind, CandidateSource, Failure, FailureCode, Issue, Likelihood, Outcome, Path, PieceKind, RepairKind, Stage, Step } from "./types.js";
export { isJsonData, notAPieceMessage, notJsonDataMessage, pieceName, pieceThrewMessage } from "./pieces.js";
