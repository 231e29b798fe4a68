import { describe, expect, it } from 'vitest';
import { filledEngineerValues, filledReportValues, samplePrefill } from './fixtures.ts';
import { serviceCallInitialValues, toAbsoluteIso, toCustomerFeedback, toEngineerReport } from './values.ts';

describe('service call report values (operations §3, §5)', () => {
  it('starts empty, with the link prefill when given', () => {
    expect(serviceCallInitialValues().caseId).toBe('');
    expect(serviceCallInitialValues(samplePrefill)).toMatchObject({
      caseId: 'CASE-2026-0417',
      serviceType: 'Laptop Repair',
      arrivalDate: '2026-03-02T10:30:00',
      customerName: 'Meera Iyer',
      customerPhone: '9812345670',
      engineerSignature: null,
      overallExperience: null,
    });
  });

  it('reads local date-times in the browser time zone and keeps absolute ones', () => {
    expect(toAbsoluteIso('')).toBe('');
    expect(toAbsoluteIso('2026-03-02T10:30:00+05:30')).toBe('2026-03-02T05:00:00.000Z');
    expect(toAbsoluteIso('2026-03-02T10:30:00')).toBe(new Date(2026, 2, 2, 10, 30).toISOString());
  });

  it('trims texts, upper-cases serial and model numbers and keeps the signature', () => {
    const values = { ...filledEngineerValues(), productSerialNo: ' pf3abc12 ', engineerName: ' Sanjay ' };
    const report = toEngineerReport(values);
    expect(report.productSerialNo).toBe('PF3ABC12');
    expect(report.engineerName).toBe('Sanjay');
    expect(report.engineerSignature).toBe(values.engineerSignature);
    expect(() => toEngineerReport({ ...values, engineerSignature: null })).toThrow();
  });

  it('builds the feedback and refuses it without a rating or signature', () => {
    const values = filledReportValues();
    expect(toCustomerFeedback(values)).toMatchObject({
      overallExperience: 4,
      customerComment: 'Quick and polite.',
    });
    expect(() => toCustomerFeedback({ ...values, overallExperience: null })).toThrow();
    expect(() => toCustomerFeedback({ ...values, customerSignature: null })).toThrow();
  });
});
