export { Dialog } from './Dialog';
export type { DialogProps, DialogRenderProps, DialogSize } from './Dialog';
