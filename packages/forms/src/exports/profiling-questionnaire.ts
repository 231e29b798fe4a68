/**
 * `@partner-portal/forms/profiling-questionnaire`: the profiling questionnaire's intro and step
 * screens (operations §2 'Profiling questionnaire', §4, §5, §8, §9). The thank-you is
 * `QuestionnaireThankYou` of `@partner-portal/forms/questionnaire` with `redirectText`.
 * @packageDocumentation
 */
export { ProfilingIntro } from '../profiling-questionnaire/ProfilingIntro.tsx';
export type { ProfilingIntroProps } from '../profiling-questionnaire/ProfilingIntro.tsx';
export { ProfilingQuestionStep } from '../profiling-questionnaire/ProfilingQuestionStep.tsx';
export type { ProfilingQuestionStepProps } from '../profiling-questionnaire/ProfilingQuestionStep.tsx';
export { profilingMessages } from '../profiling-questionnaire/messages.ts';
export type { ProfilingMessages } from '../profiling-questionnaire/messages.ts';
export {
  PROFILING_PHONE_PATTERN,
  profilingIntroInitialValues,
  profilingIntroSchema,
} from '../profiling-questionnaire/schema.ts';
export type { ProfilingIntroMessages, ProfilingIntroValues } from '../profiling-questionnaire/schema.ts';
