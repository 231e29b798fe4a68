import { useEffect, useId, useState, type ReactNode } from 'react';
import { FileTrigger, Text, useLocale, type DropItem } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button } from '../../primitives/Button/Button';
import { FieldDescription, FieldLabel, RequiredMark } from '../../primitives/TextField/TextField.styles';
import { CaptureFieldError } from '../CaptureFieldError';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { pickerMessages } from '../pickerMessages';
import {
  DropIcon,
  DropZoneRoot,
  FileInfo,
  FileItem,
  FileList,
  FileMeta,
  FileName,
  FileStatus,
  IconButton,
  StyledDropZone,
  Thumb,
  ThumbPlaceholder,
} from './FileDropZone.styles';
import { checkFiles, formatBytes, isImageFile, type FileRejection } from './fileRules';

/** Where a file is in its upload. */
export type UploadStatus = 'queued' | 'uploading' | 'done' | 'error' | 'canceled';

/** One file in the list: a local file being uploaded, or one already stored. */
export interface UploadItem {
  /** Stable key the callbacks receive (e.g. a generated id, or a stored image's id). */
  id: string;
  /** File name shown in the list. */
  name: string;
  /** Size in bytes. */
  size: number;
  /** MIME type (decides whether a thumbnail is shown). */
  type?: string;
  /** The local file: image files get a thumbnail from an object URL, revoked on unmount. */
  file?: File;
  /** Thumbnail address of a stored image (e.g. a signed display link), when there is no `file`. */
  previewUrl?: string;
  /** Bytes sent so far (0 to `size`); shown as a progress bar while queued or uploading. */
  uploadedBytes?: number;
  /** Upload state. Default `'done'` (a stored file). */
  status?: UploadStatus;
  /** Why the upload failed, shown under the file when `status` is `'error'`. */
  errorMessage?: string;
}

/** Props of {@link FileDropZone}. */
export interface FileDropZoneProps {
  /** Visible label of the field, e.g. 'Address proof' or 'Partner images'. */
  label: ReactNode;
  /** Help text under the drop zone (e.g. accepted types and size). */
  description?: ReactNode;
  /** Bulk mode: several files per drop or selection. Default false (single file). */
  allowsMultiple?: boolean;
  /**
   * Accepted types: MIME types ('application/pdf'), wildcards ('image/*') or extensions ('.pdf').
   * Other files are refused with a message naming the file and the allowed types.
   */
  acceptedFileTypes?: readonly string[];
  /** Largest accepted file in bytes (e.g. `5 * 1024 * 1024`); larger files are refused with a message. */
  maxFileSize?: number;
  /** The files to list, with their upload progress (the app does the upload and updates this). */
  files?: readonly UploadItem[];
  /** Called with the accepted files of a drop, paste or selection (one file in single mode). */
  onAdd?: (files: File[]) => void;
  /** Called with the refused files and why, besides the message the field shows. */
  onReject?: (rejections: FileRejection[]) => void;
  /** Called with an item's id when its Cancel button is pressed: the app aborts the upload. */
  onCancel?: (id: string) => void;
  /** Called with an item's id when its Remove button is pressed (e.g. delete a stored image). */
  onRemove?: (id: string) => void;
  /** Whether the value is invalid, decided by the form library. */
  isInvalid?: boolean;
  /** Error text shown when `isInvalid` (e.g. 'Please fill out all required fields.'). */
  errorMessage?: ReactNode;
  /** Shows a `*` after the label. */
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Shows thumbnails of image files. Default true. */
  showThumbnails?: boolean;
  /** For layout only. */
  className?: string;
}

/** Thumbnail of an image: an object URL for a local file (revoked on unmount), else `previewUrl`. */
function Thumbnail({ item }: { item: UploadItem }) {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!item.file) return undefined;
    const url = URL.createObjectURL(item.file);
    setObjectUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setObjectUrl(null);
    };
  }, [item.file]);
  const src = objectUrl ?? item.previewUrl;
  return src ? <Thumb src={src} alt="" /> : <ThumbPlaceholder aria-hidden="true" />;
}

const statusMessages = {
  done: pickerMessages.uploadDone,
  canceled: pickerMessages.uploadCanceled,
  queued: pickerMessages.uploadWaiting,
} as const;

