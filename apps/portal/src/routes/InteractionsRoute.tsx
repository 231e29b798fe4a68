import type { InteractionChannel } from '@partner-portal/api';
import { useVendorInteractions } from '@partner-portal/api/hooks';
import { InteractionList } from '@partner-portal/forms/vendor-interactions';
import { useIntl } from 'react-intl';
import { useListParams } from '../lib/listParams.ts';
import { listView } from '../lib/listView.ts';

/**
 * /interactions and /all-interactions: the interactions with partners (GET
 * /partner/vendor-interaction/), newest first, with a channel filter, search, sorting and paging
 * kept in the URL. Spec: operations §2 (interactions, all-interactions), §6 ("agent is excluded
 * from pincode-management and interactions"), §7.
 */
export function InteractionsRoute() {
  const intl = useIntl();
  const list = useListParams({ filters: ['channel'], defaultOrdering: '-interacted_at' });
  const channel = list.state.filters.channel as InteractionChannel | undefined;
  const read = useVendorInteractions(
    { ...list.query, ...(channel ? { channel } : {}) },
    { keepPreviousData: true },
  );
  return <InteractionList {...listView(intl, read)} state={list.state} onStateChange={list.setState} />;
}
