export { PublicFormFrame } from './PublicFormFrame.tsx';
export type { PublicFormFrameProps } from './PublicFormFrame.tsx';
