import type { Spare, SpareStatus } from '@partner-portal/api';
import {
  useCreateWarehouse,
  useDoaSpares,
  useReturnSpare,
  useSpareTrackDetail,
  useSpareTracking,
  useWarehouses,
} from '@partner-portal/api/hooks';
import { spareMessages as m, ReasonDialog, SpareList, SpareTrackDetail } from '@partner-portal/forms/spares';
import { WarehouseDialog, WarehouseList, type WarehouseValues } from '@partner-portal/forms/warehouses';
import { useToast } from '@partner-portal/ui/feedback';
import { Dialog } from '@partner-portal/ui/overlays';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { listFailureText } from '../lib/failureText.ts';
import { useListParams } from '../lib/listParams.ts';
import { userCan } from '../lib/access.ts';
import { listView } from '../lib/listView.ts';

const KEEP = { keepPreviousData: true } as const;

/** Warehouses: GET (list) and POST (create) /management/warehouse/. */
function Warehouses() {
  const intl = useIntl();
  const toast = useToast();
  const list = useListParams({ prefix: 'wh', filters: ['active'], defaultOrdering: 'name' });
  const active = list.state.filters.active;
  const read = useWarehouses({ ...list.query, ...(active ? { isActive: active === 'true' } : {}) }, KEEP);
  const view = listView(intl, read);
  const create = useCreateWarehouse();
  const [isOpen, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (values: WarehouseValues) => {
    setFormError(null);
    try {
      const answer = await create.trigger(values);
      setOpen(false);
      toast.show({ type: 'success', message: answer.message });
    } catch (error) {
      setFormError(listFailureText(intl, error));
      throw error;
    }
  };

  return (
    <WarehouseList
      {...view}
      state={list.state}
      onStateChange={list.setState}
      {...(userCan('warehouse')
        ? {
            onAdd: () => {
              setFormError(null);
              setOpen(true);
            },
          }
        : {})}
    >
      <WarehouseDialog isOpen={isOpen} onOpenChange={setOpen} onSubmit={submit} formError={formError} />
    </WarehouseList>
  );
}

/** The spare being returned or tracked. */
type Chosen = { spare: Pick<Spare, 'id' | 'name'>; action: 'return' | 'track' } | null;

/** Row actions shared by the tracking and DOA lists: Track, and Return for a delivered or DOA spare. */
function useSpareActions() {
  const intl = useIntl();
  const toast = useToast();
  const returnSpare = useReturnSpare();
  const [chosen, setChosen] = useState<Chosen>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const detail = useSpareTrackDetail(chosen?.action === 'track' ? { id: chosen.spare.id } : null);
  const canReturn = userCan('returnSpare');

  const rowProps = {
    onTrack: (row: Spare) => setChosen({ spare: row, action: 'track' }),
    ...(canReturn
      ? {
          onReturn: (row: Spare) => {
            setFormError(null);
            setChosen({ spare: row, action: 'return' });
          },
        }
      : {}),
  };

  const dialogs = (
    <>
      <ReasonDialog
        title={intl.formatMessage(m.returnSpareTitle, { name: chosen?.spare.name ?? '' })}
        intro={intl.formatMessage(m.returnSpareIntro)}
        label={intl.formatMessage(m.returnReason)}
        minLength={5}
        maxLength={500}
        submitLabel={intl.formatMessage(m.recordReturn)}
        isOpen={chosen?.action === 'return'}
        onOpenChange={(open) => (open ? undefined : setChosen(null))}
        formError={formError}
        onSubmit={async (reason) => {
          if (!chosen) return;
          setFormError(null);
          try {
            const answer = await returnSpare.trigger({ spareId: chosen.spare.id, reason });
            setChosen(null);
            toast.show({ type: 'success', message: answer.message });
          } catch (error) {
            setFormError(listFailureText(intl, error));
            throw error;
          }
        }}
      />
      <Dialog
        title={intl.formatMessage(m.trackOf, { name: chosen?.spare.name ?? '' })}
        isOpen={chosen?.action === 'track'}
        onOpenChange={(open) => (open ? undefined : setChosen(null))}
      >
        <SpareTrackDetail
          detail={detail.data}
          isLoading={detail.isLoading}
          error={detail.error ? listFailureText(intl, detail.error) : null}
        />
      </Dialog>
    </>
  );
  return { rowProps, dialogs };
}

/** Spare tracking: POST /management/spares-track/ with the list parameters in the query. */
function SpareTracking() {
  const intl = useIntl();
  const list = useListParams({ prefix: 'sp', filters: ['status'], defaultOrdering: '-created_at' });
  const status = list.state.filters.status as SpareStatus | undefined;
  const read = useSpareTracking({ ...list.query, ...(status ? { status } : {}) }, KEEP);
  const view = listView(intl, read);
  const actions = useSpareActions();
  return (
    <SpareList {...view} state={list.state} onStateChange={list.setState} {...actions.rowProps}>
      {actions.dialogs}
    </SpareList>
  );
}

/** Dead-on-arrival spares: GET /management/spares-doa/. */
function DoaSpares() {
  const intl = useIntl();
  const list = useListParams({ prefix: 'doa', defaultOrdering: '-delivered_at' });
  const read = useDoaSpares(list.query, KEEP);
  const view = listView(intl, read);
  const actions = useSpareActions();
  return (
    <SpareList variant="doa" {...view} state={list.state} onStateChange={list.setState} {...actions.rowProps}>
      {actions.dialogs}
    </SpareList>
  );
}

/**
 * /spare-management: warehouses (list, 'Add warehouse'), spare tracking (status filter, Track
 * detail, Return) and dead-on-arrival spares, each list with its own search, filters, ordering
 * and page kept in the URL (`wh_`, `sp_`, `doa_` parameters). Actions the user's role may not call
 * are hidden; a refused read shows the server's message. Spec: operations §2 (spare-management),
 * §7 'Management and warehouse' (warehouse, spares-track, get-track-detail, return-spare,
 * spares-doa), §8 'Shared HTTP'.
 */
export function SpareManagementRoute() {
  return (
    <>
      <Warehouses />
      <SpareTracking />
      <DoaSpares />
    </>
  );
}
