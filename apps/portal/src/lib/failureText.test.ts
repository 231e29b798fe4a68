import { ApiError, type ApiMessageId } from '@partner-portal/api';
import { partnerLoginMessages } from '@partner-portal/forms/partner-login';
import { partnerRegistrationMessages } from '@partner-portal/forms/partner-registration';
import { overlayMessages } from '@partner-portal/ui/overlays';
import { createIntl } from 'react-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiText,
  failurePresets,
  failureText,
  linkCheckOutcome,
  listFailureText,
  noticeText,
} from './failureText.ts';
import { loadServerMessages } from './serverWords.ts';

const intl = createIntl({ locale: 'en', messages: {} });

// The portal's API client loads the server messages beside its first call (lib/services.ts).
beforeAll(loadServerMessages);
const verifyPreset = failurePresets.verify(
  partnerLoginMessages.loginError,
  partnerLoginMessages.incorrectPassphrase,
);

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
  "account deletion: failurePresets.deletion (access §8 'Account deletion')": {
    show: (error) => failureText(intl, error, failurePresets.deletion(overlayMessages.accountDeletionFailed)),
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
  "passphrase send: failurePresets.send (access §8 'Partner login')": {
    show: (error) => failureText(intl, error, failurePresets.send(partnerLoginMessages.sendFailed)),
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
  "passphrase verify: failurePresets.verify (access §8 'Partner login')": {
    show: (error) => failureText(intl, error, verifyPreset),
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
  "company lookup by WhatsApp: failurePresets.lookup (access §8 'Company lookup')": {
    // The hook types its error as ApiError; anything else still gets the lookup's text.
    show: (error) =>
      failureText(
        intl,
        error,
        failurePresets.lookup(partnerLoginMessages.lookupFailed, partnerLoginMessages.whatsappNotRegistered),
      ),
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
  "company lookup by e-mail: failurePresets.lookup (access §8 'Company lookup')": {
    show: (error) =>
      failureText(
        intl,
        error,
        failurePresets.lookup(partnerLoginMessages.lookupFailed, partnerLoginMessages.emailNotRegistered),
      ),
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
  "registration final step: failurePresets.finalStep (access §8 'Final step')": {
    show: (error) =>
      failureText(intl, error, failurePresets.finalStep(partnerRegistrationMessages.errorOccurred)),
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
  "registration OTP send: failurePresets.send (access §8 'OTP')": {
    show: (error) => failureText(intl, error, failurePresets.send(partnerRegistrationMessages.otpSendFailed)),
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
    expect(failureText(fr, failures['502 without a body message'], verifyPreset)).toBe(
      'Erreur de connexion !',
    );
  });
});

describe('noticeText', () => {
  const notice = (error: ApiError, messageId?: ApiMessageId) => ({
    type: 'error' as const,
    message: error.message,
    messageId,
    durationMs: 1000,
    error,
  });

  it("words the client's shared notices with their status, in the interface language", () => {
    expect(noticeText(intl, notice(http(503), 'httpStatus'))).toBe('Request failed with status code 503');
    const fr = createIntl({
      locale: 'fr',
      messages: { 'api.invalidCredentials': 'Identifiants invalides !' },
    });
    expect(noticeText(fr, notice(http(401), 'invalidCredentials'))).toBe('Identifiants invalides !');
  });

  it("shows the server's own words when the notice has no text id", () => {
    expect(noticeText(intl, notice(http(403, 'Not allowed.')))).toBe('Not allowed.');
  });
});

const httpWithBody = (status: number, body?: unknown) =>
  new ApiError({ kind: 'http', status, body, message: `status ${status}` });

describe('listFailureText (operations §8 "Shared HTTP")', () => {
  it('shows the answer message of a 4xx, or the fallback without one', () => {
    expect(
      listFailureText(
        intl,
        httpWithBody(403, { message: 'You do not have permission to perform this action.' }),
      ),
    ).toBe('You do not have permission to perform this action.');
    expect(listFailureText(intl, httpWithBody(409, {}))).toBe('Something went wrong!');
  });

  it('shows Invalid Credentials! on 401 and no server text for 5xx', () => {
    expect(listFailureText(intl, httpWithBody(401, { message: 'Invalid token.' }))).toBe(
      'Invalid Credentials!',
    );
    expect(listFailureText(intl, httpWithBody(502, { message: 'upstream stack trace' }))).toBe(
      'Something went wrong!',
    );
  });

  it('shows the time-out and offline texts and nothing for an abort', () => {
    expect(listFailureText(intl, new ApiError({ kind: 'timeout', message: 't' }))).toBe(
      'The request timed out. Please try again.',
    );
    expect(listFailureText(intl, new ApiError({ kind: 'network', message: 'n' }))).toBe(
      'Network Unavailable, Please check your internet connection.',
    );
    expect(listFailureText(intl, new ApiError({ kind: 'aborted', message: 'a' }))).toBeNull();
    expect(listFailureText(intl, undefined)).toBeNull();
  });
});

describe('linkCheckOutcome (operations §8 "Forms")', () => {
  it('is undefined without an error', () => {
    expect(linkCheckOutcome(intl, undefined)).toBeUndefined();
  });

  it("shows the server's message for an invalid or expired link", () => {
    const error = new ApiError({ kind: 'http', status: 410, message: 'This link has expired.' });
    expect(linkCheckOutcome(intl, error)).toEqual({
      linkError: 'This link has expired.',
      linkCheckFailed: false,
    });
  });

  it("shows 'Error Checking Link!' for no network, a time-out or a server failure", () => {
    for (const error of [
      new ApiError({ kind: 'network', message: 'Network Unavailable' }),
      new ApiError({ kind: 'timeout', message: 'timed out' }),
      new ApiError({ kind: 'http', status: 502, message: 'Bad Gateway' }),
      new Error('boom'),
    ]) {
      expect(linkCheckOutcome(intl, error)).toEqual({ linkError: null, linkCheckFailed: true });
    }
  });
});

describe('server texts with a message id (issue 19)', () => {
  const body = {
    status: 400,
    message: 'Invalid OTP. 4 attempts left.',
    message_id: 'identity.otpWrong',
    message_values: { left: '4' },
  };
  const error = new ApiError({ kind: 'http', status: 400, message: body.message, body });
  const italian = createIntl({
    locale: 'it',
    defaultLocale: 'en',
    messages: { 'server.identity.otpWrong': 'OTP non valido. Tentativi rimasti: {left}.' },
    onError: () => undefined,
  });

  it("shows the portal's translation of a known id, with the server's values", () => {
    expect(failureText(italian, error)).toBe('OTP non valido. Tentativi rimasti: 4.');
    expect(failureText(italian, error, failurePresets.list)).toBe('OTP non valido. Tentativi rimasti: 4.');
  });

  it("shows the server's English text verbatim in English, and for an id the portal does not know", () => {
    expect(failureText(intl, error)).toBe('Invalid OTP. 4 attempts left.');
    const unknown = { ...body, message: 'A new server text', message_id: 'identity.somethingNew' };
    expect(
      failureText(
        italian,
        new ApiError({ kind: 'http', status: 400, message: unknown.message, body: unknown }),
      ),
    ).toBe('A new server text');
  });

  it("words every module's answers too: a quoted value and literal braces come out as the server wrote them", () => {
    const answer = (message: string, id: string, values?: Record<string, string>) => {
      const reply = { status: 409, message, message_id: id, ...(values ? { message_values: values } : {}) };
      return new ApiError({ kind: 'http', status: 409, message, body: reply });
    };
    const moved = "A ticket that is closed cannot be moved with 'assign'.";
    expect(
      failureText(intl, answer(moved, 'tickets.illegalMove', { status: 'closed', action: 'assign' })),
    ).toBe(moved);
    const body = 'Please send the ticket and a list of { key, value } items.';
    expect(failureText(intl, answer(body, 'fieldForms.unstructuredBody'))).toBe(body);
    const french = createIntl({
      locale: 'fr',
      defaultLocale: 'en',
      messages: {
        'server.tickets.illegalMove': 'Un ticket {status} ne peut pas recevoir l’action « {action} ».',
      },
      onError: () => undefined,
    });
    expect(
      failureText(french, answer(moved, 'tickets.illegalMove', { status: 'closed', action: 'assign' })),
    ).toBe('Un ticket closed ne peut pas recevoir l’action « assign ».');
  });

  it('counts in a plural: one minute, one second, one attempt; the translation plural too', () => {
    const answer = (message: string, id: string, values: Record<string, string>) => {
      const reply = { status: 429, message, message_id: id, message_values: values };
      return new ApiError({ kind: 'http', status: 429, message, body: reply });
    };
    expect(
      failureText(
        intl,
        answer('Too many codes requested. Please try again in 1 minutes.', 'identity.hourlyCap', {
          minutes: '1',
        }),
      ),
    ).toBe('Too many codes requested. Please try again in 1 minute.');
    expect(
      failureText(
        intl,
        answer('Please wait 40 seconds before requesting a new code.', 'identity.resendWait', {
          seconds: '40',
        }),
      ),
    ).toBe('Please wait 40 seconds before requesting a new code.');
    expect(
      failureText(
        intl,
        answer('Please wait 1 seconds before requesting a new code.', 'identity.resendWait', {
          seconds: '1',
        }),
      ),
    ).toBe('Please wait 1 second before requesting a new code.');
    expect(
      failureText(intl, answer('Invalid OTP. 1 attempts left.', 'identity.otpWrong', { left: '1' })),
    ).toBe('Invalid OTP. 1 attempt left.');
    const french = createIntl({
      locale: 'fr',
      defaultLocale: 'en',
      messages: {
        'server.identity.hourlyCap':
          'Trop de codes demandés. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.',
      },
      onError: () => undefined,
    });
    const hourly = (minutes: string) =>
      failureText(french, answer(`... ${minutes} minutes.`, 'identity.hourlyCap', { minutes }));
    expect(hourly('1')).toBe('Trop de codes demandés. Réessayez dans 1 minute.');
    expect(hourly('12')).toBe('Trop de codes demandés. Réessayez dans 12 minutes.');
  });
});

describe('the API client texts as client messages (issue 19)', () => {
  it('has one message per apiMessages id, its English text verbatim', async () => {
    const { apiMessages } = await import('@partner-portal/api');
    const { apiClientMessages } = await import('./apiClientMessages.ts');
    expect(
      Object.fromEntries(
        Object.entries(apiClientMessages).map(([id, { defaultMessage }]) => [id, defaultMessage]),
      ),
    ).toEqual(apiMessages);
    expect(Object.values(apiClientMessages).map(({ id }) => id)).toEqual(
      Object.keys(apiMessages).map((id) => `api.${id}`),
    );
  });

  it('shows a translated API text', () => {
    const spanish = createIntl({
      locale: 'es',
      defaultLocale: 'en',
      messages: { 'api.fallback': '¡Algo salió mal!' },
      onError: () => undefined,
    });
    expect(apiText(spanish, 'fallback')).toBe('¡Algo salió mal!');
    expect(apiText(intl, 'fallback')).toBe('Something went wrong!');
  });
});
