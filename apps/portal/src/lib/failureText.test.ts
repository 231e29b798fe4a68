import { ApiError } from '@partner-portal/api';
import { partnerLoginMessages } from '@partner-portal/forms/partner-login';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { failureText } from './failureText.ts';
import { linkCheckOutcome } from './linkCheck.ts';
import { listFailureText } from './listFailure.ts';

vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__APP_VERSION__ = '0.0.0-test';
});

const { deletionFailureText } = await import('../routes/AccountDeletionRoute.tsx');
const { lookupErrorText, sendErrorText, verifyErrorText } = await import('../routes/PartnerLoginRoute.tsx');
const { finalStepErrorText, sendOtpErrorText } = await import('../routes/PartnerRegistrationRoute.tsx');

const intl = createIntl({ locale: 'en', messages: {} });

/** An HTTP failure as the client builds it: `message` = the body's message, else its own text. */
const http = (status: number, serverMessage?: string) =>
  new ApiError({
    kind: 'http',
    status,
    body: serverMessage === undefined ? {} : { message: serverMessage },
    message:
      serverMessage ??
      (status === 401 ? 'Invalid Credentials!' : `Request failed with status code ${status}`),
  });

/** Every kind of failure each caller is checked against. */
const failures = {
  aborted: new ApiError({ kind: 'aborted', message: 'The request was cancelled.' }),
  timeout: new ApiError({ kind: 'timeout', message: 'timed out' }),
  offline: new ApiError({ kind: 'network', message: 'Failed to fetch' }),
  '401': http(401, 'Invalid token.'),
  '400 with a server message': http(400, 'Invalid PAN.'),
  '403 with a server message': http(403, 'Not allowed.'),
  '404 without a message': http(404),
  '409 without a message': http(409),
  '500 with a body message': http(500, 'Traceback: database down'),
  '502 without a body message': http(502),
  'unreadable answer': new ApiError({
    kind: 'parse',
    message: 'The server sent an answer that could not be read.',
  }),
  'an Error, not an ApiError': new Error('Unexpected token'),
  'a thrown non-Error': 'odd',
} satisfies Record<string, unknown>;

type Failure = keyof typeof failures;

const TIMEOUT = 'The request timed out. Please try again.';
const OFFLINE = 'Network Unavailable, Please check your internet connection.';
const FALLBACK = 'Something went wrong!';
const LINK_FAILED = { linkError: null, linkCheckFailed: true };
const linkError = (text: string) => ({ linkError: text, linkCheckFailed: false });

