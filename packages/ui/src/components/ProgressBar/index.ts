export { ProgressBar } from './ProgressBar';
export type { ProgressBarProps, ProgressBarTone } from './ProgressBar';
