import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import { ApiProvider } from './ApiProvider.tsx';
import { swrConfig } from './swrConfig.ts';
import {
  useClientSignUp,
  useConfirmPasswordReset,
  useRequestAccountDeletion,
  useRequestPasswordReset,
  useSendPassphrase,
  useSignUp,
  useVerifyPassphrase,
} from './useOnboarding.ts';

const ok = { status: 200, message: 'ok' };
const session = { token: 't', uuid: 'u', role: 'partner', ticketRole: null, allRoles: [] };

function fakeClient() {
  const partner = {
    sendPassphraseWhatsapp: vi.fn(async () => ok),
    emailPassphrase: vi.fn(async () => ok),
    whatsappPassphrase: vi.fn(async () => session),
    verifyPassphrase: vi.fn(async () => session),
    signUp: vi.fn(async () => ok),
    passwordReset: vi.fn(async () => ok),
    passwordResetConfirm: vi.fn(async () => ok),
    requestAccountDeletion: vi.fn(async () => ok),
  };
  const clientSignUp = { create: vi.fn(async () => ok) };
  return { client: { partner, clientSignUp } as unknown as ApiClient, partner, clientSignUp };
}

function wrapperFor(client: ApiClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
        <ApiProvider client={client}>{children}</ApiProvider>
      </SWRConfig>
    );
  };
}

describe('onboarding mutation hooks', () => {
  it('send and verify a passphrase on the chosen channel, silently', async () => {
    const { client, partner } = fakeClient();
    const wrapper = wrapperFor(client);
    const send = renderHook(() => useSendPassphrase(), { wrapper });
    const verify = renderHook(() => useVerifyPassphrase(), { wrapper });
    await act(async () => {
      await send.result.current.trigger({ channel: 'whatsapp', identifier: '9800000020' });
      await send.result.current.trigger({ channel: 'email', identifier: 'a@b.co' });
      await expect(
        verify.result.current.trigger({ channel: 'whatsapp', identifier: '9800000020', passphrase: 'p1' }),
      ).resolves.toEqual(session);
      await verify.result.current.trigger({ channel: 'email', identifier: 'a@b.co', passphrase: 'p2' });
    });
    expect(partner.sendPassphraseWhatsapp).toHaveBeenCalledWith('9800000020', { silent: true });
    expect(partner.emailPassphrase).toHaveBeenCalledWith('a@b.co', { silent: true });
    expect(partner.whatsappPassphrase).toHaveBeenCalledWith(
      { whatsappNumber: '9800000020', passphrase: 'p1' },
      { silent: true },
    );
    expect(partner.verifyPassphrase).toHaveBeenCalledWith(
      { email: 'a@b.co', passphrase: 'p2' },
      { silent: true },
    );
  });

  it('sign up, create a client user and reset a password with the payload as given', async () => {
    const { client, partner, clientSignUp: clientSignUpApi } = fakeClient();
    const wrapper = wrapperFor(client);
    const signUp = renderHook(() => useSignUp(), { wrapper });
    const clientSignUp = renderHook(() => useClientSignUp(), { wrapper });
    const request = renderHook(() => useRequestPasswordReset(), { wrapper });
    const confirm = renderHook(() => useConfirmPasswordReset(), { wrapper });
    const signUpPayload = { name: 'Asha', email: 'a@b.co' } as never;
    const clientPayload = { clientName: 'Acme', email: 'c@acme.co' } as never;
    const confirmPayload = { token: 'tok', password1: 'x', password2: 'x' } as never;
    await act(async () => {
      await signUp.result.current.trigger(signUpPayload);
      await clientSignUp.result.current.trigger(clientPayload);
      await request.result.current.trigger({ email: 'a@b.co', host: 'https://portal/reset-password' });
      await confirm.result.current.trigger(confirmPayload);
    });
    expect(partner.signUp).toHaveBeenCalledWith(signUpPayload);
    expect(clientSignUpApi.create).toHaveBeenCalledWith(clientPayload);
    expect(partner.passwordReset).toHaveBeenCalledWith({
      email: 'a@b.co',
      host: 'https://portal/reset-password',
    });
    expect(partner.passwordResetConfirm).toHaveBeenCalledWith(confirmPayload);
  });

  it('requests the deletion with the in-memory token and hands a failure to the caller', async () => {
    const { client, partner } = fakeClient();
    const { result } = renderHook(() => useRequestAccountDeletion(), { wrapper: wrapperFor(client) });
    await act(async () => {
      await result.current.trigger({ token: 'held' });
    });
    expect(partner.requestAccountDeletion).toHaveBeenCalledWith({
      silent: true,
      headers: { Authorization: 'Token held' },
    });
    const expired = new ApiError({ kind: 'http', status: 401, message: 'Invalid token.' });
    partner.requestAccountDeletion.mockRejectedValueOnce(expired);
    await act(async () => {
      await expect(result.current.trigger({ token: 'old' })).rejects.toBe(expired);
    });
  });
});
