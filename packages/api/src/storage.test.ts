import { describe, expect, it } from 'vitest';
import { createStorage, NOT_AUTHORIZED_KEYS, PREFERENCE_KEYS, STORAGE_KEYS, storage } from './storage.ts';

const loginResponse = {
  token: 'abc123token',
  uuid: '3f2a9c1e-7b4d-4e2a-9f00-1c2d3e4f5a6b',
  ticketRole: 'partner',
  allRoles: ['partner', 'qa'],
  role: 'partner',
  fullName: 'Asha Rao',
  email: 'asha@example.com',
};

describe('storage: validated reads', () => {
  it('user_role is a Role or null (tampered values read as null)', () => {
    localStorage.setItem('user_role', 'admin');
    expect(storage.get('user_role')).toBe('admin');
    localStorage.setItem('user_role', 'superuser');
    expect(storage.get('user_role')).toBeNull();
    localStorage.setItem('user_role', ' admin');
    expect(storage.get('user_role')).toBeNull();
    localStorage.removeItem('user_role');
    expect(storage.get('user_role')).toBeNull();
  });

  it('all_roles is a list of known roles; invalid JSON or a non-list is []', () => {
    localStorage.setItem('all_roles', JSON.stringify(['qa', 'hacker', 'qa', 42, 'finance_user']));
    expect(storage.get('all_roles')).toEqual(['qa', 'finance_user']);
    localStorage.setItem('all_roles', '[not json');
    expect(storage.get('all_roles')).toEqual([]);
    localStorage.setItem('all_roles', '{"0":"admin"}');
    expect(storage.get('all_roles')).toEqual([]);
    localStorage.setItem('all_roles', '"admin"');
    expect(storage.get('all_roles')).toEqual([]);
    localStorage.removeItem('all_roles');
    expect(storage.get('all_roles')).toEqual([]);
  });

  it('loged_in_to and chosen_portal are a Portal or null', () => {
    localStorage.setItem('loged_in_to', 'pmt');
    expect(storage.get('loged_in_to')).toBe('pmt');
    localStorage.setItem('loged_in_to', 'evil');
    expect(storage.get('loged_in_to')).toBeNull();
    localStorage.setItem('chosen_portal', 'fc');
    expect(storage.get('chosen_portal')).toBe('fc');
    localStorage.setItem('chosen_portal', 'FC');
    expect(storage.get('chosen_portal')).toBeNull();
  });

  it('chosen_role is a Role or null', () => {
    storage.set('chosen_role', 'partner');
    expect(storage.get('chosen_role')).toBe('partner');
    localStorage.setItem('chosen_role', 'root');
    expect(storage.get('chosen_role')).toBeNull();
  });

  it('rateId is returned only when it is a plain id', () => {
    localStorage.setItem('rateId', 'RATE_12-ab');
    expect(storage.get('rateId')).toBe('RATE_12-ab');
    for (const tampered of [
      '//evil.example.com',
      'https://evil.example.com',
      '../admin',
      '12/../../x',
      'javascript:alert(1)',
      '12?next=/x',
      '',
      'a'.repeat(65),
      '12 ',
    ]) {
      localStorage.setItem('rateId', tampered);
      expect(storage.get('rateId'), tampered).toBeNull();
    }
  });

  it('uuid, user_uuid and temp_vendor_id are plain ids (they are put into paths)', () => {
    localStorage.setItem('uuid', '3f2a9c1e-7b4d-4e2a-9f00-1c2d3e4f5a6b');
    expect(storage.get('uuid')).toBe('3f2a9c1e-7b4d-4e2a-9f00-1c2d3e4f5a6b');
    localStorage.setItem('uuid', '../../records');
    expect(storage.get('uuid')).toBeNull();
    localStorage.setItem('user_uuid', '/evil');
    expect(storage.get('user_uuid')).toBeNull();
    storage.set('temp_vendor_id', 23);
    expect(storage.get('temp_vendor_id')).toBe('23');
    localStorage.setItem('temp_vendor_id', '23;drop');
    expect(storage.get('temp_vendor_id')).toBeNull();
  });

  it('partnerPlans is a flag', () => {
    expect(storage.get('partnerPlans')).toBe(false);
    storage.set('partnerPlans', true);
    expect(localStorage.getItem('partnerPlans')).toBe('true');
    expect(storage.get('partnerPlans')).toBe(true);
    for (const [raw, expected] of [
      ['1', true],
      ['yes', true],
      ['false', false],
      ['FALSE', false],
      ['0', false],
      ['null', false],
      ['undefined', false],
      ['', false],
    ] as const) {
      localStorage.setItem('partnerPlans', raw);
      expect(storage.get('partnerPlans'), raw).toBe(expected);
    }
    storage.set('partnerPlans', false);
    expect(localStorage.getItem('partnerPlans')).toBeNull();
  });

  it('task_count is a non-negative integer or null', () => {
    storage.set('task_count', 7);
    expect(storage.get('task_count')).toBe(7);
    for (const tampered of ['-1', '1.5', 'NaN', 'seven', '1e3', '']) {
      localStorage.setItem('task_count', tampered);
      expect(storage.get('task_count'), tampered).toBeNull();
    }
  });

  it('token must be visible ASCII without spaces (it goes into a header)', () => {
    storage.set('token', 'abc123');
    expect(storage.get('token')).toBe('abc123');
    localStorage.setItem('token', 'abc\r\nX-Evil: 1');
    expect(storage.get('token')).toBeNull();
    localStorage.setItem('token', '');
    expect(storage.get('token')).toBeNull();
  });

  it('plain text keys read as the stored text, empty as null', () => {
    storage.set('user_full_name', 'Asha Rao');
    storage.set('acknowledgedVersion', '1.3.1');
    expect(storage.get('user_full_name')).toBe('Asha Rao');
    expect(storage.get('acknowledgedVersion')).toBe('1.3.1');
    localStorage.setItem('user_phone', '');
    expect(storage.get('user_phone')).toBeNull();
  });
});

