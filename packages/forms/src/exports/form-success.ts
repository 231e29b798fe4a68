/**
 * `@partner-portal/forms/form-success`: the /success page of the link-reached forms
 * (operations §2 'Public routes used here').
 * @packageDocumentation
 */
export { FormSubmitted } from '../form-success/FormSubmitted.tsx';
export type { FormSubmittedProps } from '../form-success/FormSubmitted.tsx';
export { formSuccessMessages } from '../form-success/messages.ts';
export type { FormSuccessMessages } from '../form-success/messages.ts';
