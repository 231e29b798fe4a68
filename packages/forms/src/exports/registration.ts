export { RegistrationSuccess } from '../registration/RegistrationSuccess.tsx';
export type { RegistrationSuccessProps } from '../registration/RegistrationSuccess.tsx';
export { registrationMessages } from '../registration/messages.ts';
