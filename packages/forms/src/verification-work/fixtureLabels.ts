/** The items of the demo 'Installation KCI' checklist (as the reference server seeds it). */
export const KCI_ITEM_LABELS = [
  'Serial number photographed',
  'Customer ID verified',
  'Site photo before and after',
  'Customer signature on the service call report',
] as const;
