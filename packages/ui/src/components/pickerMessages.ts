import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plainMessages = defineMessages({
  ratingTerrible: { id: 'ui.rating.terrible', defaultMessage: 'Terrible' },
  ratingBad: {
    id: 'ui.rating.bad',
    defaultMessage: 'Bad',
    description: 'Label of the second of five rating stars (satisfaction: bad)',
  },
  ratingMediocre: { id: 'ui.rating.mediocre', defaultMessage: 'Mediocre' },
  ratingGood: {
    id: 'ui.rating.good',
    defaultMessage: 'Good',
    description: 'Label of the fourth of five rating stars (satisfaction: good)',
  },
  ratingExcellent: { id: 'ui.rating.excellent', defaultMessage: 'Excellent' },
  ratingNone: { id: 'ui.rating.none', defaultMessage: 'Not rated yet' },
  stepsLabel: { id: 'ui.steps.label', defaultMessage: 'Steps' },
  dropFilesHere: { id: 'ui.fileDropZone.dropHere', defaultMessage: 'Drag and drop files here, or' },
  dropFileHere: { id: 'ui.fileDropZone.dropOneHere', defaultMessage: 'Drag and drop a file here, or' },
  browseFiles: { id: 'ui.fileDropZone.browseFiles', defaultMessage: 'Browse files' },
  browseFile: { id: 'ui.fileDropZone.browseFile', defaultMessage: 'Browse file' },
  dropZoneLabel: { id: 'ui.fileDropZone.dropZone', defaultMessage: 'Drop zone' },
  filesList: { id: 'ui.fileDropZone.files', defaultMessage: 'Selected files' },
  cancelLabel: {
    id: 'ui.fileDropZone.cancelLabel',
    defaultMessage: 'Cancel',
    description: 'Button beside a file being uploaded: stop the upload (verb)',
  },
  uploadDone: { id: 'ui.fileDropZone.done', defaultMessage: 'Uploaded' },
  uploadCanceled: { id: 'ui.fileDropZone.canceled', defaultMessage: 'Upload canceled' },
  uploadWaiting: { id: 'ui.fileDropZone.waiting', defaultMessage: 'Waiting to upload' },
  signatureClear: { id: 'ui.signaturePad.clear', defaultMessage: 'Clear' },
  signatureCanvas: { id: 'ui.signaturePad.canvas', defaultMessage: 'Signature drawing area' },
  signatureHelp: {
    id: 'ui.signaturePad.help',
    defaultMessage: 'Sign with a mouse, finger or pen, or type your name below.',
  },
  signatureTypedName: { id: 'ui.signaturePad.typedName', defaultMessage: 'Or type your name to sign' },
  dateCalendarButton: { id: 'ui.dateTimePicker.calendar', defaultMessage: 'Choose date' },
});

const messagesWithValues = defineMessages<{
  fileTypeNotAccepted: { name: string; types: string };
  fileTooLarge: { name: string; max: string };
  cancelUpload: { name: string };
  removeFile: { name: string };
  uploadProgress: { uploaded: string; total: string };
  uploadProgressLabel: { name: string };
  stepOfTotal: { current: number; total: number };
  stepWithState: { title: string; state: 'current' | 'completed' };
  onlyOneFile: { name: string };
  signatureCanvasState: { state: 'signed' | 'empty' };
}>({
  onlyOneFile: {
    id: 'ui.fileDropZone.onlyOneNamed',
    defaultMessage: '{name}: only one file can be added.',
    description: 'Error under a file drop zone that takes one file when a second file {name} is dropped',
  },
  signatureCanvasState: {
    id: 'ui.signaturePad.canvasState',
    defaultMessage:
      '{state, select, signed {Signature drawing area: Signature added} other {Signature drawing area: No signature yet}}',
    description:
      'Accessible name of the signature drawing canvas, saying whether a signature was drawn (signed) or not yet (empty)',
  },
  fileTypeNotAccepted: {
    id: 'ui.fileDropZone.typeNotAccepted',
    defaultMessage: '{name}: this file type is not accepted (allowed: {types}).',
  },
  fileTooLarge: {
    id: 'ui.fileDropZone.tooLarge',
    defaultMessage: '{name}: the file is larger than {max}.',
  },
  cancelUpload: { id: 'ui.fileDropZone.cancel', defaultMessage: 'Cancel upload of {name}' },
  removeFile: { id: 'ui.fileDropZone.remove', defaultMessage: 'Remove {name}' },
  uploadProgress: { id: 'ui.fileDropZone.progress', defaultMessage: '{uploaded} of {total}' },
  uploadProgressLabel: { id: 'ui.fileDropZone.progressLabel', defaultMessage: 'Uploading {name}' },
  stepOfTotal: { id: 'ui.steps.stepOfTotal', defaultMessage: 'Step {current} of {total}' },
  stepWithState: {
    id: 'ui.steps.stepWithState',
    defaultMessage: '{state, select, current {{title}, current step} other {{title}, completed}}',
    description:
      "Read by screen readers for a wizard step in the steps list: the step's {title} and whether it is the step the user is on or a step already completed",
  },
});

/**
 * User-facing strings of the picker and capture components (`@partner-portal/ui/pickers`), with
 * English defaults. Ids start with `ui.`; the app supplies translations under the same ids. The
 * rating labels are the spec's exact texts (operations §3 'Customer feedback update').
 */
export const pickerMessages: PickerMessages = { ...plainMessages, ...messagesWithValues };

/** Type of {@link pickerMessages}: each descriptor knows the values its message needs. */
export type PickerMessages = {
  readonly [K in keyof typeof plainMessages]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly fileTypeNotAccepted: TypedMessageDescriptor<{ name: string; types: string }>;
  readonly fileTooLarge: TypedMessageDescriptor<{ name: string; max: string }>;
  readonly cancelUpload: TypedMessageDescriptor<{ name: string }>;
  readonly removeFile: TypedMessageDescriptor<{ name: string }>;
  readonly uploadProgress: TypedMessageDescriptor<{ uploaded: string; total: string }>;
  readonly uploadProgressLabel: TypedMessageDescriptor<{ name: string }>;
  readonly stepOfTotal: TypedMessageDescriptor<{ current: number; total: number }>;
  readonly onlyOneFile: TypedMessageDescriptor<{ name: string }>;
  readonly signatureCanvasState: TypedMessageDescriptor<{ state: 'signed' | 'empty' }>;
  readonly stepWithState: TypedMessageDescriptor<{ title: string; state: 'current' | 'completed' }>;
};
