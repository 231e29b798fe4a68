import * as yup from 'yup';

/** Messages of {@link questionnaireIntroSchema}, already translated (operations §5). */
export interface QuestionnaireIntroMessages {
  /** 'Please enter your full name'. */
  fullName: string;
  /** 'Please enter your phone number'. */
  phone: string;
  /** 'Please enter a valid 10-digit phone number'. */
  phoneInvalid: string;
}

/** Maximum length of the onboarding phone input (operations §5). */
export const QUESTIONNAIRE_PHONE_MAX_LENGTH = 10;

/**
 * Yup schema of the interactive questionnaire's onboarding welcome: full name required, phone
 * exactly 10 digits. Spec: operations §5 'Interactive questionnaire intro (onboarding)'.
 */
export function questionnaireIntroSchema(messages: QuestionnaireIntroMessages) {
  return yup.object({
    fullName: yup.string().trim().required(messages.fullName),
    phone: yup
      .string()
      .trim()
      .required(messages.phone)
      .matches(/^\d{10}$/, messages.phoneInvalid),
  });
}

/** Values of the onboarding welcome. */
export type QuestionnaireIntroValues = yup.InferType<ReturnType<typeof questionnaireIntroSchema>>;

/** Empty welcome values. */
export const questionnaireIntroInitialValues: QuestionnaireIntroValues = { fullName: '', phone: '' };
