import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatDuration, isTaskOverdue, slaCountdownText, slaState } from './sla.ts';

const intl = createIntl({ locale: 'en', messages: {} });
const now = new Date(2026, 10, 25, 10, 0, 0);
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

describe('slaCountdownText', () => {
  it('counts down to the due time in days, hours and minutes', () => {
    expect(slaCountdownText(intl, later(200), now)).toBe('Due in 3 h 20 min');
    expect(slaCountdownText(intl, later(120), now)).toBe('Due in 2 h');
    expect(slaCountdownText(intl, later(45.9), now)).toBe('Due in 45 min');
    expect(slaCountdownText(intl, later(60 * 52), now)).toBe('Due in 2 d 4 h');
    expect(slaCountdownText(intl, later(60 * 48), now)).toBe('Due in 2 d');
  });

  it('says how long it is overdue, and nothing without a due time', () => {
    expect(slaCountdownText(intl, later(-120), now)).toBe('Overdue by 2 h');
    expect(slaCountdownText(intl, later(-0.2), now)).toBe('Overdue by 1 min');
    expect(slaCountdownText(intl, null, now)).toBeNull();
  });

  it('formats at least one minute', () => {
    expect(formatDuration(intl, 0)).toBe('1 min');
  });
});

describe('slaState', () => {
  it('tells overdue, due today and upcoming for a running SLA', () => {
    expect(slaState(later(-1), 'new', now)).toBe('overdue');
    expect(slaState(later(60), 'scheduled', now)).toBe('due_today');
    expect(slaState(later(60 * 24), 'on_hold', now)).toBe('upcoming');
    expect(slaState(null, 'new', now)).toBe('none');
  });

  it('stops once the work is done or cancelled', () => {
    for (const status of ['completed', 'qc_passed', 'closed', 'cancelled'] as const) {
      expect(slaState(later(-600), status, now)).toBe('stopped');
    }
  });
});

describe('isTaskOverdue', () => {
  it('is past due after its day, for an open task only', () => {
    expect(isTaskOverdue({ status: 'open', dueDate: '2026-11-24' }, now)).toBe(true);
    expect(isTaskOverdue({ status: 'open', dueDate: '2026-11-25' }, now)).toBe(false);
    expect(isTaskOverdue({ status: 'closed', dueDate: '2026-11-01' }, now)).toBe(false);
  });
});
