import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging.ts';

describe('redactUrl', () => {
  it('hides secret query values and keeps the rest', () => {
    expect(redactUrl('/reset-password?token=abc.def&x=1')).toBe('/reset-password?token=[redacted]&x=1');
    expect(redactUrl('/api/x/?Passphrase=p&otp=123&page=2')).toBe(
      '/api/x/?Passphrase=[redacted]&otp=[redacted]&page=2',
    );
    expect(redactUrl('/meta.json?t=1')).toBe('/meta.json?t=1');
    expect(redactUrl('/signin')).toBe('/signin');
  });
});
