import { useCreateTicket, usePinLookup, useProjects } from '@partner-portal/api/hooks';
import { storage } from '@partner-portal/api/storage';
import { draftKeys, useFormDraft } from '@partner-portal/api/field-drafts';
import { FieldFormNotice } from '@partner-portal/forms/field-drafts';
import { CreateTicketForm, type CreateTicketValues, type PincodeLookup } from '@partner-portal/forms/tickets';
import { useToast } from '@partner-portal/ui/feedback';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { hrefTo } from '../config/paths.ts';
import { listFailureText } from '../lib/failureText.ts';

/** SOW subtypes a ticket can carry (the seeded projects' kinds of work). */
const SOW_SUBTYPES = [
  'Break-Fix',
  'Installation',
  'Preventive Maintenance',
  'De-installation',
  'Site Survey',
];

/**
 * /create-ticket (project staff who dispatch): a new ticket (POST /management/tickets/). The
 * pincode's sixth digit looks up its district and state (GET /management/po-for-techlocal/); the
 * new ticket opens on /ticket-details/:uuid. A failed create keeps every value with the server's
 * message. Spec: operations §2 create-ticket, §7 (issue 13). What is typed is kept on the device
 * per user and restored with 'Draft restored' / 'Discard draft' (issue 23).
 */
export function CreateTicketRoute() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const projects = useProjects({ page_size: 100, ordering: 'name', status: 'active' });
  const create = useCreateTicket();
  const [pincode, setPincode] = useState<string | null>(null);
  const lookup = usePinLookup(pincode);
  const [formError, setFormError] = useState<string | null>(null);
  const userKey = storage.get('user_uuid') ?? storage.get('uuid');
  const draft = useFormDraft<CreateTicketValues>(userKey ? draftKeys.createTicket(userKey) : null);
  const restored = draft.draft;
  const place = lookup.data?.[0];
  const pincodeLookup: PincodeLookup =
    pincode === null
      ? { status: 'idle' }
      : lookup.isLoading
        ? { status: 'loading' }
        : place
          ? { status: 'found', district: place.district, state: place.state }
          : lookup.error && lookup.error.status !== 404
            ? { status: 'error' }
            : { status: 'not_found' };

  if (draft.status === 'loading') return null;

  return (
    <CreateTicketForm
      key={draft.generation}
      {...(restored ? { initialValues: restored } : {})}
      onValuesChange={draft.save}
      notice={
        <FieldFormNotice
          restored={restored !== undefined}
          savedAt={draft.savedAt}
          onDiscard={() => void draft.discard()}
        />
      }
      projects={projects.data?.results ?? []}
      sowSubtypes={SOW_SUBTYPES}
      onPincodeLookup={setPincode}
      pincodeLookup={pincodeLookup}
      formError={formError}
      isSubmitting={create.isMutating}
      onSubmit={async ({ district: _district, state: _state, ...ticket }) => {
        setFormError(null);
        try {
          const answer = await create.trigger(ticket);
          await draft.clear();
          toast.show({ type: 'success', message: answer.message });
          void navigate(hrefTo('ticketDetails', { uuid: answer.ticket.ticketId }));
        } catch (caught) {
          setFormError(listFailureText(intl, caught));
        }
      }}
    />
  );
}
