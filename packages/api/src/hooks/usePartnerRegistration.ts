import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import { apiKeys } from '../keys.ts';
import type { StatusMessage } from '../resources/partnerOnboarding.ts';
import type {
  RegistrationCompany,
  RegistrationContact,
  RegistrationIdentity,
  RegistrationOtpTarget,
  StoredPartnerImage,
} from '../resources/partnerRegistration.ts';
import { useApiClient } from './ApiProvider.tsx';

/** The mutation keys of the registration wizard. */
export type PartnerRegistrationKey =
  ReturnType<typeof apiKeys.partnerRegistration.otp> | ReturnType<typeof apiKeys.partnerRegistration.save>;

/** The wizard shows every failure itself, next to the field or step: its calls are silent. */
const SILENT = { silent: true } as const;

function useRegistrationCall<Arg, Data>(
  key: PartnerRegistrationKey,
  call: (client: ApiClient, arg: Arg) => Promise<Data>,
): SWRMutationResponse<Data, ApiError, PartnerRegistrationKey, Arg> {
  const client = useApiClient();
  const fetcher = (_key: PartnerRegistrationKey, { arg }: { arg: Arg }) => call(client, arg);
  return useSWRMutation<Data, ApiError, PartnerRegistrationKey, Arg>(key, fetcher);
}

/**
 * Sends a registration OTP: `trigger(target)`. A 429 rejects with `retryAfterSeconds` (the resend
 * wait). Spec: access §2 step 1, §7, §8 'OTP', §9.
 */
export function useSendRegistrationOtp() {
  return useRegistrationCall<RegistrationOtpTarget, StatusMessage>(
    apiKeys.partnerRegistration.otp(),
    (client, target) => client.partnerRegistration.sendOtp(target, SILENT),
  );
}

/** Verifies a registration OTP: `trigger({ ...target, otp })`; failures carry the server's message. Spec: access §8 'OTP'. */
export function useVerifyRegistrationOtp() {
  return useRegistrationCall<RegistrationOtpTarget & { otp: string }, StatusMessage>(
    apiKeys.partnerRegistration.otp(),
    (client, arg) => client.partnerRegistration.verifyOtp(arg, SILENT),
  );
}

/** Saves the contact step: `trigger(contact)` resolves with `{ vendorId }` (null when the answer has none). Spec: access §2 step 1. */
export function useAddRegistrationContact() {
  return useRegistrationCall<RegistrationContact, { vendorId: string | null }>(
    apiKeys.partnerRegistration.save(),
    (client, contact) => client.partnerRegistration.addContact(contact, SILENT),
  );
}

/** Saves the company step (or deletes stored images): `trigger(company)` resolves with the stored images. Spec: access §2 step 2. */
export function useSaveRegistrationCompany() {
  return useRegistrationCall<RegistrationCompany, { images: StoredPartnerImage[] | null }>(
    apiKeys.partnerRegistration.save(),
    (client, company) => client.partnerRegistration.saveCompany(company, SILENT),
  );
}

/** Saves the final step (PAN, Aadhaar and their files): `trigger(identity)`. Spec: access §2 step 3, §8. */
export function useSaveRegistrationIdentity() {
  return useRegistrationCall<RegistrationIdentity, void>(
    apiKeys.partnerRegistration.save(),
    (client, identity) => client.partnerRegistration.saveIdentity(identity, SILENT),
  );
}
