export { Steps } from './Steps';
export type { StepDefinition, StepsProps } from './Steps';
