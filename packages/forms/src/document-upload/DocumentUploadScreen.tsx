import { Skeleton, SkeletonGroup } from '@partner-portal/ui/data';
import { RadioGroup } from '@partner-portal/ui/inputs';
import { FileDropZone, type FileRejection, type UploadItem } from '@partner-portal/ui/pickers';
import { Alert, Heading } from '@partner-portal/ui/primitives';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { documentUploadMessages } from './messages.ts';
import { EmbeddedForm, UploadRoot } from './DocumentUploadScreen.styles.ts';

/** Single file or several at once. */
export type UploadMode = 'single' | 'bulk';

/** Props of {@link DocumentUploadScreen}. */
export interface DocumentUploadScreenProps {
  /** The link check is running: a skeleton ('Checking link') in place of the page. */
  isChecking?: boolean;
  /** The link is invalid: the server's message in red in place of the page. */
  linkError?: string | null;
  /** The link could not be checked: 'Error Checking Link!' in place of the page. */
  linkCheckFailed?: boolean;
  /**
   * The files with their upload state and progress (bytes): the app uploads what {@link
   * DocumentUploadScreenProps.onAdd} gives and updates this list.
   */
  files: readonly UploadItem[];
  /** Called with the accepted files of a drop or selection (one in single mode). */
  onAdd: (files: File[]) => void;
  /** Called with a file's id when its Cancel button is pressed: the app aborts that upload. */
  onCancel: (id: string) => void;
  /** Called with a file's id when its Remove button is pressed (a finished, failed or canceled file). */
  onRemove?: (id: string) => void;
  /** Called with refused files (wrong type, too large) besides the message the drop zone shows. */
  onReject?: (rejections: FileRejection[]) => void;
  /** Accepted types (MIME types, wildcards or extensions). */
  acceptedFileTypes?: readonly string[];
  /** Largest file in bytes. */
  maxFileSize?: number;
  /** Starting mode. Default 'single'. */
  defaultMode?: UploadMode;
  /**
   * Address of the external form embedded above the uploader (an `https:` page that allows being
   * framed); no frame when absent.
   */
  externalFormUrl?: string;
  /** For layout only. */
  className?: string;
}

/**
 * The upload page of a service call report link: the embedded external form (when configured) and
 * a drag-and-drop uploader in single or bulk mode, each file listed with its progress and a Cancel
 * button while it uploads. The link check comes first like the report's ('Error Checking Link!' or
 * the server's message in place of the page). It never uploads itself: the app does, from `onAdd`.
 * Spec: operations §2 'Service Call Report form' ('An upload page embeds an external form and a
 * drag-and-drop uploader (single or bulk)'), §7 'File upload', §8 'Forms', 'Files'.
 */
export function DocumentUploadScreen({
  isChecking = false,
  linkError,
  linkCheckFailed = false,
  files,
  onAdd,
  onCancel,
  onRemove,
  onReject,
  acceptedFileTypes,
  maxFileSize,
  defaultMode = 'single',
  externalFormUrl,
  className,
}: DocumentUploadScreenProps) {
  const intl = useIntl();
  const m = documentUploadMessages;
  const titleId = `${useId()}-title`;
  const [mode, setMode] = useState<UploadMode>(defaultMode);

  if (isChecking) {
    return (
      <UploadRoot className={className}>
        <SkeletonGroup label={intl.formatMessage(m.checking)}>
          <Skeleton blockSize="1.75rem" inlineSize="50%" />
          <Skeleton variant="block" />
        </SkeletonGroup>
      </UploadRoot>
    );
  }

  const title = (
    <Heading level={2} id={titleId}>
      {intl.formatMessage(m.title)}
    </Heading>
  );

  if (linkError || linkCheckFailed) {
    return (
      <UploadRoot className={className} aria-labelledby={titleId}>
        {title}
        <Alert variant="error">{linkError || intl.formatMessage(m.linkCheckFailed)}</Alert>
      </UploadRoot>
    );
  }

  return (
    <UploadRoot className={className} aria-labelledby={titleId}>
      {title}
      {externalFormUrl ? (
        <EmbeddedForm
          src={externalFormUrl}
          title={intl.formatMessage(m.externalForm)}
          loading="lazy"
          referrerPolicy="no-referrer"
          sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
        />
      ) : null}
      <RadioGroup
        label={intl.formatMessage(m.mode)}
        orientation="horizontal"
        value={mode}
        onChange={(value) => setMode(value === 'bulk' ? 'bulk' : 'single')}
        options={[
          { value: 'single', label: intl.formatMessage(m.single) },
          { value: 'bulk', label: intl.formatMessage(m.bulk) },
        ]}
      />
      <FileDropZone
        label={intl.formatMessage(m.files)}
        description={intl.formatMessage(m.filesHelp)}
        allowsMultiple={mode === 'bulk'}
        acceptedFileTypes={acceptedFileTypes}
        maxFileSize={maxFileSize}
        files={files}
        onAdd={onAdd}
        onCancel={onCancel}
        onRemove={onRemove}
        onReject={onReject}
      />
    </UploadRoot>
  );
}
