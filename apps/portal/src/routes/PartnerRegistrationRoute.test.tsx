import { createApiClient } from '@partner-portal/api';
import { ApiProvider } from '@partner-portal/api/hooks';
import { DEFAULT_COLOR_SCHEME } from '@partner-portal/ui/theme';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';

const { AppProviders } = await import('../app/providers.tsx');
const { PartnerRegistrationRoute } = await import('./PartnerRegistrationRoute.tsx');

type Answer = { status: number; json: unknown; headers?: Record<string, string> };
type Handler = (url: URL, body: unknown) => Answer;

const VENDOR_ID = '3f2a9c1e-7b4d-4e2a-9f00-1c2d3e4f5a6b';

const CONTACT = {
  companyName: 'Kiran Field Services',
  companyEmail: 'office@kiran.example.com',
  companyPhone: '9123400000',
  fullName: 'Kiran Desai',
  email: 'kiran@kiran.example.com',
  phone: { countryCode: 'IN', dialCode: '+91', number: '9123400001' },
  whatsappNumber: '9123400001',
};
const COMPANY = {
  location: 'Shop 4, FC Road',
  pinCode: '411001',
  cityName: 'Pune',
  district: 'Pune',
  stateName: 'Maharashtra',
  countryName: 'India',
};

const defaults: Record<string, Handler> = {
  '/partner/send-otp/': () => ({ status: 200, json: { status: 200, message: 'OTP sent successfully' } }),
  '/partner/verify-otp/': () => ({
    status: 200,
    json: { status: 200, message: 'OTP verified successfully' },
  }),
  '/partner/temp-partner-add/': () => ({
    status: 200,
    json: { status: 200, message: 'Contact details saved successfully', temp_vendor_id: VENDOR_ID },
  }),
  '/partner/temp-partner-edit/': () => ({
    status: 200,
    json: { status: 200, message: 'Company info saved successfully', partner_images: [] },
  }),
  '/management/po-for-techlocal/': () => ({
    status: 200,
    json: { status: 200, pos: [{ district: 'Pune', state: 'Maharashtra', country: 'India' }] },
  }),
};

/** Bodies as the server reads them: JSON, or multipart fields (files by name). */
function readBody(body: BodyInit | null | undefined): unknown {
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  if (body instanceof FormData) {
    const fields: Record<string, string[]> = {};
    for (const [name, value] of body.entries()) {
      (fields[name] ??= []).push(typeof value === 'string' ? value : `file:${value.name}`);
    }
    return fields;
  }
  return undefined;
}

function renderRoute(overrides: Record<string, Handler> = {}) {
  const calls: { path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = url.pathname.replace(/^\/api/, '');
    const body = readBody(init?.body);
    calls.push({ path, body });
    const handler = overrides[path] ?? defaults[path];
    if (!handler) return Response.json({ status: 404, message: 'Not found' }, { status: 404 });
    const answer = handler(url, body);
    return Response.json(answer.json, { status: answer.status, headers: answer.headers });
  });
  const client = createApiClient({ baseUrl: 'http://api.test/api', getToken: () => null, fetch });
  function Where() {
    return <output aria-label="Current path">{useLocation().pathname}</output>;
  }
  const user = userEvent.setup();
  const view = render(
    <AppProviders
      initialLocale="en"
      initialMessages={{}}
      appearance={{ themeType: 'lite', colorScheme: DEFAULT_COLOR_SCHEME, navStyle: null, layoutType: null }}
    >
      <ApiProvider client={client}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <MemoryRouter initialEntries={['/partner-registration']}>
            <Routes>
              <Route path="/partner-registration" element={<PartnerRegistrationRoute />} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </SWRConfig>
      </ApiProvider>
    </AppProviders>,
  );
  return { user, calls, unmount: view.unmount };
}

/** Keeps a draft as the route writes it (sessionStorage). */
function keepDraft(
  step: 'contact' | 'company' | 'additional',
  values: Record<string, unknown>,
  verified = { email: true, phone: true },
) {
  sessionStorage.setItem('partner_registration', JSON.stringify({ step, values, verified, images: [] }));
}

const draft = () =>
  JSON.parse(sessionStorage.getItem('partner_registration') ?? 'null') as {
    step: string;
    values: Record<string, unknown>;
  } | null;
