import type { RawAddress, RawAddressQuery } from '@partner-portal/api';
import { usePinLookup, useRawAddresses, useResolveRawAddress } from '@partner-portal/api/hooks';
import { ListScreen } from '@partner-portal/forms/list-screen';
import {
  optionsFor,
  RawAddressDialog,
  rawAddressColumns,
  rawAddressStatusLabels,
  verificationMessages as m,
  type RawAddressLookup,
} from '@partner-portal/forms/verification-work';
import { useToast } from '@partner-portal/ui/feedback';
import { Button } from '@partner-portal/ui/primitives';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { listFailureText } from '../lib/failureText.ts';
import { useListParams } from '../lib/listParams.ts';
import { listView } from '../lib/listView.ts';

/**
 * /raw-address (customer_connect's landing page, access §6; "customer_connect, project_manager,
 * coordinator, admin: raw-address", operations §6): tickets whose address did not resolve to a
 * pincode, pending by default. 'Resolve' looks the typed pincode up (GET
 * /management/po-for-techlocal/, the create-ticket form's lookup), offers its districts and saves
 * the ticket's pincode, district and state (POST /management/raw-addresses/{id}/resolve/). Issue 14.
 */
export function RawAddressRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const toast = useToast();
  const list = useListParams({ filters: ['status'], defaultOrdering: 'created_at' });
  const status = list.state.filters.status as RawAddressQuery['status'] | undefined;
  const read = useRawAddresses({ ...list.query, ...(status ? { status } : {}) }, { keepPreviousData: true });
  const resolve = useResolveRawAddress();
  const [open, setOpen] = useState<RawAddress | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pincode, setPincode] = useState<string | null>(null);
  const found = usePinLookup(pincode);
  const lookup: RawAddressLookup =
    pincode === null
      ? { status: 'idle' }
      : found.isLoading
        ? { status: 'loading' }
        : found.data && found.data.length > 0
          ? {
              status: 'found',
              districts: found.data.map((place) => place.district),
              state: found.data[0]!.state,
            }
          : found.error && found.error.status !== 404
            ? { status: 'error' }
            : { status: 'not_found' };
  return (
    <>
      <ListScreen
        title={t(m.rawTitle)}
        description={t(m.rawDescription)}
        columns={rawAddressColumns(intl)}
        {...listView(intl, read)}
        state={list.state}
        onStateChange={list.setState}
        filters={[{ id: 'status', label: t(m.status), options: optionsFor(intl, rawAddressStatusLabels) }]}
        emptyTitle={t(m.rawEmpty)}
        rowActionsLabel={t(m.actions)}
        rowActions={(row: RawAddress) =>
          row.status === 'pending' ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t(m.rawResolveLabel, { number: row.ticket.ticketNumber })}
              onPress={() => {
                setFormError(null);
                setPincode(null);
                setOpen(row);
              }}
            >
              {t(m.rawResolve)}
            </Button>
          ) : null
        }
      />
      {open ? (
        <RawAddressDialog
          isOpen
          address={open}
          onOpenChange={(isOpen) => !isOpen && setOpen(null)}
          onPincodeLookup={setPincode}
          lookup={lookup}
          formError={formError}
          onSubmit={async (values) => {
            setFormError(null);
            try {
              const answer = await resolve.trigger({ id: open.id, ...values });
              setOpen(null);
              toast.show({ type: 'success', message: answer.message });
            } catch (caught) {
              setFormError(listFailureText(intl, caught));
            }
          }}
        />
      ) : null}
    </>
  );
}
