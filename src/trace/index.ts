export { describeStep, describeSteps, describeTrace } from "./describe-step.js";
