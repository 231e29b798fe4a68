import { isPortal } from '@partner-portal/api/roles';
import { useLogin } from '@partner-portal/api/hooks';
import { storage } from '@partner-portal/api/storage';
import { SignInForm, type SignInValues } from '@partner-portal/forms/sign-in';
import { AuthLayout, Footer } from '@partner-portal/ui/shell';
import { useEffect, useState } from 'react';
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

/** The redirect check for an already signed-in visitor waits this long (access §9). */
export const SIGNED_IN_REDIRECT_DELAY_MS = 100;

/**
 * /signin and /client: the sign-in form wired to POST /partner/login/. Success stores the session
 * and routes by role (interstitial first for users with all_roles entries); a failure shows the
 * server's message and keeps what was typed. A visitor already signed in is redirected by stored
 * role after 100 ms. At /client (the client sign-in, which client sign-up links back to) the form is
 * the 'Join the club' variant, which also links to /client-signup; the route table's row says which
 * route is being shown. Spec: access §2 'Public routes', 'Sign-in', 'Client sign-up', §4, §6, §8, §9.
 */
export function SignInRoute({ route }: RouteModuleProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { trigger: login } = useLogin();
  const [params] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);

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

  const onSubmit = async (values: SignInValues) => {
    setFormError(null);
    try {
      const answer = await login({ email: values.email.trim(), password: values.password });
      const chosenPortal = storage.get('chosen_portal');
      storage.saveSession(answer, portalForRole(answer.role, chosenPortal));
      await navigate(
        afterSignInRoute(
          readLandingInput({ role: answer.role, uuid: answer.uuid, lastPortal: chosenPortal }),
        ),
        { replace: true },
      );
    } catch (error) {
      const text = failureText(intl, error);
      if (text !== null) setFormError(text);
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
      <SignInForm
        onSubmit={onSubmit}
        formError={formError}
        variant={route.id === 'client' ? 'join' : 'default'}
        signUpHref={paths.signUp}
        clientSignUpHref={paths.clientSignUp}
        forgotPasswordHref={paths.forgotPassword}
      />
    </AuthLayout>
  );
}
