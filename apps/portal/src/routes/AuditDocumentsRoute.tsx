import type { AuditDocument, AuditDocumentQuery } from '@partner-portal/api';
import { useAuditDocumentLink, useAuditDocuments, useReviewAuditDocument } from '@partner-portal/api/hooks';
import { ListScreen } from '@partner-portal/forms/list-screen';
import {
  AuditReviewDialog,
  auditDocumentColumns,
  auditKindLabels,
  auditStatusLabels,
  optionsFor,
  verificationMessages as m,
} from '@partner-portal/forms/verification-work';
import { useToast } from '@partner-portal/ui/feedback';
import { Button } from '@partner-portal/ui/primitives';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { listFailureText } from '../lib/failureText.ts';
import { useListParams } from '../lib/listParams.ts';
import { listView } from '../lib/listView.ts';

/**
 * /audit-documents (auditor_user's landing page, access §6): documents attached to tickets (an
 * auditor's own; all for other project staff), pending by default, with type and status filters.
 * 'Review' opens the document through a signed link valid 60 s (operations §7 'File upload' 3)
 * and accepts it, or rejects it with a reason (POST /management/audit-documents/{id}/review/). Issue 14.
 */
export function AuditDocumentsRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const toast = useToast();
  const list = useListParams({ filters: ['status', 'kind'], defaultOrdering: 'uploaded_at' });
  const { status, kind } = list.state.filters;
  const read = useAuditDocuments(
    {
      ...list.query,
      ...(status ? { status: status as AuditDocumentQuery['status'] } : {}),
      ...(kind ? { kind: kind as AuditDocumentQuery['kind'] } : {}),
    },
    { keepPreviousData: true },
  );
  const review = useReviewAuditDocument();
  const link = useAuditDocumentLink();
  const [open, setOpen] = useState<AuditDocument | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [documentError, setDocumentError] = useState<string | null>(null);
  const openDocument = async (document: AuditDocument) => {
    setDocumentError(null);
    // Opened before the call so the browser treats it as the user's action, then pointed at the link.
    const tab = window.open('about:blank', '_blank');
    try {
      const { url } = await link.trigger(document.id);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      }
    } catch (caught) {
      tab?.close();
      setDocumentError(listFailureText(intl, caught));
    }
  };
  return (
    <>
      <ListScreen
        title={t(m.auditTitle)}
        description={t(m.auditDescription)}
        columns={auditDocumentColumns(intl)}
        {...listView(intl, read)}
        state={list.state}
        onStateChange={list.setState}
        filters={[
          { id: 'status', label: t(m.status), options: optionsFor(intl, auditStatusLabels) },
          { id: 'kind', label: t(m.auditKind), options: optionsFor(intl, auditKindLabels) },
        ]}
        emptyTitle={t(m.auditEmpty)}
        rowActionsLabel={t(m.actions)}
        rowActions={(row: AuditDocument) =>
          row.status === 'pending' ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t(m.auditReviewLabel, { file: row.fileName, number: row.ticket.ticketNumber })}
              onPress={() => {
                setFormError(null);
                setDocumentError(null);
                setOpen(row);
              }}
            >
              {t(m.auditReview)}
            </Button>
          ) : null
        }
      />
      {open ? (
        <AuditReviewDialog
          isOpen
          document={open}
          onOpenChange={(isOpen) => !isOpen && setOpen(null)}
          onOpenDocument={() => void openDocument(open)}
          isOpeningDocument={link.isMutating}
          documentError={documentError}
          formError={formError}
          onSubmit={async (values) => {
            setFormError(null);
            try {
              const answer = await review.trigger({ id: open.id, ...values });
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
