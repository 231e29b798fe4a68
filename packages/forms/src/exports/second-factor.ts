export { SecurityScreen } from '../second-factor/SecurityScreen.tsx';
export type { SecurityScreenProps } from '../second-factor/SecurityScreen.tsx';
export type { SecurityPasskey } from '../second-factor/passkey.ts';
export { SecondFactorStep } from '../second-factor/SecondFactorStep.tsx';
export type { SecondFactorStepProps } from '../second-factor/SecondFactorStep.tsx';
export { TotpEnrolment } from '../second-factor/TotpEnrolment.tsx';
export type { TotpEnrolmentData, TotpEnrolmentProps } from '../second-factor/TotpEnrolment.tsx';
export { secondFactorMessages } from '../second-factor/messages.ts';
export type { SecondFactorMessages } from '../second-factor/messages.ts';