/** What each caller shows for each failure (its wording of access §8 / operations §8). */
const expected: Record<string, { show: (error: unknown) => unknown; texts: Record<Failure, unknown> }> = {
  'public forms: failureText without options (access §8)': {
    show: (error) => failureText(intl, error),
    texts: {
      aborted: null,
      timeout: TIMEOUT,
      offline: OFFLINE,
      '401': 'Invalid token.',
      '400 with a server message': 'Invalid PAN.',
      '403 with a server message': 'Not allowed.',
      '404 without a message': 'Request failed with status code 404',
      '409 without a message': 'Request failed with status code 409',
      '500 with a body message': 'Traceback: database down',
      '502 without a body message': 'Request failed with status code 502',
      'unreadable answer': 'The server sent an answer that could not be read.',
      'an Error, not an ApiError': 'Unexpected token',
      'a thrown non-Error': FALLBACK,
    },
  },
  "lists and dialogs: listFailureText (operations §8 'Shared HTTP')": {
    show: (error) => listFailureText(intl, error),
    texts: {
      aborted: null,
      timeout: TIMEOUT,
      offline: OFFLINE,
      '401': 'Invalid Credentials!',
      '400 with a server message': 'Invalid PAN.',
      '403 with a server message': 'Not allowed.',
      '404 without a message': FALLBACK,
      '409 without a message': FALLBACK,
      '500 with a body message': FALLBACK,
      '502 without a body message': FALLBACK,
      'unreadable answer': FALLBACK,
      'an Error, not an ApiError': FALLBACK,
      'a thrown non-Error': FALLBACK,
    },
  },
  "link check: linkCheckOutcome (operations §8 'Forms')": {
    show: (error) => linkCheckOutcome(intl, error),
    texts: {
      aborted: LINK_FAILED,
      timeout: LINK_FAILED,
      offline: LINK_FAILED,
      '401': linkError('Invalid token.'),
      '400 with a server message': linkError('Invalid PAN.'),
      '403 with a server message': linkError('Not allowed.'),
      '404 without a message': linkError('Request failed with status code 404'),
      '409 without a message': linkError('Request failed with status code 409'),
      '500 with a body message': LINK_FAILED,
      '502 without a body message': LINK_FAILED,
      'unreadable answer': LINK_FAILED,
      'an Error, not an ApiError': LINK_FAILED,
      'a thrown non-Error': LINK_FAILED,
    },
  },
  "account deletion: deletionFailureText (access §8 'Account deletion')": {
    show: (error) => deletionFailureText(intl, error),
    texts: {
      aborted: 'Error Requesting Account Deletion!',
      timeout: TIMEOUT,
      offline: OFFLINE,
      '401': 'Invalid token.',
      '400 with a server message': 'Invalid PAN.',
      '403 with a server message': 'Not allowed.',
      '404 without a message': 'Error Requesting Account Deletion!',
      '409 without a message': 'Error Requesting Account Deletion!',
      '500 with a body message': 'Error Requesting Account Deletion!',
      '502 without a body message': 'Error Requesting Account Deletion!',
      'unreadable answer': 'Error Requesting Account Deletion!',
      'an Error, not an ApiError': 'Error Requesting Account Deletion!',
      'a thrown non-Error': 'Error Requesting Account Deletion!',
    },
  },
  "passphrase send: sendErrorText (access §8 'Partner login')": {
    show: (error) => sendErrorText(intl, error),
    texts: {
      aborted: 'Failed to send PhassPhrase! Try again.',
      timeout: 'Failed to send PhassPhrase! Try again.',
      offline: 'Failed to send PhassPhrase! Try again.',
      '401': 'Invalid token.',
      '400 with a server message': 'Invalid PAN.',
      '403 with a server message': 'Not allowed.',
      '404 without a message': 'Request failed with status code 404',
      '409 without a message': 'Request failed with status code 409',
      '500 with a body message': 'Failed to send PhassPhrase! Try again.',
      '502 without a body message': 'Failed to send PhassPhrase! Try again.',
      'unreadable answer': 'Failed to send PhassPhrase! Try again.',
      'an Error, not an ApiError': 'Failed to send PhassPhrase! Try again.',
      'a thrown non-Error': 'Failed to send PhassPhrase! Try again.',
    },
  },
  "passphrase verify: verifyErrorText (access §8 'Partner login')": {
    show: (error) => verifyErrorText(intl, error),
    texts: {
      aborted: 'Error Login!',
      timeout: 'Error Login!',
      offline: 'Error Login!',
      '401': 'Invalid token.',
      '400 with a server message': 'Invalid PAN.',
      '403 with a server message': 'Not allowed.',
      '404 without a message': 'Request failed with status code 404',
      '409 without a message': 'Request failed with status code 409',
      '500 with a body message': 'Error Login!',
      '502 without a body message': 'Error Login!',
      'unreadable answer': 'Error Login!',
      'an Error, not an ApiError': 'Error Login!',
      'a thrown non-Error': 'Error Login!',
    },
  },
  "company lookup by WhatsApp: lookupErrorText (access §8 'Company lookup')": {
    // The hook types its error as ApiError; anything else still gets the lookup's text.
    show: (error) => lookupErrorText(intl, 'whatsapp', error as ApiError),
    texts: {
      aborted: 'Failed to fetch company name',
      timeout: 'Failed to fetch company name',
      offline: 'Failed to fetch company name',
      '401': 'Failed to fetch company name',
      '400 with a server message': 'Failed to fetch company name',
      '403 with a server message': 'Failed to fetch company name',
      '404 without a message': 'WhatsApp No. not Registered!',
      '409 without a message': 'Failed to fetch company name',
      '500 with a body message': 'Failed to fetch company name',
      '502 without a body message': 'Failed to fetch company name',
      'unreadable answer': 'Failed to fetch company name',
      'an Error, not an ApiError': 'Failed to fetch company name',
      'a thrown non-Error': 'Failed to fetch company name',
    },
  },
  "company lookup by e-mail: lookupErrorText (access §8 'Company lookup')": {
    show: (error) => lookupErrorText(intl, 'email', error as ApiError),
    texts: {
      aborted: 'Failed to fetch company name',
      timeout: 'Failed to fetch company name',
      offline: 'Failed to fetch company name',
      '401': 'Failed to fetch company name',
      '400 with a server message': 'Failed to fetch company name',
      '403 with a server message': 'Failed to fetch company name',
      '404 without a message': 'Email not Registered!',
      '409 without a message': 'Failed to fetch company name',
      '500 with a body message': 'Failed to fetch company name',
      '502 without a body message': 'Failed to fetch company name',
      'unreadable answer': 'Failed to fetch company name',
      'an Error, not an ApiError': 'Failed to fetch company name',
      'a thrown non-Error': 'Failed to fetch company name',
    },
  },
  "registration final step: finalStepErrorText (access §8 'Final step')": {
    show: (error) => finalStepErrorText(intl, error),
    texts: {
      aborted: null,
      timeout: 'An error occurred.',
      offline: 'An error occurred.',
      '401': 'An error occurred.',
      '400 with a server message': 'Invalid PAN.',
      '403 with a server message': 'An error occurred.',
      '404 without a message': 'An error occurred.',
      '409 without a message': 'An error occurred.',
      '500 with a body message': 'An error occurred.',
      '502 without a body message': 'An error occurred.',
      'unreadable answer': 'An error occurred.',
      'an Error, not an ApiError': 'An error occurred.',
      'a thrown non-Error': 'An error occurred.',
    },
  },
  "registration OTP send: sendOtpErrorText (access §8 'OTP')": {
    show: (error) => sendOtpErrorText(intl, error),
    texts: {
      aborted: 'Error in sending OTP',
      timeout: 'Error in sending OTP',
      offline: 'Error in sending OTP',
      '401': 'Invalid token.',
      '400 with a server message': 'Invalid PAN.',
      '403 with a server message': 'Not allowed.',
      '404 without a message': 'Request failed with status code 404',
      '409 without a message': 'Request failed with status code 409',
      '500 with a body message': 'Error in sending OTP',
      '502 without a body message': 'Error in sending OTP',
      'unreadable answer': 'Error in sending OTP',
      'an Error, not an ApiError': 'Error in sending OTP',
      'a thrown non-Error': 'Error in sending OTP',
    },
  },
};

