import { isApiError, type SignInSession } from '@partner-portal/api';
import {
  useCompanyByEmail,
  useCompanyByWhatsApp,
  useSendPassphrase,
  useVerifyPassphrase,
} from '@partner-portal/api/hooks';
import { storage } from '@partner-portal/api/storage';
import {
  PartnerLoginForm,
  partnerLoginMessages as m,
  type PartnerLoginMode,
  type PartnerLoginVerifyValues,
} from '@partner-portal/forms/partner-login';
import { useResendCountdown } from '@partner-portal/ui/inputs';
import { AuthLayout, Footer } from '@partner-portal/ui/shell';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { DemoInboxLink } from '../components/DemoInboxLink.tsx';
import { LocaleSwitch } from '../components/LocaleSwitch.tsx';
import { appMessages } from '../lib/messages.ts';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { routeTitles } from '../config/routeTitles.ts';
import { failurePresets, failureText } from '../lib/failureText.ts';
import { afterSignInRoute } from '../lib/landing.ts';
import { readLandingInput } from '../lib/session.ts';

/** Resend wait after each passphrase sent, in seconds (access §9). */
export const PASSPHRASE_RESEND_SECONDS = 60;

/** Where a passphrase login lands: a partner at /detail/{uuid}, any other role by its landing route. */
export function afterPassphraseLogin(session: SignInSession): string {
  if (session.role === 'partner') return paths.detail(session.uuid);
  return afterSignInRoute(readLandingInput({ role: session.role, uuid: session.uuid, lastPortal: 'orion' }));
}

/**
 * /partner-login: the partner passphrase login wired to the API. Leaving the identifier looks the
 * company up (useCompanyByWhatsApp at 10 digits, useCompanyByEmail); 'Login' / 'Use Passphrase'
 * send the passphrase (WhatsApp or e-mail), then the 60 s resend wait runs (a 429 restarts it with
 * the server's `Retry-After`); 'Verify Passphrase' signs in, stores the session with its portal
 * 'orion' and sends a partner to /detail/{uuid}. Failures show the spec's message and keep what was
 * typed. Spec: access §2 'Partner login', §4 'Partner passphrase login', §7, §8, §9.
 */
export function PartnerLoginRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { trigger: sendPassphrase } = useSendPassphrase();
  const { trigger: verifyPassphrase } = useVerifyPassphrase();
  const [mode, setMode] = useState<PartnerLoginMode>('whatsapp');
  const [lookup, setLookup] = useState<{ mode: PartnerLoginMode; value: string } | null>(null);
  const [sent, setSent] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [actionWarning, setActionWarning] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Each wait (60 s, or the server's Retry-After) restarts the countdown once its length is set.
  const [wait, setWait] = useState<{ seconds: number } | null>(null);
  const countdown = useResendCountdown({
    seconds: wait?.seconds ?? PASSPHRASE_RESEND_SECONDS,
    startOnMount: false,
  });
  const { restart } = countdown;
  useEffect(() => {
    if (wait) restart();
  }, [wait, restart]);

  // silent: the form shows a failed lookup itself (access §8 'Company lookup'); a toast would repeat it.
  const lookupOptions = { revalidateOnFocus: false, shouldRetryOnError: false, silent: true } as const;
  const byWhatsApp = useCompanyByWhatsApp(lookup?.mode === 'whatsapp' ? lookup.value : null, lookupOptions);
  const byEmail = useCompanyByEmail(lookup?.mode === 'email' ? lookup.value : null, lookupOptions);
  const company = lookup === null ? null : lookup.mode === 'whatsapp' ? byWhatsApp : byEmail;
  const companyName = company?.data?.companyName || null;
  let lookupError: string | null = null;
  if (lookup && company?.error) {
    const notFound = lookup.mode === 'whatsapp' ? m.whatsappNotRegistered : m.emailNotRegistered;
    lookupError = failureText(intl, company.error, failurePresets.lookup(m.lookupFailed, notFound));
  } else if (lookup && company?.data && !companyName) {
    lookupError = intl.formatMessage(
      lookup.mode === 'whatsapp' ? m.phoneNotRegistered : m.emailNotRegistered,
    );
  }

  const send = async (sendMode: PartnerLoginMode, identifier: string) => {
    setActionError(null);
    setActionWarning(null);
    setNotice(null);
    setIsSending(true);
    try {
      const answer = await sendPassphrase({ channel: sendMode, identifier });
      if (answer.status !== undefined && answer.status !== 200) {
        // Access §8 'Partner login': any other status shows the server message as a warning.
        if (answer.message) setActionWarning(answer.message);
        else setActionError(intl.formatMessage(m.sendFailed));
        return;
      }
      setSent(true);
      setWait({ seconds: PASSPHRASE_RESEND_SECONDS });
      setNotice(intl.formatMessage(sendMode === 'whatsapp' ? m.sentWhatsapp : m.sentEmail));
    } catch (error) {
      if (isApiError(error) && error.kind === 'aborted') return;
      const text = failureText(intl, error, failurePresets.send(m.sendFailed));
      // The server refused with its own words (a 4xx such as 429 'wait'): a warning; else a failure.
      const refused = isApiError(error) && error.kind === 'http' && (error.status ?? 500) < 500;
      if (refused) setActionWarning(text);
      else setActionError(text);
      if (isApiError(error) && error.status === 429) {
        // A passphrase went out moments ago: ask for it, and resend only when the server allows.
        setSent(true);
        setWait({ seconds: error.retryAfterSeconds ?? PASSPHRASE_RESEND_SECONDS });
      }
    } finally {
      setIsSending(false);
    }
  };

  const verify = async ({ mode: verifyMode, identifier, passphrase }: PartnerLoginVerifyValues) => {
    setActionError(null);
    setActionWarning(null);
    setNotice(null);
    try {
      const session = await verifyPassphrase({ channel: verifyMode, identifier, passphrase });
      storage.saveSession(session, 'orion');
      setNotice(intl.formatMessage(m.loginSuccess));
      await navigate(afterPassphraseLogin(session), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.kind === 'aborted') return;
      setActionError(failureText(intl, error, failurePresets.verify(m.loginError, m.incorrectPassphrase)));
    }
  };

  const changeMode = (next: PartnerLoginMode) => {
    setMode(next);
    setLookup(null);
    setSent(false);
    setActionError(null);
    setActionWarning(null);
    setNotice(null);
  };

  return (
    <AuthLayout
      title={intl.formatMessage(appMessages.productTitle)}
      tagline={intl.formatMessage(appMessages.tagline)}
      footer={<Footer version={env.version} />}
      actions={
        <>
          <DemoInboxLink />
          <LocaleSwitch />
        </>
      }
    >
      <title>{intl.formatMessage(routeTitles.partnerLogin)}</title>
      <PartnerLoginForm
        defaultMode={mode}
        onModeChange={changeMode}
        onLookup={(lookupMode, value) => {
          setActionError(null);
          setActionWarning(null);
          setLookup(value === null ? null : { mode: lookupMode, value });
        }}
        companyName={companyName}
        isLookupPending={Boolean(company?.isLoading)}
        onSendPassphrase={send}
        onResend={(resendMode, identifier) => void send(resendMode, identifier)}
        passphraseSent={sent}
        isSending={isSending}
        resendSecondsLeft={countdown.secondsLeft}
        onVerify={verify}
        formError={actionError ?? lookupError}
        formWarning={actionWarning}
        notice={notice}
        usePasswordHref={paths.signIn}
      />
    </AuthLayout>
  );
}
