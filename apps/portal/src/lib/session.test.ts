import { storage } from '@partner-portal/api/storage';
import { describe, expect, it } from 'vitest';
import { groupRoles } from '../routes/InterstitialRoute.tsx';
import { interstitialPortalsOf, portalForRole, readLandingInput } from './session.ts';

describe('portalForRole (access §6 portal column)', () => {
  it('takes the portal from the role table', () => {
    expect(portalForRole('payable_partner_user', 'fc')).toBe('ppl');
    expect(portalForRole('kci', null)).toBe('kci');
    expect(portalForRole('agent', 'pmt')).toBe('orion');
  });

  it('lets the chosen portal decide for admin (pmt or orion)', () => {
    expect(portalForRole('admin', 'pmt')).toBe('pmt');
    expect(portalForRole('admin', 'fc')).toBe('orion');
  });

  it('keeps the chosen portal for an unknown role', () => {
    expect(portalForRole('wizard', 'fc')).toBe('fc');
    expect(portalForRole(undefined, null)).toBe('orion');
  });
});

describe('interstitial grouping (access §2 Interstitial)', () => {
  it('puts each role under its work area, admin under two', () => {
    expect(interstitialPortalsOf('admin').sort()).toEqual(['orion', 'pmt']);
    const groups = groupRoles([
      'project_manager',
      'coordinator',
      'finance_user',
      'payable_partner_user',
      'agent',
      'admin',
      'kci',
    ]);
    expect(groups).toEqual([
      { portal: 'orion', roles: ['agent', 'admin'] },
      { portal: 'fc', roles: ['finance_user', 'payable_partner_user'] },
      { portal: 'pmt', roles: ['project_manager', 'coordinator', 'admin', 'kci'] },
    ]);
  });
});

describe('readLandingInput', () => {
  it('reads the stored session, with the session portal before the chooser card', () => {
    storage.set('chosen_portal', 'pmt');
    storage.setSessionPortal('orion');
    storage.set('user_role', 'admin');
    storage.set('rateId', 'r-1');
    const input = readLandingInput();
    expect(input).toMatchObject({ role: 'admin', lastPortal: 'orion', rateId: 'r-1', partnerPlans: false });
  });

  it('ignores a stored redirect target that is not a plain id', () => {
    localStorage.setItem('rateId', '../../evil');
    expect(readLandingInput().rateId).toBeNull();
  });
});
