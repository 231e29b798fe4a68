import { ConfigProvider, Spin } from 'antd';
import { lazy, StrictMode, Suspense, useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';

/** One lazy chunk per route, as the portal does. */
const screen = (load: () => Promise<{ default: ComponentType }>) => {
  const Screen = lazy(load);
  return function Routed() {
    return (
      <Suspense fallback={<Spin />}>
        <Screen />
        <Ready />
      </Suspense>
    );
  };
};

/** Marks the page live for the bench (`data-app-ready`, as the portal does). */
function Ready() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

const Portals = screen(() => import('./screens/Portals.tsx'));
const SignIn = screen(() => import('./screens/SignIn.tsx'));
const SignUp = screen(() => import('./screens/SignUp.tsx'));
const ForgotPassword = screen(() => import('./screens/ForgotPassword.tsx'));
const ServiceCallReport = screen(() => import('./screens/ServiceCallReport.tsx'));
const UnstructuredForm = screen(() => import('./screens/UnstructuredForm.tsx'));
const SatisfactionSurvey = screen(() => import('./screens/SatisfactionSurvey.tsx'));
const Questionnaire = screen(() => import('./screens/Questionnaire.tsx'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider theme={{ token: { colorPrimary: '#1f5fbf' } }}>
      <BrowserRouter>
        <Routes>
          <Route path="/portals" element={<Portals />} />
          <Route path="/signin" element={<SignIn />} />
          <Route path="/partner-login" element={<SignIn />} />
          <Route path="/signup" element={<SignUp />} />
          <Route path="/client-signup" element={<SignUp />} />
          <Route path="/forgot-password" element={<ForgotPassword />} />
          <Route path="/cso_form/:ticketId/:urlId" element={<ServiceCallReport />} />
          <Route path="/usd_form/:ticketId/:projectId" element={<UnstructuredForm />} />
          <Route path="/csat-survey/:ticketId" element={<SatisfactionSurvey />} />
          <Route path="/questionnaires" element={<Questionnaire />} />
        </Routes>
      </BrowserRouter>
    </ConfigProvider>
  </StrictMode>,
);
