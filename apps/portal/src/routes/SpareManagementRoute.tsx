import type { Spare, SpareStatus } from '@partner-portal/api';
import {
  useCreateWarehouse,
  useDoaSpares,
  useReturnSpare,
  useSpareTrackDetail,
  useSpareTracking,
  useWarehouses,
} from '@partner-portal/api/hooks';
import { ListScreen } from '@partner-portal/forms/list-screen';
import {
  spareMessages as m,
  optionsOf,
  ReasonDialog,
  spareColumns,
  SpareTrackDetail,
  spareStatusLabels,
} from '@partner-portal/forms/spares';
import {
  warehouseMessages as w,
  WarehouseDialog,
  warehouseColumns,
  type WarehouseValues,
} from '@partner-portal/forms/warehouses';
import { useToast } from '@partner-portal/ui/feedback';
import { Dialog } from '@partner-portal/ui/overlays';
import { Button } from '@partner-portal/ui/primitives';
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
    <ListScreen
      title={intl.formatMessage(w.warehouses)}
      columns={warehouseColumns(intl)}
      {...view}
      state={list.state}
      onStateChange={list.setState}
      filters={[
        {
          id: 'active',
          label: intl.formatMessage(w.status),
          options: [
            { id: 'true', label: intl.formatMessage(w.active) },
            { id: 'false', label: intl.formatMessage(w.inactive) },
          ],
        },
      ]}
      emptyTitle={intl.formatMessage(w.noWarehouses)}
      toolbar={
        userCan('warehouse') ? (
          <>
            <Button
              variant="primary"
              onPress={() => {
                setFormError(null);
                setOpen(true);
              }}
            >
              {intl.formatMessage(w.addWarehouse)}
            </Button>
            <WarehouseDialog isOpen={isOpen} onOpenChange={setOpen} onSubmit={submit} formError={formError} />
          </>
        ) : null
      }
    />
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

  const rowActions = (row: Spare) => (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={intl.formatMessage(m.trackSpareLabel, { name: row.name, serialNumber: row.serialNumber })}
        onPress={() => setChosen({ spare: row, action: 'track' })}
      >
        {intl.formatMessage(m.track)}
      </Button>
      {canReturn && (row.status === 'delivered' || row.status === 'doa') ? (
        <Button
          size="sm"
          variant="secondary"
          aria-label={intl.formatMessage(m.returnSpareLabel, {
            name: row.name,
            serialNumber: row.serialNumber,
          })}
          onPress={() => {
            setFormError(null);
            setChosen({ spare: row, action: 'return' });
          }}
        >
          {intl.formatMessage(m.returnSpare)}
        </Button>
      ) : null}
    </>
  );

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
  return { rowActions, dialogs };
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
    <ListScreen
      title={intl.formatMessage(m.spareTracking)}
      columns={spareColumns(intl)}
      {...view}
      state={list.state}
      onStateChange={list.setState}
      filters={[
        { id: 'status', label: intl.formatMessage(m.status), options: optionsOf(intl, spareStatusLabels) },
      ]}
      emptyTitle={intl.formatMessage(m.noSpares)}
      rowActions={actions.rowActions}
    >
      {actions.dialogs}
    </ListScreen>
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
    <ListScreen
      title={intl.formatMessage(m.doaSpares)}
      columns={spareColumns(intl, 'doa')}
      {...view}
      state={list.state}
      onStateChange={list.setState}
      emptyTitle={intl.formatMessage(m.noSpares)}
      rowActions={actions.rowActions}
    >
      {actions.dialogs}
    </ListScreen>
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