describe.each(Object.entries(expected))('%s', (_caller, { show, texts }) => {
  it.each(Object.keys(failures) as Failure[])('%s', (failure) => {
    expect(show(failures[failure])).toEqual(texts[failure]);
  });
});

describe('failureText options', () => {
  it("reads only the body's non-blank message with serverMessageFrom 'body'", () => {
    const options = {
      serverError: 'fallback',
      showServerMessage: 'below500',
      serverMessageFrom: 'body',
    } as const;
    const blank = new ApiError({ kind: 'http', status: 400, body: { message: '  ' }, message: 'x' });
    const noBody = new ApiError({ kind: 'http', status: 400, message: 'only on the error' });
    expect(failureText(intl, blank, options)).toBe(FALLBACK);
    expect(failureText(intl, noBody, options)).toBe(FALLBACK);
  });

  it('gives clientError for an answer below 500 with an empty message', () => {
    const empty = new ApiError({ kind: 'http', status: 429, message: '' });
    expect(
      failureText(intl, empty, {
        serverError: partnerLoginMessages.loginError,
        clientError: partnerLoginMessages.incorrectPassphrase,
        showServerMessage: 'below500',
      }),
    ).toBe('Incorrect Passphrase!');
  });

  it('treats an HTTP failure without a status as a server failure', () => {
    const noStatus = new ApiError({ kind: 'http', message: 'no status' });
    expect(failureText(intl, noStatus, { serverError: 'fallback', showServerMessage: 'below500' })).toBe(
      FALLBACK,
    );
  });

  it('formats the texts in the interface language', () => {
    const fr = createIntl({
      locale: 'fr',
      messages: { 'api.timeout': 'Délai dépassé.', 'forms.partnerLogin.loginError': 'Erreur de connexion !' },
    });
    expect(failureText(fr, failures.timeout)).toBe('Délai dépassé.');
    expect(verifyErrorText(fr, failures['502 without a body message'])).toBe('Erreur de connexion !');
  });
});
