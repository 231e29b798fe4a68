import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pickerMessages } from '@partner-portal/ui/pickers';
import { clearNavigate, navigate, withAuthLayout, withRouter } from '../test/storyDecorators.tsx';
import { storyIntl } from '../test/storyIntl.ts';
import { storyText } from '../test/storyText.ts';
import { filledEngineerValues, filledReportValues, samplePrefill } from './fixtures.ts';
import { DraftNotice } from '../field-drafts/DraftNotice.tsx';
import { fieldDraftMessages } from '../field-drafts/messages.ts';
import { serviceCallMessages as m } from './messages.ts';
import { ServiceCallReportForm } from './ServiceCallReportForm.tsx';

const meta = {
  title: 'Forms/ServiceCallReport',
  component: ServiceCallReportForm,
  // Plays read their texts in the story's locale: the story sweep runs them in every pass.
  tags: ['play-any-locale'],
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthLayout, withRouter],
  beforeEach: clearNavigate,
  args: {
    prefill: samplePrefill,
    onSubmitReport: fn(async () => {}),
    onSubmitFeedback: fn(async () => {}),
    uploadHref: '/cso_form/t1/u1/upload',
  },
} satisfies Meta<typeof ServiceCallReportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link check is running. */
export const Checking: Story = { args: { isChecking: true, prefill: undefined } };

/** An invalid link: the server's message in red in place of the form (operations §8 'Forms'). */
export const InvalidLink: Story = {
  args: { prefill: undefined, linkError: 'This link has expired. Please ask for a new link.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyText('This link has expired. Please ask for a new link.'),
    );
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** The link could not be checked: 'Error Checking Link!'. */
export const LinkCheckFailed: Story = {
  args: { prefill: undefined, linkCheckFailed: true },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      t.formatMessage(m.linkCheckFailed),
    );
  },
};

/**
 * Step 1 with the link's prefill: the prefilled fields are read-only; the keyboard reaches Edit,
 * which unlocks them; serial numbers are upper-cased as typed.
 */
export const EngineerSection: Story = {
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    const caseNumber = canvas.getByRole('textbox', { name: t.formatMessage(m.caseId) });
    await expect(caseNumber).toHaveAttribute('readonly');
    await expect(caseNumber).toHaveValue('CASE-2026-0417');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.formatMessage(m.edit) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(caseNumber).not.toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: t.formatMessage(m.edit) })).not.toBeInTheDocument();
    const serial = canvas.getByRole('textbox', { name: t.formatMessage(m.productSerialNo) });
    serial.focus();
    await userEvent.keyboard('pf3abc12');
    await expect(serial).toHaveValue('PF3ABC12');
  },
};

/** Saving an empty step 1: 'Please fill the field!' and 'Please Select the date!' (operations §5). */
export const RequiredErrors: Story = {
  args: { prefill: undefined },
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: t.formatMessage(m.saveEngineer) }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByText(t.formatMessage(m.fillField)).length).toBeGreaterThan(10));
    await expect(canvas.getAllByText(t.formatMessage(m.selectDate))).toHaveLength(4);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: t.formatMessage(m.slNo) })).toHaveFocus());
    await expect(
      canvas.getByRole('textbox', { name: t.formatMessage(m.uefiFailureId) }),
    ).toHaveAccessibleDescription(t.formatMessage(m.fillField));
    await expect(args.onSubmitReport).not.toHaveBeenCalled();
  },
};

/** Step 1 complete: Enter on Save sends the report (upper-cased, absolute dates) and moves to step 2. */
export const SaveEngineerSection: Story = {
  args: { initialValues: filledEngineerValues() },
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: t.formatMessage(m.saveEngineer) }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: t.formatMessage(m.feedbackStep) })).toHaveFocus(),
    );
    const report = (args.onSubmitReport as ReturnType<typeof fn>).mock.lastCall?.[0] as Record<
      string,
      unknown
    >;
    await expect(report.caseId).toBe('CASE-2026-0417');
    await expect(report.productSerialNo).toBe('PF3ABC12');
    await expect(report.arrivalDate).toBe(new Date('2026-03-02T10:30:00').toISOString());
    await expect(report.engineerSignature).toBeInstanceOf(Blob);
  },
};

