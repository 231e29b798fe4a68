import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import { toFormData } from './formData.ts';
import type { StatusMessage } from './partnerOnboarding.ts';

// The partner registration wizard (access §2 'Partner registration wizard', §3 'Temporary partner
// registration', 'Company step', 'Final step', §7, §8 'OTP', §9). This module is the only place
// that spells its wire names (temp-partner-add, temp-partner-edit, temp_vendor_id, image_key).

/** Who a registration OTP goes to: an e-mail, or a phone with its dial code (default +91). */
export type RegistrationOtpTarget = { email: string } | { phone: string; countryCode?: string };

/** The contact step. Spec: access §3 'Temporary partner registration'. */
export interface RegistrationContact {
  companyName: string;
  companyEmail: string;
  companyPhone: string;
  fullName: string;
  email: string;
  phone: string;
  whatsappNumber: string;
  countryCode: string;
}

/** An image stored by the company step: its id (to delete it) and storage key. */
export interface StoredPartnerImage {
  id: number;
  key: string;
}

/** The company step (multipart). `vendorId` is the temp_vendor_id from {@link PartnerRegistrationApi.addContact}. */
export interface RegistrationCompany {
  vendorId: string;
  location: string;
  country: string;
  district?: string;
  state: string;
  city: string;
  /** 6 digits. */
  pinCode: string;
  digipin?: string;
  addressProof?: Blob;
  /** New images to add. */
  partnerImages?: readonly Blob[];
  /** Ids of stored images to delete (our server's addition). */
  deletedImageIds?: readonly number[];
}

/** The final step (multipart): PAN (five letters, four digits, one letter) and Aadhaar (12 digits), each optional. */
export interface RegistrationIdentity {
  vendorId: string;
  pan?: string;
  panScan?: Blob;
  aadhaarNumber?: string;
  aadhaarFile?: Blob;
}

/**
 * `client.partnerRegistration`. Every call rejects with an `ApiError`; a 429 of `sendOtp` carries
 * `retryAfterSeconds` (the resend wait). Spec: access §7.
 */
export interface PartnerRegistrationApi {
  /** POST /partner/send-otp/ `{ email }` or `{ phone, country_code }`. Spec: access §2 step 1, §7, §8 'OTP', §9. */
  sendOtp(target: RegistrationOtpTarget, options?: RequestOptions): Promise<StatusMessage>;
  /** POST /partner/verify-otp/ with the code; failures carry the server's message. Spec: access §2 step 1, §7, §8. */
  verifyOtp(
    target: RegistrationOtpTarget & { otp: string },
    options?: RequestOptions,
  ): Promise<StatusMessage>;
  /**
   * POST /partner/temp-partner-add/ (multipart): saves the contact step; resolves with the
   * temp_vendor_id as text, or null when the answer has none. Spec: access §2 step 1, §3, §7.
   */
  addContact(contact: RegistrationContact, options?: RequestOptions): Promise<{ vendorId: string | null }>;
  /**
   * POST /partner/temp-partner-edit/ (multipart): saves the company step with its files, deleting
   * stored images on request; resolves with the stored images (null when the answer lists none).
   * Spec: access §2 step 2, §3, §7.
   */
  saveCompany(
    company: RegistrationCompany,
    options?: RequestOptions,
  ): Promise<{ images: StoredPartnerImage[] | null }>;
  /**
   * POST /partner/temp-partner-edit/ (multipart): saves PAN and Aadhaar with their files. A 400
   * carries the PAN error or the server's message. Spec: access §2 step 3, §3, §7, §8.
   */
  saveIdentity(identity: RegistrationIdentity, options?: RequestOptions): Promise<void>;
}

/** Wire body of an OTP target. */
const otpBody = (target: RegistrationOtpTarget) =>
  'email' in target ? { email: target.email } : { phone: target.phone, country_code: target.countryCode };

/** Builds `client.partnerRegistration`. */
export function createPartnerRegistrationApi(core: HttpCore): PartnerRegistrationApi {
  const edit = (values: Parameters<typeof toFormData>[0], options?: RequestOptions) =>
    core.post<{ partner_images?: { id: number; image_key: string }[] } | undefined>(
      '/partner/temp-partner-edit/',
      toFormData(values),
      options,
    );
  return {
    sendOtp: (target, options) => core.post<StatusMessage>('/partner/send-otp/', otpBody(target), options),
    verifyOtp: ({ otp, ...target }, options) =>
      core.post<StatusMessage>('/partner/verify-otp/', { ...otpBody(target), otp }, options),
    async addContact(contact, options) {
      const answer = await core.post<{ temp_vendor_id?: string | number | null } | undefined>(
        '/partner/temp-partner-add/',
        toFormData({
          company_name: contact.companyName,
          company_email: contact.companyEmail,
          company_phone: contact.companyPhone,
          full_name: contact.fullName,
          email: contact.email,
          phone: contact.phone,
          whatsapp_number: contact.whatsappNumber,
          country_code: contact.countryCode,
        }),
        options,
      );
      const id = answer?.temp_vendor_id;
      return { vendorId: id === undefined || id === null || id === '' ? null : String(id) };
    },
    async saveCompany(company, options) {
      const answer = await edit(
        {
          id: company.vendorId,
          location: company.location,
          country_name: company.country,
          district: company.district,
          state_name: company.state,
          city_name: company.city,
          pin_code: company.pinCode,
          digipin: company.digipin,
          address_proof: company.addressProof,
          partner_images: company.partnerImages,
          deleted_image_ids: company.deletedImageIds,
        },
        options,
      );
      const images = answer?.partner_images;
      return { images: images ? images.map((image) => ({ id: image.id, key: image.image_key })) : null };
    },
    async saveIdentity(identity, options) {
      await edit(
        {
          id: identity.vendorId,
          pan: identity.pan,
          pan_scan: identity.panScan,
          aadhaar_number: identity.aadhaarNumber,
          aadhaar_file: identity.aadhaarFile,
        },
        options,
      );
    },
  };
}
