import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { sowSubtypeLabel } from './labels.ts';

const english = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });

describe('sowSubtypeLabel', () => {
  it('words a standard SOW subtype in the reader language', () => {
    const french = createIntl({
      locale: 'fr',
      defaultLocale: 'en',
      messages: { 'forms.management.sowPreventiveMaintenance': 'Maintenance préventive' },
    });
    expect(sowSubtypeLabel(english, 'Preventive Maintenance')).toBe('Preventive Maintenance');
    expect(sowSubtypeLabel(french, 'Preventive Maintenance')).toBe('Maintenance préventive');
  });

  it('shows a subtype staff defined themselves as written, and nothing for none', () => {
    expect(sowSubtypeLabel(english, 'Printer Refurbishment')).toBe('Printer Refurbishment');
    expect(sowSubtypeLabel(english, null)).toBe('');
  });
});
