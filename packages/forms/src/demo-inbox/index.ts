export { DemoInbox } from './DemoInbox.tsx';
export type { DemoInboxMessage, DemoInboxProps } from './DemoInbox.tsx';
export { demoInboxMessages } from './messages.ts';
export type { DemoInboxMessages } from './messages.ts';
