import { TextField } from '@partner-portal/ui/primitives';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ListScreen, type ListScreenProps } from '../../list-screen/ListScreen.tsx';
import { pinPartnerColumns, type PinPartnerListRow } from './columns.tsx';
import { pincodePartnerMessages as m } from '../messages.ts';

/** A valid Indian pincode: 6 digits, not starting with 0. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

/** Props of {@link PincodePartnerList}. */
export interface PincodePartnerListProps<T extends PinPartnerListRow = PinPartnerListRow> extends Pick<
  ListScreenProps<T>,
  | 'rows'
  | 'total'
  | 'state'
  | 'onStateChange'
  | 'isLoading'
  | 'error'
  | 'onRetry'
  | 'headingLevel'
  | 'rowActions'
> {
  /** The dialogs the route opens (e.g. the removal request). */
  children?: ReactNode;
}

/**
 * The partners serving a pincode: a 'Pincode' field (6 digits; the list state's `pin` filter is set
 * only for a valid pincode or cleared, so nothing is asked before one is typed; a wrong 6-digit
 * entry is marked invalid), then name, phone, city, pincodes served and status, with search,
 * sorting, paging and the route's row actions. Before a valid pincode the empty state asks for one.
 * Spec: operations §2 pincode-partners, §7 'Management and warehouse' (assign-pin-partner).
 */
export function PincodePartnerList<T extends PinPartnerListRow>({
  children,
  ...list
}: PincodePartnerListProps<T>) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const pin = list.state.filters.pin ?? '';
  const [pinText, setPinText] = useState(pin);
  useEffect(() => setPinText(pin), [pin]);
  const valid = PINCODE_PATTERN.test(pin);
  const typedInvalid = pinText !== '' && !PINCODE_PATTERN.test(pinText);
  const columns = useMemo(() => pinPartnerColumns(intl), [intl]);
  return (
    <ListScreen<T>
      {...list}
      title={t(m.pinPartners)}
      description={t(m.pinPrompt)}
      columns={columns}
      controls={
        <TextField
          label={t(m.pincode)}
          value={pinText}
          inputMode="numeric"
          dir="ltr"
          maxLength={6}
          isInvalid={typedInvalid && pinText.length === 6}
          errorMessage={t(m.pincodeInvalid)}
          onChange={(value) => {
            setPinText(value);
            if (PINCODE_PATTERN.test(value) || value === '')
              list.onStateChange(
                { ...list.state, page: 1, filters: { ...list.state.filters, pin: value } },
                'filter',
              );
          }}
        />
      }
      emptyTitle={t(valid ? m.noPinPartners : m.pinPrompt)}
    >
      {children}
    </ListScreen>
  );
}
