import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { secondFactorMessages } from './messages.ts';
import { PASSKEY_NAME_MAX, validatePasskeyName } from './passkey.ts';

const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });
const invalid = intl.formatMessage(secondFactorMessages.passkeyNameInvalid);

describe('validatePasskeyName', () => {
  it('takes 1 to 60 characters once trimmed', () => {
    expect(validatePasskeyName(intl, { name: 'W' })).toEqual({});
    expect(validatePasskeyName(intl, { name: `  ${'x'.repeat(PASSKEY_NAME_MAX)}  ` })).toEqual({});
  });

  it('refuses a blank name and one over 60 characters with the translated message', () => {
    expect(validatePasskeyName(intl, { name: '   ' })).toEqual({ name: invalid });
    expect(validatePasskeyName(intl, { name: 'x'.repeat(PASSKEY_NAME_MAX + 1) })).toEqual({ name: invalid });
    expect(invalid).not.toBe('');
  });
});
