import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { TicketEvent } from '../types.ts';
import { ticketEventSentence } from './TicketDetail.tsx';

const intl = createIntl({ locale: 'en', messages: {} });
const event = (action: string, newValue: string | null = null): TicketEvent => ({
  id: 1,
  at: '2026-11-25T10:00:00Z',
  actorName: 'Priya Kulkarni',
  action,
  oldValue: null,
  newValue,
  note: null,
});

describe('ticketEventSentence', () => {
  it('reads each action as a sentence', () => {
    expect(ticketEventSentence(intl, event('created'))).toBe('Priya Kulkarni created the ticket');
    expect(ticketEventSentence(intl, event('assign', 'Rao Field Services'))).toBe(
      'Priya Kulkarni assigned the ticket to Rao Field Services',
    );
    expect(ticketEventSentence(intl, event('qc_reject'))).toBe(
      'Priya Kulkarni rejected the work in quality review',
    );
    expect(ticketEventSentence(intl, event('task_closed'))).toBe('Priya Kulkarni closed a task');
  });

  it('formats a scheduled date-time and falls back to the raw action', () => {
    expect(ticketEventSentence(intl, event('schedule', '2026-11-26T10:00:00'))).toMatch(
      /^Priya Kulkarni scheduled the visit for .*2026/,
    );
    expect(ticketEventSentence(intl, event('reopened'))).toBe('Priya Kulkarni: reopened');
  });

  it('reads the visit window the server writes as one range, and an unreadable date as its text', () => {
    const sentence = ticketEventSentence(
      intl,
      event('schedule', '2026-11-26T10:00:00.000Z – 2026-11-26T12:00:00.000Z'),
    );
    expect(sentence).toBe(
      `Priya Kulkarni scheduled the visit for ${intl.formatDateTimeRange(
        new Date('2026-11-26T10:00:00.000Z'),
        new Date('2026-11-26T12:00:00.000Z'),
        { dateStyle: 'medium', timeStyle: 'short' },
      )}`,
    );
    expect(sentence).toContain('2026');
    expect(ticketEventSentence(intl, event('schedule', '2026-13-45T10:00 – later'))).toBe(
      'Priya Kulkarni scheduled the visit for 2026-13-45T10:00 – later',
    );
    expect(ticketEventSentence(intl, event('schedule', '2026-11-26T10:00:00Z – soon'))).toBe(
      'Priya Kulkarni scheduled the visit for 2026-11-26T10:00:00Z – soon',
    );
  });
});
