import { describe, expect, it } from 'vitest';
import {
  assignPartnerSchema,
  createTicketInitialValues,
  createTicketSchema,
  escalateTicketSchema,
  qcReviewSchema,
  scheduleVisitSchema,
  ticketReasonSchema,
  type TicketSchemaMessages,
} from './schemas.ts';

const messages: TicketSchemaMessages = {
  required: 'required',
  tooShort: (min) => `min ${min}`,
  tooLong: (max) => `max ${max}`,
  partnerRequired: 'partner',
  endAfterStart: 'end after start',
  decisionRequired: 'decision',
  qcReasonRequired: 'qc reason',
};

describe('ticket schemas', () => {
  it('needs a partner', async () => {
    await expect(assignPartnerSchema(messages).validate({ partnerId: '' })).rejects.toThrow('partner');
    await expect(assignPartnerSchema(messages).validate({ partnerId: '12' })).resolves.toEqual({
      partnerId: '12',
    });
  });

  it('needs a visit end after its start', async () => {
    const schema = scheduleVisitSchema(messages);
    await expect(schema.validate({ start: '', end: '' })).rejects.toThrow('required');
    await expect(
      schema.validate({ start: '2026-11-26T12:00:00', end: '2026-11-26T12:00:00' }),
    ).rejects.toThrow('end after start');
    await expect(
      schema.validate({ start: '2026-11-26T12:00:00', end: '2026-11-26T12:15:00' }),
    ).resolves.toBeTruthy();
  });

  it('needs a trimmed reason of 10 to 500 characters', async () => {
    const schema = ticketReasonSchema(messages);
    await expect(schema.validate({ reason: '  short   ' })).rejects.toThrow('min 10');
    await expect(schema.validate({ reason: 'x'.repeat(501) })).rejects.toThrow('max 500');
    await expect(schema.validate({ reason: ' Waiting for spare ' })).resolves.toEqual({
      reason: 'Waiting for spare',
    });
    await expect(
      escalateTicketSchema(messages).validate({ reason: 'Customer called twice', priority: 'urgent' }),
    ).rejects.toThrow();
  });

  it('needs a reason to reject QC, not to pass', async () => {
    const schema = qcReviewSchema(messages);
    await expect(schema.validate({ decision: '', reason: '' })).rejects.toThrow('decision');
    await expect(schema.validate({ decision: 'reject', reason: '  ' })).rejects.toThrow('qc reason');
    await expect(schema.validate({ decision: 'reject', reason: 'No photo' })).rejects.toThrow('min 10');
    await expect(schema.validate({ decision: 'pass', reason: '' })).resolves.toBeTruthy();
  });
});

describe('createTicketSchema', () => {
  const now = new Date(2026, 10, 25, 10, 0, 0);
  const schema = createTicketSchema(
    { ...messages, phoneInvalid: 'phone', pincodeInvalid: 'pincode', slaInPast: 'past' },
    () => now,
  );
  const valid = {
    ...createTicketInitialValues,
    projectId: '3',
    caseId: ' CASE-1 ',
    sowSubtype: 'Repair',
    customerName: 'Meera Iyer',
    customerPhone: '9876543210',
    rawAddress: 'FC Road',
    pincode: '411001',
    productName: 'Split AC',
    productModel: '183V',
    serialNumber: 'SN-1',
    slaDueAt: '2026-11-25T10:15:00',
  };

  it('accepts a complete ticket, trimmed, with priority Medium by default', async () => {
    await expect(schema.validate(valid)).resolves.toMatchObject({ caseId: 'CASE-1', priority: 'medium' });
  });

  it('needs a 10-digit phone, a 6-digit pincode, a case id of at most 40 and an SLA after now', async () => {
    await expect(schema.validate({ ...valid, customerPhone: '98765 4321' })).rejects.toThrow('phone');
    await expect(schema.validate({ ...valid, customerPhone: '+919876543210' })).rejects.toThrow('phone');
    await expect(schema.validate({ ...valid, pincode: '41100' })).rejects.toThrow('pincode');
    await expect(schema.validate({ ...valid, caseId: 'x'.repeat(41) })).rejects.toThrow('max 40');
    await expect(schema.validate({ ...valid, slaDueAt: '2026-11-25T09:45:00' })).rejects.toThrow('past');
    await expect(schema.validate({ ...valid, serialNumber: ' ' })).rejects.toThrow('required');
  });
});
