import { describe, expect, it } from 'vitest';
import { filledEngineerValues, filledReportValues, samplePrefill } from './fixtures.ts';
import { serviceCallInitialValues, toAbsoluteIso, toCustomerFeedback, toEngineerReport } from './values.ts';

describe('service call report values (operations §3, §5)', () => {
  it('starts empty, with the link prefill when given', () => {
    expect(serviceCallInitialValues().caseid).toBe('');
    expect(serviceCallInitialValues(samplePrefill)).toMatchObject({
      caseid: 'CASE-2026-0417',
      serviestype: 'Laptop Repair',
      arrivaldate: '2026-03-02T10:30:00',
      customername: 'Meera Iyer',
      customerphone: '9812345670',
      enggsigfiles: null,
      overallexperiance: null,
    });
  });

  it('reads local date-times in the browser time zone and keeps absolute ones', () => {
    expect(toAbsoluteIso('')).toBe('');
    expect(toAbsoluteIso('2026-03-02T10:30:00+05:30')).toBe('2026-03-02T05:00:00.000Z');
    expect(toAbsoluteIso('2026-03-02T10:30:00')).toBe(new Date(2026, 2, 2, 10, 30).toISOString());
  });

  it('trims texts, upper-cases serial and model numbers and keeps the signature', () => {
    const values = { ...filledEngineerValues(), productserialno: ' pf3abc12 ', engineername: ' Sanjay ' };
    const report = toEngineerReport(values);
    expect(report.productserialno).toBe('PF3ABC12');
    expect(report.engineername).toBe('Sanjay');
    expect(report.enggsigfiles).toBe(values.enggsigfiles);
    expect(() => toEngineerReport({ ...values, enggsigfiles: null })).toThrow();
  });

  it('builds the feedback and refuses it without a rating or signature', () => {
    const values = filledReportValues();
    expect(toCustomerFeedback(values)).toMatchObject({
      overallexperiance: 4,
      costumercomment: 'Quick and polite.',
    });
    expect(() => toCustomerFeedback({ ...values, overallexperiance: null })).toThrow();
    expect(() => toCustomerFeedback({ ...values, custsigfiles: null })).toThrow();
  });
});
