import { defineMessages, type TypedMessageDescriptor } from 'react-intl';
import {
  operationsMessages as shared,
  type OperationsMessages,
  type PlainMessages,
} from '../operations-shared/messages.ts';

const plain = defineMessages({
  spareTracking: { id: 'forms.management.spareTracking', defaultMessage: 'Spare tracking' },
  doaSpares: { id: 'forms.management.doaSpares', defaultMessage: 'Dead on arrival' },
  noSpares: { id: 'forms.management.noSpares', defaultMessage: 'No spares to show' },
  partNumber: { id: 'forms.management.partNumber', defaultMessage: 'Part number' },
  serialNumber: { id: 'forms.management.serialNumber', defaultMessage: 'Serial number' },
  warehouse: { id: 'forms.management.warehouse', defaultMessage: 'Warehouse' },
  docket: { id: 'forms.management.docket', defaultMessage: 'Docket' },
  shippedAt: { id: 'forms.management.shippedAt', defaultMessage: 'Shipped' },
  deliveredAt: { id: 'forms.management.deliveredAt', defaultMessage: 'Delivered' },
  doaReason: { id: 'forms.management.doaReason', defaultMessage: 'DOA reason' },
  track: {
    id: 'forms.management.track',
    defaultMessage: 'Track',
    description: 'Button of a spare row: show its courier tracking (verb)',
  },
  trackEvents: { id: 'forms.management.trackEvents', defaultMessage: 'Tracking events' },
  noTrackEvents: { id: 'forms.management.noTrackEvents', defaultMessage: 'No tracking events yet.' },
  courier: { id: 'forms.management.courier', defaultMessage: 'Courier' },
  returnSpare: {
    id: 'forms.management.returnSpare',
    defaultMessage: 'Return',
    description: 'Button of a spare row: send the spare back to its warehouse (verb)',
  },
  returnSpareIntro: {
    id: 'forms.management.returnSpareIntro',
    defaultMessage: 'The spare goes back to its warehouse. Say why it is returned.',
  },
  returnReason: { id: 'forms.management.returnReason', defaultMessage: 'Reason for the return' },
  recordReturn: { id: 'forms.management.recordReturn', defaultMessage: 'Record return' },
  close: {
    id: 'forms.management.close',
    defaultMessage: 'Close',
    description: 'Button: close the dialog (verb)',
  },
});

const withValues = defineMessages<{
  trackOf: { name: string };
  returnSpareTitle: { name: string };
  trackSpareLabel: { name: string; serialNumber: string };
  returnSpareLabel: { name: string; serialNumber: string };
}>({
  trackOf: { id: 'forms.management.trackOf', defaultMessage: 'Tracking of {name}' },
  returnSpareTitle: { id: 'forms.management.returnSpareTitle', defaultMessage: 'Return {name}' },
  trackSpareLabel: {
    id: 'forms.management.trackSpareLabel',
    defaultMessage: 'Track {name} {serialNumber}',
    description:
      "Accessible name of a spare row's 'Track' button (verb: show its courier tracking); {name} is the spare, {serialNumber} its serial number",
  },
  returnSpareLabel: {
    id: 'forms.management.returnSpareLabel',
    defaultMessage: 'Return {name} {serialNumber}',
    description:
      "Accessible name of a spare row's 'Return' button (verb: send the spare back to its warehouse); {name} is the spare, {serialNumber} its serial number",
  },
});

/** Type of {@link spareMessages}: each descriptor knows the values its message needs. */
export type SpareMessages = PlainMessages<typeof plain> & {
  readonly trackOf: TypedMessageDescriptor<{ name: string }>;
  readonly returnSpareTitle: TypedMessageDescriptor<{ name: string }>;
  readonly trackSpareLabel: TypedMessageDescriptor<{ name: string; serialNumber: string }>;
  readonly returnSpareLabel: TypedMessageDescriptor<{ name: string; serialNumber: string }>;
} & Pick<OperationsMessages, 'name' | 'ticket' | 'status'>;

/**
 * Texts of spare tracking, the DOA spares, a spare's tracking detail and its return (operations §2
 * spare-management, §7 'Management and warehouse'). The field names it shares with other operations
 * features come from `operationsMessages`. The spec words none of these texts: the product's own
 * wording. Message ids keep the former `forms.management.` prefix, so no translation changes.
 */
export const spareMessages: SpareMessages = {
  ...plain,
  ...withValues,
  name: shared.name,
  ticket: shared.ticket,
  status: shared.status,
};
