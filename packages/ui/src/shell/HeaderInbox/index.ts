export { HeaderInbox } from './HeaderInbox';
export type { HeaderInboxProps, InboxItem, InboxKind } from './HeaderInbox';