describe('storage: writes', () => {
  it('set with null or undefined removes the key; remove removes several', () => {
    storage.set('temp_user_name', 'A');
    storage.set('temp_user_phone', '9876543210');
    storage.set('temp_user_name', null);
    expect(localStorage.getItem('temp_user_name')).toBeNull();
    storage.set('temp_user_phone', '1');
    storage.set('rateId', 'r1');
    storage.remove('temp_user_phone', 'rateId');
    expect(storage.get('temp_user_phone')).toBeNull();
    expect(storage.get('rateId')).toBeNull();
  });

  it('saveSession stores the session keys and the portal', () => {
    storage.set('user_phone', '111');
    storage.set('task_count', 3);
    expect(storage.saveSession(loginResponse, 'orion')).toBe(true);
    expect(localStorage.getItem('token')).toBe('abc123token');
    expect(storage.get('uuid')).toBe(loginResponse.uuid);
    expect(storage.get('user_uuid')).toBe(loginResponse.uuid);
    expect(storage.get('ticket_role')).toBe('partner');
    expect(localStorage.getItem('all_roles')).toBe('["partner","qa"]');
    expect(storage.get('all_roles')).toEqual(['partner', 'qa']);
    expect(storage.get('user_role')).toBe('partner');
    expect(storage.get('loged_in_to')).toBe('orion');
    expect(storage.get('user_full_name')).toBe('Asha Rao');
    expect(storage.get('user_email_id')).toBe('asha@example.com');
    // The previous user's details are gone.
    expect(storage.get('user_phone')).toBeNull();
    expect(storage.get('task_count')).toBeNull();
  });

  it('saveSession of a passphrase answer (no fullname/email) removes stale name and e-mail', () => {
    storage.set('user_full_name', 'Someone Else');
    storage.set('user_email_id', 'else@example.com');
    const { fullName: _f, email: _e, ...data } = loginResponse;
    storage.saveSession(data, 'orion');
    expect(storage.get('user_full_name')).toBeNull();
    expect(storage.get('user_email_id')).toBeNull();
    expect(storage.get('token')).toBe('abc123token');
  });

  it('clearSession removes token, uuid, role, portal and all-roles only', () => {
    storage.saveSession(loginResponse, 'pmt');
    storage.set('rateId', 'r1');
    storage.clearSession();
    for (const key of NOT_AUTHORIZED_KEYS) expect(localStorage.getItem(key), key).toBeNull();
    expect(storage.get('user_full_name')).toBe('Asha Rao');
    expect(storage.get('rateId')).toBe('r1');
  });

  it('clear removes every known key and leaves other keys of the origin alone', () => {
    storage.saveSession(loginResponse, 'pmt');
    storage.set('partnerPlans', true);
    localStorage.setItem('someone-else', 'keep');
    storage.set('locale', 'ar');
    storage.set('theme', 'dark');
    storage.set('theme_color', 'light-purple-1');
    storage.clear();
    for (const key of STORAGE_KEYS) {
      if ((PREFERENCE_KEYS as readonly string[]).includes(key)) continue;
      expect(localStorage.getItem(key), key).toBeNull();
    }
    expect(localStorage.getItem('someone-else')).toBe('keep');
    // Appearance preferences describe the device and survive Logout.
    expect(storage.get('locale')).toBe('ar');
    expect(storage.get('theme')).toBe('dark');
    expect(storage.get('theme_color')).toBe('light-purple-1');
  });

  it('appearance preferences accept short lower-case words only', () => {
    localStorage.setItem('theme', '<script>');
    localStorage.setItem('nav_style', 'horizontal');
    expect(storage.get('theme')).toBeNull();
    expect(storage.get('nav_style')).toBe('horizontal');
  });
});

