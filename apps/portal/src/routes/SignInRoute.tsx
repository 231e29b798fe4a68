import { isPortal } from '@partner-portal/api/roles';
import type { SignInSession } from '@partner-portal/api';
import {
  useCompleteSecondStep,
  useConfirmTotp,
  useLogin,
  usePasskeySignIn,
  useStartTotp,
} from '@partner-portal/api/hooks';
import type { TotpEnrolmentData } from '@partner-portal/forms/second-factor';
import { storage } from '@partner-portal/api/storage';
import { SignInForm, type SignInValues } from '@partner-portal/forms/sign-in';
import { AuthLayout, Footer } from '@partner-portal/ui/shell';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { DemoInboxLink } from '../components/DemoInboxLink.tsx';
import { LocaleSwitch } from '../components/LocaleSwitch.tsx';
import { appMessages } from '../lib/messages.ts';
import { failureText } from '../lib/failureText.ts';
import type { RouteModuleProps } from '../config/routes.ts';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { afterSignInRoute, landingRoute } from '../lib/landing.ts';
import { hasSession, portalForRole, readLandingInput } from '../lib/session.ts';
import { getPasskey, passkeyFailureText } from '../lib/passkeyBrowser.ts';

// The second step (issue 23) loads only for the users who owe one, never with /signin's first paint.
const SecondFactorStep = lazy(() =>
  import('@partner-portal/forms/second-factor').then((module) => ({ default: module.SecondFactorStep })),
);

/** The redirect check for an already signed-in visitor waits this long (access §9). */
export const SIGNED_IN_REDIRECT_DELAY_MS = 100;

/**
 * /signin and /client: the sign-in form wired to POST /partner/login/. Success stores the session
 * and routes by role (interstitial first for users with all_roles entries); a failure shows the
 * server's message and keeps what was typed. A visitor already signed in is redirected by stored
 * role after 100 ms. At /client (the client sign-in, which client sign-up links back to) the form is
 * the 'Join the club' variant, which also links to /client-signup; the route table's row says which
 * route is being shown. 'Sign in with a passkey' loads the browser's WebAuthn helper on press and
 * signs in like the password; a password sign-in that owes a second factor (issue 23) stays here on
 * the second step (a passkey or an authenticator code, or setting up an app first) and stores the
 * session only once it is done; a wrong code keeps the user on the step with the server's message.
 * Spec: access §2 'Public routes', 'Sign-in', 'Client sign-up', §4, §6, §8, §9.
 */
export function SignInRoute({ route }: RouteModuleProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { trigger: login } = useLogin();
  const [params] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const { trigger: passkeySignIn, isMutating: isPasskeyPending } = usePasskeySignIn();
  const { trigger: completeSecondStep, isMutating: isSecondPasskeyPending } = useCompleteSecondStep();
  const { trigger: startTotp } = useStartTotp();
  const { trigger: confirmTotp } = useConfirmTotp();
  /** A password sign-in owing its second factor: its session, kept out of storage until done. */
  const [pending, setPending] = useState<SignInSession | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);
  const [enrolment, setEnrolment] = useState<TotpEnrolmentData | null>(null);

  // The portal chooser's cards carry the chosen work area (access §2 'Portal chooser').
  const chosen = params.get('portal');
  useEffect(() => {
    if (isPortal(chosen)) storage.set('chosen_portal', chosen);
  }, [chosen]);

  useEffect(() => {
    if (!hasSession()) return;
    const timer = window.setTimeout(() => {
      void navigate(landingRoute(readLandingInput()), { replace: true });
    }, SIGNED_IN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  /** Stores the session and routes by role (access §4 'Sign-in'). */
  const finish = async (answer: SignInSession) => {
    const chosenPortal = storage.get('chosen_portal');
    storage.saveSession(answer, portalForRole(answer.role, chosenPortal));
    await navigate(
      afterSignInRoute(readLandingInput({ role: answer.role, uuid: answer.uuid, lastPortal: chosenPortal })),
      { replace: true },
    );
  };

  // A user who must set up a second factor first gets an authenticator-app set-up at once.
  const mustEnrol = pending?.secondFactor?.state === 'enrol' ? pending.token : null;
  useEffect(() => {
    if (mustEnrol === null) return;
    let live = true;
    void (async () => {
      try {
        const started = await startTotp({ token: mustEnrol });
        const { qrCodeDataUrl } = await import('../lib/qrCode.ts');
        const qrCodeUrl = await qrCodeDataUrl(started.otpauthUri);
        if (live) setEnrolment({ secret: started.secret, qrCodeUrl });
      } catch (error) {
        if (live) setStepError(failureText(intl, error));
      }
    })();
    return () => {
      live = false;
    };
  }, [mustEnrol, startTotp, intl]);

  const onSubmit = async (values: SignInValues) => {
    setFormError(null);
    try {
      const answer = await login({ email: values.email.trim(), password: values.password });
      if (answer.secondFactor) {
        setStepError(null);
        setEnrolment(null);
        setPending(answer);
        return;
      }
      await finish(answer);
    } catch (error) {
      const text = failureText(intl, error);
      if (text !== null) setFormError(text);
    }
  };

  const onPasskeySignIn = async () => {
    setFormError(null);
    try {
      await finish(await passkeySignIn(getPasskey));
    } catch (error) {
      const text = passkeyFailureText(intl, error);
      if (text !== null) setFormError(text);
    }
  };

  const onCode = async (code: string) => {
    if (!pending) return;
    setStepError(null);
    try {
      if (pending.secondFactor?.state === 'enrol') await confirmTotp({ code, token: pending.token });
      else await completeSecondStep({ token: pending.token, method: 'totp', code });
      await finish(pending);
    } catch (error) {
      setStepError(failureText(intl, error));
    }
  };

  const onSecondPasskey = async () => {
    if (!pending) return;
    setStepError(null);
    try {
      await completeSecondStep({ token: pending.token, method: 'passkey', get: getPasskey });
      await finish(pending);
    } catch (error) {
      setStepError(passkeyFailureText(intl, error));
    }
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
      <title>{intl.formatMessage(appMessages.productTitle)}</title>
      {pending?.secondFactor ? (
        <Suspense fallback={null}>
          <SecondFactorStep
            state={pending.secondFactor.state}
            methods={pending.secondFactor.methods}
            onCode={onCode}
            onPasskey={() => void onSecondPasskey()}
            isPasskeyPending={isSecondPasskeyPending}
            enrolment={enrolment}
            formError={stepError}
            onCancel={() => setPending(null)}
          />
        </Suspense>
      ) : (
        <SignInForm
          onSubmit={onSubmit}
          formError={formError}
          variant={route.id === 'client' ? 'join' : 'default'}
          signUpHref={paths.signUp}
          clientSignUpHref={paths.clientSignUp}
          forgotPasswordHref={paths.forgotPassword}
          onPasskeySignIn={() => void onPasskeySignIn()}
          isPasskeyPending={isPasskeyPending}
        />
      )}
    </AuthLayout>
  );
}
