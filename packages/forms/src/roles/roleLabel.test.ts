import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { roleMessages } from './messages.ts';
import { roleLabel } from './roleLabel.ts';

const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });

describe('roleLabel', () => {
  it.each([
    ['project_manager', 'Project Manager'],
    ['coordinator', 'Coordinator'],
    ['auditor_user', 'Auditor'],
    ['payable_partner_user', 'Payable Partner User'],
    ['partner', 'Partner'],
  ])('names %s as %s', (role, label) => {
    expect(roleLabel(intl, role)).toBe(label);
  });

  it('returns the raw value for a role the portal does not know', () => {
    expect(roleLabel(intl, 'night_shift_lead')).toBe('night_shift_lead');
  });

  it('does not treat Object.prototype keys as roles', () => {
    expect(roleLabel(intl, 'toString')).toBe('toString');
    expect(roleLabel(intl, 'constructor')).toBe('constructor');
  });

  it('uses translations when the app supplies them', () => {
    const ar = createIntl({ locale: 'ar', messages: { [roleMessages.coordinator.id]: 'منسق' } });
    expect(roleLabel(ar, 'coordinator')).toBe('منسق');
  });

  it('knows all 21 roles', () => {
    expect(Object.keys(roleMessages)).toHaveLength(21);
  });
});