function FileRow({
  item,
  showThumbnail,
  isDisabled,
  onCancel,
  onRemove,
}: {
  item: UploadItem;
  showThumbnail: boolean;
  isDisabled: boolean;
  onCancel?: (id: string) => void;
  onRemove?: (id: string) => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const status = item.status ?? 'done';
  const isActive = status === 'uploading' || status === 'queued';
  const uploaded = Math.min(Math.max(item.uploadedBytes ?? 0, 0), item.size);
  return (
    <FileItem data-status={status}>
      {showThumbnail && isImageFile(item) && <Thumbnail item={item} />}
      <FileInfo>
        <FileName>{item.name}</FileName>
        <FileMeta>{formatBytes(item.size, locale)}</FileMeta>
        {isActive && (
          <ProgressBar
            label={intl.formatMessage(pickerMessages.uploadProgressLabel, { name: item.name })}
            hideLabel
            value={uploaded}
            maxValue={Math.max(item.size, 1)}
            valueLabel={intl.formatMessage(pickerMessages.uploadProgress, {
              uploaded: formatBytes(uploaded, locale),
              total: formatBytes(item.size, locale),
            })}
          />
        )}
        {status === 'error' && item.errorMessage && (
          <FileStatus data-tone="danger" role="alert">
            {item.errorMessage}
          </FileStatus>
        )}
        {(status === 'done' || status === 'canceled') && (
          <FileStatus data-tone={status === 'done' ? 'success' : 'muted'}>
            {intl.formatMessage(statusMessages[status])}
          </FileStatus>
        )}
      </FileInfo>
      {isActive ? (
        <Button
          variant="secondary"
          size="sm"
          isDisabled={isDisabled || !onCancel}
          aria-label={intl.formatMessage(pickerMessages.cancelUpload, { name: item.name })}
          onPress={() => onCancel?.(item.id)}
        >
          {intl.formatMessage(pickerMessages.cancelLabel)}
        </Button>
      ) : (
        <IconButton
          isDisabled={isDisabled || !onRemove}
          aria-label={intl.formatMessage(pickerMessages.removeFile, { name: item.name })}
          onPress={() => onRemove?.(item.id)}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path
              d="M4 6h12M8 6V4h4v2M6 6l.8 10h6.4L14 6M8.5 9v4.5M11.5 9v4.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </IconButton>
      )}
    </FileItem>
  );
}

/**
 * A file field with a drop zone (react-aria `DropZone`: drag and drop, paste, and a keyboard drop
 * target) and a 'Browse' button (react-aria `FileTrigger`), in single or bulk (`allowsMultiple`)
 * mode. Files are checked against `acceptedFileTypes` and `maxFileSize` (bytes): refused files get
 * a message naming them ('{name}: the file is larger than 5 MB.'), accepted ones go to `onAdd`.
 * The list shows each file with a thumbnail for images, its size, and while uploading a progress
 * bar (bytes uploaded of the total, percent) with a Cancel button (`onCancel`: the app aborts);
 * otherwise a Remove button (`onRemove`). The component shows progress it is given; the app does
 * the upload. Spec: operations §2 'Service Call Report form' (upload page, single or bulk) and
 * §7 'File upload' (progress and abort); access §2 'Partner registration wizard' (address proof
 * file, partner images that can be deleted).
 */
export function FileDropZone({
  label,
  description,
  allowsMultiple = false,
  acceptedFileTypes,
  maxFileSize,
  files = [],
  onAdd,
  onReject,
  onCancel,
  onRemove,
  isInvalid = false,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  showThumbnails = true,
  className,
}: FileDropZoneProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const [rejections, setRejections] = useState<FileRejection[]>([]);

  const add = (chosen: File[]) => {
    if (isDisabled || chosen.length === 0) return;
    const { accepted, rejected } = checkFiles(chosen, {
      acceptedFileTypes,
      maxFileSize,
      maxCount: allowsMultiple ? undefined : 1,
    });
    setRejections(rejected);
    if (rejected.length > 0) onReject?.(rejected);
    if (accepted.length > 0) onAdd?.(accepted);
  };

  const onDrop = async (items: DropItem[]) => {
    const fileItems = items.filter((item) => item.kind === 'file');
    add(await Promise.all(fileItems.map((item) => item.getFile())));
  };

  const rejectionText = (rejection: FileRejection) => {
    if (rejection.reason === 'type')
      return intl.formatMessage(pickerMessages.fileTypeNotAccepted, {
        name: rejection.file.name,
        types: (acceptedFileTypes ?? []).join(', '),
      });
    if (rejection.reason === 'size')
      return intl.formatMessage(pickerMessages.fileTooLarge, {
        name: rejection.file.name,
        max: formatBytes(maxFileSize ?? 0, locale),
      });
    return intl.formatMessage(pickerMessages.onlyOneFile, { name: rejection.file.name });
  };

  const errors: ReactNode[] = [
    ...(isInvalid && errorMessage ? [errorMessage] : []),
    ...rejections.map(rejectionText),
  ];
  const describedBy = [description ? descriptionId : null, errors.length > 0 ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <DropZoneRoot
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy || undefined}
      data-invalid={errors.length > 0 || undefined}
      data-disabled={isDisabled || undefined}
      className={className}
    >
      <FieldLabel as="span" id={labelId}>
        {label}
        {isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      <StyledDropZone
        isDisabled={isDisabled}
        aria-labelledby={labelId}
        getDropOperation={() => (isDisabled ? 'cancel' : 'copy')}
        onDrop={(event) => void onDrop(event.items)}
      >
        <DropIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 16V4m0 0L7.5 8.5M12 4l4.5 4.5M4 15v3a2 2 0 002 2h12a2 2 0 002-2v-3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </DropIcon>
        <Text slot="label">
          {intl.formatMessage(allowsMultiple ? pickerMessages.dropFilesHere : pickerMessages.dropFileHere)}
        </Text>
        <FileTrigger
          allowsMultiple={allowsMultiple}
          acceptedFileTypes={acceptedFileTypes ? [...acceptedFileTypes] : undefined}
          onSelect={(list) => add(list ? Array.from(list) : [])}
        >
          <Button
            variant="secondary"
            size="sm"
            isDisabled={isDisabled}
            aria-describedby={describedBy || undefined}
          >
            {intl.formatMessage(allowsMultiple ? pickerMessages.browseFiles : pickerMessages.browseFile)}
          </Button>
        </FileTrigger>
      </StyledDropZone>
      {description && (
        <FieldDescription as="div" id={descriptionId}>
          {description}
        </FieldDescription>
      )}
      <CaptureFieldError id={errorId} errors={errors} />
      {files.length > 0 && (
        <FileList aria-label={intl.formatMessage(pickerMessages.filesList)}>
          {files.map((item) => (
            <FileRow
              key={item.id}
              item={item}
              showThumbnail={showThumbnails}
              isDisabled={isDisabled}
              onCancel={onCancel}
              onRemove={onRemove}
            />
          ))}
        </FileList>
      )}
    </DropZoneRoot>
  );
}