/** A failed step 1 save: 'Error Saving Form Data!' plus the error; every value and the signature kept. */
export const SaveFailed: Story = {
  args: {
    initialValues: filledEngineerValues(),
    onSubmitReport: fn(async () => Promise.reject(new Error('Internal Server Error'))),
  },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: t.formatMessage(m.saveEngineer) }).focus();
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t.formatMessage(m.saveFailed));
    await expect(alert).toHaveTextContent('Internal Server Error');
    await expect(canvas.getByRole('textbox', { name: t.formatMessage(m.engineerName) })).toHaveValue(
      'Sanjay Patil',
    );
    await expect(
      canvas.getByRole('img', {
        name: t.formatMessage(pickerMessages.signatureCanvasState, { state: 'signed' }),
      }),
    ).toBeInTheDocument();
  },
};

/** Step 2: the rating is chosen with the arrow keys (Terrible..Excellent). */
export const CustomerFeedback: Story = {
  args: { initialValues: filledEngineerValues(), initialStep: 1 },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(
      canvas.getByRole('radio', { name: t.formatMessage(pickerMessages.ratingTerrible) }),
    ).toHaveFocus();
    // The next star is on the right, on the left in a right-to-left page.
    const next = document.documentElement.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
    await userEvent.keyboard(next.repeat(3));
    await expect(
      canvas.getByRole('radio', { name: t.formatMessage(pickerMessages.ratingGood) }),
    ).toBeChecked();
  },
};

/** Step 2 saved: the feedback is sent (the app then goes to /success). */
export const SubmitFeedback: Story = {
  args: { initialValues: filledReportValues(), initialStep: 1 },
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: t.formatMessage(m.submitFeedback) }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmitFeedback).toHaveBeenCalledWith({
        overallExperience: 4,
        scheduleDate: new Date('2026-03-02T13:15:00').toISOString(),
        customerComment: 'Quick and polite.',
        customerSignature: expect.any(Blob),
      }),
    );
  },
};

/** A failed step 2 save keeps the rating, comment and the customer's signature. */
export const FeedbackSaveFailed: Story = {
  args: {
    initialValues: filledReportValues(),
    initialStep: 1,
    onSubmitFeedback: fn(async () => Promise.reject(new Error('Network Unavailable'))),
  },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: t.formatMessage(m.submitFeedback) }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t.formatMessage(m.saveFailed));
    await expect(
      canvas.getByRole('radio', { name: t.formatMessage(pickerMessages.ratingGood) }),
    ).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: t.formatMessage(m.customerComment) })).toHaveValue(
      'Quick and polite.',
    );
  },
};

/** 'Upload documents' leads to the link's upload page. */
export const UploadLink: Story = {
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const link = within(canvasElement).getByRole('link', { name: t.formatMessage(m.uploadLink) });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/cso_form/t1/u1/upload', undefined);
  },
};

export const EngineerSectionDark: Story = { globals: { theme: 'dark' } };

export const CustomerFeedbackArabic: Story = {
  args: { initialValues: filledReportValues(), initialStep: 1 },
  globals: { locale: 'ar' },
};

/** A reload brought back what was typed on this device: 'Draft restored' with 'Discard draft' (issue 23). */
export const DraftRestored: Story = {
  args: {
    initialValues: filledEngineerValues(),
    notice: <DraftNotice savedAt={Date.parse('2026-11-25T10:30:00Z')} onDiscard={fn()} />,
  },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.formatMessage(fieldDraftMessages.restoredTitle))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t.formatMessage(fieldDraftMessages.discard) }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: t.formatMessage(m.productName) })).not.toHaveValue('');
  },
};
