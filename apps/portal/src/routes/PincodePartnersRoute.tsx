import { usePincodePartners } from '@partner-portal/api/hooks';
import { PINCODE_PATTERN, PincodePartnerList } from '@partner-portal/forms/pincode-partners';
import { useIntl } from 'react-intl';
import { useListParams } from '../lib/listParams.ts';
import { listView } from '../lib/listView.ts';
import { usePartnerRemoval } from '../lib/usePartnerRemoval.tsx';

/**
 * /pincode-partners: the partners serving a pincode (GET /management/assign-pin-partner/?pin=,
 * a required 6-digit pincode; nothing is asked before one is typed), with search, sorting and
 * paging, the pin kept in the URL, and 'Request removal' per partner (POST
 * /partner/partner-remove-request/). Spec: operations §2 (pincode-partners), §7.
 */
export function PincodePartnersRoute() {
  const intl = useIntl();
  const list = useListParams({ filters: ['pin'], defaultOrdering: 'name' });
  const pin = list.state.filters.pin ?? '';
  const read = usePincodePartners(PINCODE_PATTERN.test(pin) ? { ...list.query, pin } : null, {
    keepPreviousData: true,
  });
  const removal = usePartnerRemoval();
  return (
    <PincodePartnerList
      {...listView(intl, read)}
      state={list.state}
      onStateChange={list.setState}
      rowActions={(row) => removal.button(row)}
    >
      {removal.dialog}
    </PincodePartnerList>
  );
}
