import { lazy, type ComponentType } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../config/paths.ts';
import type { RouteModule, RouteModuleProps } from '../config/routes.ts';
import { hasSession } from '../lib/session.ts';

/** At `/`: no stored token goes to /portals, a token to /signin (access §2 'Public routes'). */
function RootRedirect() {
  return <Navigate to={hasSession() ? paths.signIn : paths.portals} replace />;
}

/**
 * The module of each {@link RouteModule} name. Every screen is loaded on demand, one chunk per module
 * (the first paint of /portals and /signin fetches only what they show); the root redirect renders
 * nothing, so it is not worth a request of its own.
 */
export const routeModules: Record<RouteModule, ComponentType<RouteModuleProps>> = {
  RootRedirect,
  PortalsRoute: lazy(() => import('../routes/PortalsRoute.tsx').then((m) => ({ default: m.PortalsRoute }))),
  SignInRoute: lazy(() => import('../routes/SignInRoute.tsx').then((m) => ({ default: m.SignInRoute }))),
  InterstitialRoute: lazy(() =>
    import('../routes/InterstitialRoute.tsx').then((m) => ({ default: m.InterstitialRoute })),
  ),
  NotAuthorizedRoute: lazy(() =>
    import('../routes/NotAuthorizedRoute.tsx').then((m) => ({ default: m.NotAuthorizedRoute })),
  ),
  NotFoundRoute: lazy(() =>
    import('../routes/NotFoundRoute.tsx').then((m) => ({ default: m.NotFoundRoute })),
  ),
  WorkAreaRoute: lazy(() =>
    import('../routes/WorkAreaRoute.tsx').then((m) => ({ default: m.WorkAreaRoute })),
  ),
  DistrictMapRoute: lazy(() =>
    import('../routes/DistrictMapRoute.tsx').then((m) => ({ default: m.DistrictMapRoute })),
  ),
  SatisfactionSurveyRoute: lazy(() =>
    import('../routes/SatisfactionSurveyRoute.tsx').then((m) => ({ default: m.SatisfactionSurveyRoute })),
  ),
  PartnerLoginRoute: lazy(() =>
    import('../routes/PartnerLoginRoute.tsx').then((m) => ({ default: m.PartnerLoginRoute })),
  ),
  SignUpRoute: lazy(() => import('../routes/SignUpRoute.tsx').then((m) => ({ default: m.SignUpRoute }))),
  ClientSignUpRoute: lazy(() =>
    import('../routes/ClientSignUpRoute.tsx').then((m) => ({ default: m.ClientSignUpRoute })),
  ),
  ForgotPasswordRoute: lazy(() =>
    import('../routes/ForgotPasswordRoute.tsx').then((m) => ({ default: m.ForgotPasswordRoute })),
  ),
  ResetPasswordRoute: lazy(() =>
    import('../routes/ResetPasswordRoute.tsx').then((m) => ({ default: m.ResetPasswordRoute })),
  ),
  RegistrationRoute: lazy(() =>
    import('../routes/RegistrationRoute.tsx').then((m) => ({ default: m.RegistrationRoute })),
  ),
  ServiceCallReportRoute: lazy(() =>
    import('../routes/ServiceCallReportRoute.tsx').then((m) => ({ default: m.ServiceCallReportRoute })),
  ),
  ServiceCallReportUploadRoute: lazy(() =>
    import('../routes/ServiceCallReportUploadRoute.tsx').then((m) => ({
      default: m.ServiceCallReportUploadRoute,
    })),
  ),
  UnstructuredDataRoute: lazy(() =>
    import('../routes/UnstructuredDataRoute.tsx').then((m) => ({ default: m.UnstructuredDataRoute })),
  ),
  FormSuccessRoute: lazy(() =>
    import('../routes/FormSuccessRoute.tsx').then((m) => ({ default: m.FormSuccessRoute })),
  ),
  UnspecifiedRoute: lazy(() =>
    import('../routes/UnspecifiedRoute.tsx').then((m) => ({ default: m.UnspecifiedRoute })),
  ),
  PartnerRegistrationRoute: lazy(() =>
    import('../routes/PartnerRegistrationRoute.tsx').then((m) => ({ default: m.PartnerRegistrationRoute })),
  ),
  ThankYouRoute: lazy(() =>
    import('../routes/ThankYouRoute.tsx').then((m) => ({ default: m.ThankYouRoute })),
  ),
  SpareManagementRoute: lazy(() =>
    import('../routes/SpareManagementRoute.tsx').then((m) => ({ default: m.SpareManagementRoute })),
  ),
  ProjectListRoute: lazy(() =>
    import('../routes/ProjectListRoute.tsx').then((m) => ({ default: m.ProjectListRoute })),
  ),
  AnalyticsDashboardRoute: lazy(() =>
    import('../routes/AnalyticsDashboardRoute.tsx').then((m) => ({ default: m.AnalyticsDashboardRoute })),
  ),
  EscalateTasksRoute: lazy(() =>
    import('../routes/EscalateTasksRoute.tsx').then((m) => ({ default: m.EscalateTasksRoute })),
  ),
  InteractionsRoute: lazy(() =>
    import('../routes/InteractionsRoute.tsx').then((m) => ({ default: m.InteractionsRoute })),
  ),
  PincodePartnersRoute: lazy(() =>
    import('../routes/PincodePartnersRoute.tsx').then((m) => ({ default: m.PincodePartnersRoute })),
  ),
  VendorDataReviewRoute: lazy(() =>
    import('../routes/VendorDataReviewRoute.tsx').then((m) => ({ default: m.VendorDataReviewRoute })),
  ),
  ToolsRoute: lazy(() => import('../routes/ToolsRoute.tsx').then((m) => ({ default: m.ToolsRoute }))),
  InvoiceRequestReviewRoute: lazy(() =>
    import('../routes/InvoiceRequestReviewRoute.tsx').then((m) => ({ default: m.InvoiceRequestReviewRoute })),
  ),
  InvoiceRequestsRoute: lazy(() =>
    import('../routes/InvoiceRequestsRoute.tsx').then((m) => ({ default: m.InvoiceRequestsRoute })),
  ),
  PartnerInvoiceGenerationRoute: lazy(() =>
    import('../routes/PartnerInvoiceGenerationRoute.tsx').then((m) => ({
      default: m.PartnerInvoiceGenerationRoute,
    })),
  ),
  PartnerInvoicesRoute: lazy(() =>
    import('../routes/PartnerInvoicesRoute.tsx').then((m) => ({ default: m.PartnerInvoicesRoute })),
  ),
  AccountDeletionRoute: lazy(() =>
    import('../routes/AccountDeletionRoute.tsx').then((m) => ({ default: m.AccountDeletionRoute })),
  ),
  PrivacyPolicyRoute: lazy(() =>
    import('../routes/LegalRoutes.tsx').then((m) => ({ default: m.PrivacyPolicyRoute })),
  ),
  TermsAndConditionsRoute: lazy(() =>
    import('../routes/LegalRoutes.tsx').then((m) => ({ default: m.TermsAndConditionsRoute })),
  ),
};
