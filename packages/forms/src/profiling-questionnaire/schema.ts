import * as yup from 'yup';

/** Messages of {@link profilingIntroSchema}, already translated (operations §5). */
export interface ProfilingIntroMessages {
  /** 'Full name is required'. */
  fullName: string;
  /** 'Phone number is required'. */
  phone: string;
  /** 'Please enter a valid phone number'. */
  phoneInvalid: string;
}

/** An optional plus, then 10 or more digits, spaces, dashes or parentheses (operations §5). */
export const PROFILING_PHONE_PATTERN = /^\+?(?=(?:\D*\d){10})[\d\s\-()]+$/;

/** Yup schema of the profiling intro for new users. Spec: operations §5 'Profiling intro (new users)'. */
export function profilingIntroSchema(messages: ProfilingIntroMessages) {
  return yup.object({
    fullName: yup.string().trim().required(messages.fullName),
    phone: yup
      .string()
      .trim()
      .required(messages.phone)
      .matches(PROFILING_PHONE_PATTERN, messages.phoneInvalid),
  });
}

/** Values of the profiling intro. */
export type ProfilingIntroValues = yup.InferType<ReturnType<typeof profilingIntroSchema>>;

/** Empty intro values. */
export const profilingIntroInitialValues: ProfilingIntroValues = { fullName: '', phone: '' };
