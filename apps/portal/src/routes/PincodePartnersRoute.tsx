import { usePincodePartners } from '@partner-portal/api/hooks';
import { ListScreen } from '@partner-portal/forms/list-screen';
import { pincodePartnerMessages as m, pinPartnerColumns } from '@partner-portal/forms/pincode-partners';
import { TextField } from '@partner-portal/ui/primitives';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useListParams } from '../lib/listParams.ts';
import { listView } from '../lib/listView.ts';
import { usePartnerRemoval } from '../lib/usePartnerRemoval.tsx';

const PINCODE = /^[1-9][0-9]{5}$/;

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
  const [pinText, setPinText] = useState(pin);
  useEffect(() => setPinText(pin), [pin]);
  const valid = PINCODE.test(pin);
  const read = usePincodePartners(valid ? { ...list.query, pin } : null, { keepPreviousData: true });
  const removal = usePartnerRemoval();
  const typedInvalid = pinText !== '' && !PINCODE.test(pinText);
  return (
    <ListScreen
      title={intl.formatMessage(m.pinPartners)}
      description={intl.formatMessage(m.pinPrompt)}
      columns={pinPartnerColumns(intl)}
      {...listView(intl, read)}
      state={list.state}
      onStateChange={list.setState}
      controls={
        <TextField
          label={intl.formatMessage(m.pincode)}
          value={pinText}
          inputMode="numeric"
          dir="ltr"
          maxLength={6}
          isInvalid={typedInvalid && pinText.length === 6}
          errorMessage={intl.formatMessage(m.pincodeInvalid)}
          onChange={(value) => {
            setPinText(value);
            if (PINCODE.test(value) || value === '')
              list.setState(
                { ...list.state, page: 1, filters: { ...list.state.filters, pin: value } },
                'filter',
              );
          }}
        />
      }
      emptyTitle={intl.formatMessage(valid ? m.noPinPartners : m.pinPrompt)}
      rowActions={(row) => removal.button(row)}
    >
      {removal.dialog}
    </ListScreen>
  );
}
