import { describe, expect, it } from 'vitest';
import { invoiceRequestSchema, invoiceReviewSchema, partnerInvoiceSchema } from './schema.ts';

const requestSchema = invoiceRequestSchema({
  workOrdersRequired: 'Choose at least one work order.',
  workOrdersTooMany: 'Choose at most 200 work orders.',
  remarksTooLong: 'Remarks can have at most 500 characters.',
});
const reviewSchema = invoiceReviewSchema({
  decisionRequired: 'Choose approve or reject.',
  remarksRequired: 'Remarks are required to reject.',
  remarksTooLong: 'Remarks can have at most 500 characters.',
});

describe('invoiceRequestSchema', () => {
  it('needs 1 to 200 work orders and at most 500 characters of remarks', async () => {
    await expect(requestSchema.validate({ workOrderIds: [], remarks: '' })).rejects.toThrow(
      'Choose at least one work order.',
    );
    const many = Array.from({ length: 201 }, (_, i) => String(i + 1));
    await expect(requestSchema.validate({ workOrderIds: many, remarks: '' })).rejects.toThrow(
      'Choose at most 200 work orders.',
    );
    await expect(requestSchema.validate({ workOrderIds: ['1'], remarks: 'x'.repeat(501) })).rejects.toThrow(
      'Remarks can have at most 500 characters.',
    );
    await expect(
      requestSchema.validate({ workOrderIds: many.slice(0, 200), remarks: ` ${'x'.repeat(500)} ` }),
    ).resolves.toMatchObject({ remarks: 'x'.repeat(500) });
  });
});

describe('invoiceReviewSchema', () => {
  it('needs a decision, and remarks only to reject', async () => {
    await expect(reviewSchema.validate({ decision: '', remarks: '' })).rejects.toThrow(
      'Choose approve or reject.',
    );
    await expect(reviewSchema.validate({ decision: 'rejected', remarks: '   ' })).rejects.toThrow(
      'Remarks are required to reject.',
    );
    await expect(reviewSchema.validate({ decision: 'approved', remarks: '' })).resolves.toEqual({
      decision: 'approved',
      remarks: '',
    });
    await expect(reviewSchema.validate({ decision: 'rejected', remarks: ' Wrong rate ' })).resolves.toEqual({
      decision: 'rejected',
      remarks: 'Wrong rate',
    });
  });
});

describe('partnerInvoiceSchema', () => {
  it('needs a chosen request id', async () => {
    const schema = partnerInvoiceSchema({ requestRequired: 'Choose an invoice request.' });
    await expect(schema.validate({ invoiceRequestId: '' })).rejects.toThrow('Choose an invoice request.');
    await expect(schema.validate({ invoiceRequestId: 'abc' })).rejects.toThrow('Choose an invoice request.');
    await expect(schema.validate({ invoiceRequestId: '12' })).resolves.toEqual({ invoiceRequestId: '12' });
  });
});
