/**
 * `@partner-portal/forms/demo-inbox`: the demo inbox screen (e-mails and WhatsApp messages the demo
 * server sent, with their codes and links; issue 16).
 * @packageDocumentation
 */
export { DemoInbox } from '../demo-inbox/DemoInbox.tsx';
export type { DemoInboxMessage, DemoInboxProps } from '../demo-inbox/DemoInbox.tsx';
export { demoInboxMessages } from '../demo-inbox/messages.ts';
export { demoInboxLinkMessages } from '../demo-inbox/linkMessages.ts';
export type { DemoInboxMessages } from '../demo-inbox/messages.ts';