const stepHeading = (name: string) => screen.findByRole('heading', { name, level: 3 }, { timeout: 5000 });
const field = (name: RegExp) => screen.getByRole('textbox', { name });

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('PartnerRegistrationRoute', { timeout: 30_000 }, () => {
  it('sends and verifies the e-mail OTP through the API', async () => {
    keepDraft('contact', CONTACT, { email: false, phone: true });
    const { user, calls } = renderRoute();
    await stepHeading('Contact Details');
    await user.click(screen.getByRole('button', { name: 'Generate OTP (Email)' }));
    expect(await screen.findByText('OTP sent successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/partner/send-otp/')?.body).toEqual({ email: CONTACT.email });
    expect(screen.getByRole('button', { name: /^Resend OTP in \d+s$/ })).toBeDisabled();
    await user.type(field(/^Email OTP/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Email OTP' }));
    expect(await screen.findAllByText('Verified')).toHaveLength(2);
    expect(calls.find((call) => call.path === '/partner/verify-otp/')?.body).toEqual({
      email: CONTACT.email,
      otp: '123456',
    });
    expect(draft()?.step).toBe('contact');
  });

  it('keeps the step, the temp vendor id and the values across a remount (a reload)', async () => {
    keepDraft('contact', CONTACT);
    const first = renderRoute();
    await stepHeading('Contact Details');
    await first.user.click(screen.getByRole('button', { name: 'Submit' }));
    await stepHeading('Company Info');
    expect(first.calls.find((call) => call.path === '/partner/temp-partner-add/')?.body).toMatchObject({
      company_name: [CONTACT.companyName],
      phone: [CONTACT.phone.number],
      country_code: ['+91'],
      whatsapp_number: [CONTACT.whatsappNumber],
    });
    expect(sessionStorage.getItem('temp_vendor_id')).toBe(VENDOR_ID);
    await first.user.type(field(/^Location/), COMPANY.location);
    await waitFor(() =>
      expect(draft()).toMatchObject({ step: 'company', values: { location: COMPANY.location } }),
    );
    first.unmount();

    const second = renderRoute();
    await stepHeading('Company Info');
    expect(field(/^Location/)).toHaveValue(COMPANY.location);
    await second.user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Contact Details');
    expect(field(/^Company name/)).toHaveValue(CONTACT.companyName);
    expect(screen.getAllByText('Verified')).toHaveLength(2);
    // Unchanged contact details are not saved a second time.
    await second.user.click(screen.getByRole('button', { name: 'Submit' }));
    await stepHeading('Company Info');
    expect(second.calls.filter((call) => call.path === '/partner/temp-partner-add/')).toHaveLength(0);
  });

  it('a failed company save shows the server message and keeps every value', async () => {
    sessionStorage.setItem('temp_vendor_id', VENDOR_ID);
    keepDraft('company', { ...CONTACT, ...COMPANY });
    const { user, calls } = renderRoute({
      '/partner/temp-partner-edit/': () => ({
        status: 400,
        json: { status: 400, message: 'Please fill out all required fields.' },
      }),
    });
    await stepHeading('Company Info');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const form = screen.getByRole('form', { name: 'Partner Registration' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Please fill out all required fields.');
    expect(calls.find((call) => call.path === '/partner/temp-partner-edit/')?.body).toMatchObject({
      id: [VENDOR_ID],
      location: [COMPANY.location],
      pin_code: [COMPANY.pinCode],
    });
    expect(screen.getByRole('heading', { name: 'Company Info', level: 3 })).toBeInTheDocument();
    expect(field(/^Location/)).toHaveValue(COMPANY.location);
    expect(field(/^City/)).toHaveValue(COMPANY.cityName);
  });

  it('never sends a later step without the temp vendor id', async () => {
    keepDraft('company', { ...CONTACT, ...COMPANY });
    const { calls } = renderRoute();
    await stepHeading('Contact Details');
    const form = screen.getByRole('form', { name: 'Partner Registration' });
    expect(within(form).getByRole('alert')).toHaveTextContent('Your registration could not be found');
    expect(calls.filter((call) => call.path === '/partner/temp-partner-edit/')).toHaveLength(0);
  });

  it('the final step clears the draft, says so and goes to /thank-you after 3 seconds', async () => {
    sessionStorage.setItem('temp_vendor_id', VENDOR_ID);
    keepDraft('additional', { ...CONTACT, ...COMPANY, pan: 'ABCDE1234F', aadhaarNumber: '2345 6789 0123' });
    const { user, calls } = renderRoute({
      '/partner/temp-partner-edit/': () => ({
        status: 200,
        json: { status: 200, message: 'Company details added successfully' },
      }),
    });
    await stepHeading('Additional Details');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Company details added successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/partner/temp-partner-edit/')?.body).toEqual({
      id: [VENDOR_ID],
      pan: ['ABCDE1234F'],
      aadhaar_number: ['234567890123'],
    });
    expect(sessionStorage.getItem('temp_vendor_id')).toBeNull();
    expect(sessionStorage.getItem('partner_registration')).toBeNull();
    expect(await screen.findByRole('status', { name: 'Current path' }, { timeout: 5000 })).toHaveTextContent(
      '/thank-you',
    );
  });
});
