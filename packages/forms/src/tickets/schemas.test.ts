import { describe, expect, it } from 'vitest';
import {
  assignPartnerSchema,
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
    await expect(schema.validate({ decision: 'pass', reason: '' })).resolves.toBeTruthy();
  });
});
