import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { filledEngineerValues, filledReportValues, samplePrefill } from './fixtures.ts';
import { ServiceCallReportForm } from './ServiceCallReportForm.tsx';
import type { CustomerFeedback, EngineerReport } from './values.ts';

/** jsdom draws nothing: a stand-in for the signature_pad library (strokes are not tested here). */
vi.mock('signature_pad', () => ({
  default: class {
    addEventListener() {}
    removeEventListener() {}
    clear() {}
    on() {}
    off() {}
    fromDataURL() {
      return Promise.resolve();
    }
  },
}));

beforeEach(() => {
  // Every drawing call is a no-op; measureText answers a width.
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) => (target[key] ??= key === 'measureText' ? () => ({ width: 10 }) : () => undefined),
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
});
afterEach(() => vi.restoreAllMocks());

const handlers = () => ({
  onSubmitReport: vi.fn(async (_report: EngineerReport) => {}),
  onSubmitFeedback: vi.fn(async (_feedback: CustomerFeedback) => {}),
});

describe('ServiceCallReportForm (operations §2 "Service Call Report form")', () => {
  it('shows the link check, the server message of an invalid link and "Error Checking Link!"', () => {
    const { rerender } = renderWithProviders(<ServiceCallReportForm isChecking {...handlers()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking link');

    rerender(<ServiceCallReportForm linkError="This link has expired." {...handlers()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    rerender(<ServiceCallReportForm linkCheckFailed {...handlers()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error Checking Link!');
  });

  it('prefills case number, service type, dates and address, locked until Edit', async () => {
    const { user } = renderWithProviders(<ServiceCallReportForm prefill={samplePrefill} {...handlers()} />);
    for (const [name, value] of [
      ['Case number', 'CASE-2026-0417'],
      ['Service type', 'Laptop Repair'],
      ['Customer address', '14 MG Road, Camp, Pune, Maharashtra 411001'],
    ] as const) {
      expect(screen.getByRole('textbox', { name })).toHaveValue(value);
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('readonly');
    }
    expect(screen.getByRole('group', { name: 'Arrival date' })).toHaveTextContent('02');
    // Customer name and phone are prefilled but not locked.
    expect(screen.getByRole('textbox', { name: 'Customer name' })).toHaveValue('Meera Iyer');
    expect(screen.getByRole('textbox', { name: 'Customer name' })).not.toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: 'Case number' })).not.toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('upper-cases serial and model numbers as they are typed', async () => {
    const { user } = renderWithProviders(<ServiceCallReportForm {...handlers()} />);
    await user.type(screen.getByRole('textbox', { name: 'Product serial number' }), 'pf3a');
    await user.type(screen.getByRole('textbox', { name: 'Product model number' }), 'x1c');
    expect(screen.getByRole('textbox', { name: 'Product serial number' })).toHaveValue('PF3A');
    expect(screen.getByRole('textbox', { name: 'Product model number' })).toHaveValue('X1C');
  });

  it('refuses an empty step 1 with the required-field messages', async () => {
    const props = handlers();
    const { user } = renderWithProviders(<ServiceCallReportForm {...props} />);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Product name' })).toHaveAccessibleDescription(
        'Please fill the field!',
      ),
    );
    // Operations §5: every listed field is required, serial no., date and UEFI failure ID too.
    expect(screen.getAllByText('Please Select the date!')).toHaveLength(4);
    expect(screen.getByRole('group', { name: 'Date' })).toHaveAccessibleDescription(
      'Please Select the date!',
    );
    for (const name of ['Serial no.', 'UEFI failure ID']) {
      expect(screen.getByRole('textbox', { name })).toHaveAccessibleDescription('Please fill the field!');
      expect(screen.getByRole('textbox', { name })).toBeRequired();
    }
    // Focus lands on the first invalid field.
    expect(screen.getByRole('textbox', { name: 'Serial no.' })).toHaveFocus();
    expect(props.onSubmitReport).not.toHaveBeenCalled();
  });

  it('saves step 1 and moves on to customer feedback with the heading focused', async () => {
    const props = handlers();
    const { user } = renderWithProviders(
      <ServiceCallReportForm prefill={samplePrefill} initialValues={filledEngineerValues()} {...props} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Customer feedback' })).toHaveFocus());
    const report = props.onSubmitReport.mock.lastCall?.[0];
    expect(report).toMatchObject({
      slNo: '7',
      caseId: 'CASE-2026-0417',
      productSerialNo: 'PF3ABC12',
      callLogDate: new Date('2026-03-01T09:30:00').toISOString(),
      customerAddress: '14 MG Road, Camp, Pune, Maharashtra 411001',
      engineerName: 'Sanjay Patil',
      date: new Date('2026-03-02T13:30:00').toISOString(),
      uefiFailureId: 'UEFI-0042',
    });
    expect(report?.engineerSignature).toBeInstanceOf(Blob);
    // Step 2's fields start without errors.
    expect(screen.queryByText('Please fill the field!')).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /Overall experience/ })).toBeVisible();
  });

  it('keeps every value after a failed save and shows "Error Saving Form Data!" with the error', async () => {
    const props = handlers();
    props.onSubmitReport.mockRejectedValueOnce(new Error('Please enter a valid phone number'));
    const { user } = renderWithProviders(
      <ServiceCallReportForm prefill={samplePrefill} initialValues={filledEngineerValues()} {...props} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Saving Form Data!');
    expect(alert).toHaveTextContent('Please enter a valid phone number');
    expect(screen.getByRole('textbox', { name: 'Engineer name' })).toHaveValue('Sanjay Patil');
    expect(screen.getByRole('img', { name: /Signature drawing area/ })).toHaveAccessibleName(
      /Signature added/,
    );

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Customer feedback' })).toBeVisible());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('requires rating, date, comments and signature in step 2, then sends the feedback', async () => {
    const props = handlers();
    const { user, unmount } = renderWithProviders(
      <ServiceCallReportForm initialValues={filledEngineerValues()} initialStep={1} {...props} />,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getAllByText('Please fill the field!')).toHaveLength(3));
    expect(screen.getByText('Please Select the date!')).toBeInTheDocument();
    expect(props.onSubmitFeedback).not.toHaveBeenCalled();
    unmount();

    renderWithProviders(
      <ServiceCallReportForm initialValues={filledReportValues()} initialStep={1} {...props} />,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(props.onSubmitFeedback).toHaveBeenCalledTimes(1));
    expect(props.onSubmitFeedback.mock.lastCall?.[0]).toMatchObject({
      overallExperience: 4,
      scheduleDate: new Date('2026-03-02T13:15:00').toISOString(),
      customerComment: 'Quick and polite.',
    });
  });

  it('focuses the typed name when only the signature is missing; a name and Enter at once send it', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(
      `data:image/png;base64,${btoa('png')}`,
    );
    const props = handlers();
    const { user } = renderWithProviders(
      <ServiceCallReportForm
        initialValues={{ ...filledReportValues(), customerSignature: null }}
        initialStep={1}
        {...props}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const typedName = screen.getByRole('textbox', { name: 'Or type your name to sign' });
    await waitFor(() => expect(typedName).toHaveFocus());
    expect(typedName).toHaveAccessibleDescription('Please fill the field!');
    expect(props.onSubmitFeedback).not.toHaveBeenCalled();

    await user.keyboard('Meera Iyer{Enter}');
    await waitFor(() => expect(props.onSubmitFeedback).toHaveBeenCalledTimes(1));
    const sent = props.onSubmitFeedback.mock.lastCall?.[0];
    expect(sent?.customerSignature).toBeInstanceOf(File);
    expect(sent?.customerSignature.type).toBe('image/png');
  });
});
