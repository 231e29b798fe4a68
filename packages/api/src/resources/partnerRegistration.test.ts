import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../client/ApiError.ts';
import { isApiError } from '../client/ApiError.ts';
import { createApiClient } from '../client/createApiClient.ts';
import type { ApiNotice } from '../client/types.ts';
import { createFakeFetch, jsonResponse } from '../test/fakeFetch.ts';

const BASE = 'https://api.example.com/api';

function setup(respond?: Parameters<typeof createFakeFetch>[0]) {
  const { fetch, calls } = createFakeFetch(respond);
  const onError = vi.fn<(notice: ApiNotice) => void>();
  const client = createApiClient({ baseUrl: BASE, getToken: () => 'tok', fetch, onError });
  return { client, calls, onError };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(isApiError(error)).toBe(true);
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

describe('multipart registration calls', () => {
  it('temp-partner-add sends the contact data as FormData', async () => {
    const { client, calls } = setup(() => jsonResponse({ status: 200, temp_vendor_id: 'v-1' }));
    const contact = {
      companyName: 'Kiran Co',
      companyEmail: 'o@k.co',
      companyPhone: '9123400000',
      fullName: 'Kiran',
      email: 'k@k.co',
      phone: '9123400001',
      whatsappNumber: '9123400001',
      countryCode: '+91',
    };
    await expect(client.partnerRegistration.addContact(contact)).resolves.toEqual({ vendorId: 'v-1' });
    const body = calls[0]?.init.body;
    expect(calls[0]?.url).toBe(`${BASE}/partner/temp-partner-add/`);
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries((body as FormData).entries())).toEqual({
      company_name: 'Kiran Co',
      company_email: 'o@k.co',
      company_phone: '9123400000',
      full_name: 'Kiran',
      email: 'k@k.co',
      phone: '9123400001',
      whatsapp_number: '9123400001',
      country_code: '+91',
    });
    expect(calls[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('temp-partner-edit sends files, repeated images and deleted ids, and skips empty values', async () => {
    const { client, calls } = setup(() =>
      jsonResponse({
        status: 200,
        message: 'ok',
        partner_images: [{ id: 9, image_key: 'temp-partners/v-1/a.png' }],
      }),
    );
    const proof = new File(['%PDF-'], 'proof.pdf', { type: 'application/pdf' });
    const images = [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.jpg', { type: 'image/jpeg' }),
    ];
    await expect(
      client.partnerRegistration.saveCompany({
        vendorId: 'v-1',
        location: 'FC Road',
        country: 'India',
        state: 'Maharashtra',
        city: 'Pune',
        pinCode: '411001',
        digipin: undefined,
        addressProof: proof,
        partnerImages: images,
        deletedImageIds: [3, 4],
      }),
    ).resolves.toEqual({ images: [{ id: 9, key: 'temp-partners/v-1/a.png' }] });
    const form = calls[0]?.init.body as FormData;
    expect(calls[0]?.url).toBe(`${BASE}/partner/temp-partner-edit/`);
    expect(form.get('id')).toBe('v-1');
    expect(form.get('pin_code')).toBe('411001');
    expect(form.get('country_name')).toBe('India');
    expect(form.get('state_name')).toBe('Maharashtra');
    expect(form.get('city_name')).toBe('Pune');
    expect(form.has('digipin')).toBe(false);
    expect((form.get('address_proof') as File).name).toBe('proof.pdf');
    expect(form.getAll('partner_images').map((file) => (file as File).name)).toEqual(['a.png', 'b.jpg']);
    expect(form.getAll('deleted_image_ids')).toEqual(['3', '4']);
  });

  it('a 400 on the final step carries the PAN message', async () => {
    const { client } = setup(() =>
      jsonResponse({ status: 400, message: 'Please enter a valid Pan number!' }, 400),
    );
    const error = await rejection(client.partnerRegistration.saveIdentity({ vendorId: 'v-1', pan: 'bad' }));
    expect(error).toMatchObject({ status: 400, message: 'Please enter a valid Pan number!' });
  });
});
