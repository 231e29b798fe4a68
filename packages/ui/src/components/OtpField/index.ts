export { OtpField } from './OtpField';
export type { OtpFieldProps } from './OtpField';
export { useResendCountdown } from './useResendCountdown';
export type { ResendCountdown, ResendCountdownOptions } from './useResendCountdown';