describe('storage: unavailable localStorage (private mode)', () => {
  const throwing = {
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('quota', 'QuotaExceededError');
    },
    removeItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
  } as unknown as Storage;

  it('reads give null ([] / false), writes return false, nothing throws', () => {
    const broken = createStorage(() => throwing);
    expect(broken.get('token')).toBeNull();
    expect(broken.get('user_role')).toBeNull();
    expect(broken.get('all_roles')).toEqual([]);
    expect(broken.get('partnerPlans')).toBe(false);
    expect(broken.set('token', 'x')).toBe(false);
    expect(broken.saveSession(loginResponse, 'orion')).toBe(false);
    expect(() => broken.remove('token')).not.toThrow();
    expect(() => broken.clear()).not.toThrow();
    expect(() => broken.clearSession()).not.toThrow();
  });

  it('a getter that throws on access (sandboxed frame) reads as empty', () => {
    const broken = createStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(broken.get('token')).toBeNull();
    expect(broken.set('token', 'x')).toBe(false);
  });

  it('no localStorage at all reads as empty', () => {
    const none = createStorage(() => null);
    expect(none.get('loged_in_to')).toBeNull();
    expect(none.set('loged_in_to', 'orion')).toBe(false);
  });
});

describe('sessionStore: the partner registration draft', () => {
  it('keeps temp_vendor_id and the draft in sessionStorage, validated', async () => {
    const { sessionStore } = await import('./storage.ts');
    const draft = {
      step: 'company' as const,
      values: { companyName: 'Kiran Field Services' },
      verified: { email: true, phone: true },
      images: [{ id: 7, key: 'temp-partners/x/partner_images-1.png' }],
    };
    expect(sessionStore.set('partner_registration', draft)).toBe(true);
    expect(sessionStore.set('temp_vendor_id', '3f2a9c1e-7b4d-4e2a-9f00-1c2d3e4f5a6b')).toBe(true);
    expect(localStorage.getItem('partner_registration')).toBeNull();
    expect(sessionStore.get('partner_registration')).toEqual(draft);
    expect(sessionStore.get('temp_vendor_id')).toBe('3f2a9c1e-7b4d-4e2a-9f00-1c2d3e4f5a6b');

    sessionStorage.setItem('partner_registration', JSON.stringify({ ...draft, step: 'elsewhere' }));
    expect(sessionStore.get('partner_registration')).toBeNull();
    sessionStorage.setItem('partner_registration', '{broken');
    expect(sessionStore.get('partner_registration')).toBeNull();
    sessionStorage.setItem(
      'partner_registration',
      JSON.stringify({ ...draft, verified: { email: 'yes' }, images: [{ id: 'x' }, draft.images[0]] }),
    );
    expect(sessionStore.get('partner_registration')).toEqual({
      ...draft,
      verified: { email: false, phone: false },
    });
    sessionStore.remove('partner_registration', 'temp_vendor_id');
    expect(sessionStorage.getItem('partner_registration')).toBeNull();
  });
});

describe('sessionStore: questionnaire answers in progress (issue 18)', () => {
  it('keeps { scope, data } in sessionStorage and reads anything else as null', async () => {
    const { sessionStore } = await import('./storage.ts');
    const progress = { scope: '101', data: { entries: [{ answer: 'Repair shop' }] } };
    expect(sessionStore.set('questionnaire_progress', progress)).toBe(true);
    expect(sessionStore.set('profiling_progress', { scope: '201', data: { index: 2 } })).toBe(true);
    expect(localStorage.getItem('questionnaire_progress')).toBeNull();
    expect(sessionStore.get('questionnaire_progress')).toEqual(progress);
    expect(sessionStore.get('profiling_progress')).toEqual({ scope: '201', data: { index: 2 } });

    sessionStorage.setItem('questionnaire_progress', JSON.stringify({ scope: 101, data: {} }));
    expect(sessionStore.get('questionnaire_progress')).toBeNull();
    sessionStorage.setItem('questionnaire_progress', JSON.stringify({ scope: '101', data: [] }));
    expect(sessionStore.get('questionnaire_progress')).toBeNull();
    sessionStorage.setItem('profiling_progress', '{broken');
    expect(sessionStore.get('profiling_progress')).toBeNull();
    sessionStore.remove('questionnaire_progress', 'profiling_progress');
    expect(sessionStorage.getItem('questionnaire_progress')).toBeNull();
  });
});
