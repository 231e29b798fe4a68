/**
 * `@partner-portal/forms/vendor-interactions`: the partner interactions: columns and row, channel
 * labels and texts (operations §2 interactions, all-interactions).
 * @packageDocumentation
 */
export { interactionColumns } from '../vendor-interactions/InteractionList/columns.tsx';
export type { InteractionListRow } from '../vendor-interactions/InteractionList/columns.tsx';
export { channelLabels, labelOf, optionsOf } from '../operations-shared/labels.ts';
export { vendorInteractionMessages } from '../vendor-interactions/messages.ts';
export type { VendorInteractionMessages } from '../vendor-interactions/messages.ts';
export { InteractionList } from '../vendor-interactions/InteractionList/InteractionList.tsx';
export type { InteractionListProps } from '../vendor-interactions/InteractionList/InteractionList.tsx';
