import type { ComponentType } from 'react';
import { createBrowserRouter, data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { ConfirmEmailPage } from '../features/account/confirm-email-page';
import { RequestPasswordResetPage } from '../features/account/request-password-reset-page';
import { ResetPasswordPage } from '../features/account/reset-password-page';
import { SigninPage } from '../features/account/signin-page';
import { SignupPage } from '../features/account/signup-page';
import { cashflowLoader } from '../features/cashflows/api/get-cashflow';
import { readonlyCashflowLoader } from '../features/cashflows/api/get-readonly-cashflow';
import { CashflowPage } from '../features/cashflows/cashflow-page';
import { CashflowReadonlyPage } from '../features/cashflows/cashflow-readonly-page';
import { AppNavigationPage } from '../features/static-pages/app-navigation-page';
import { GenderEqualityPage } from '../features/static-pages/gender-equality-page';
import { LandingPage } from '../features/static-pages/landing-page';
import { LegalNoticePage } from '../features/static-pages/legal-notice-page';
import { NotFoundPage } from '../features/static-pages/not-found-page';
import { questionnaireLoader } from '../features/utility-analyses/api/get-analysis';
import { readonlyQuestionnaireLoader } from '../features/utility-analyses/api/get-readonly-analysis';
import { QuestionnaireReadonlyPage } from '../features/utility-analyses/questionnaire-readonly-page';
import { checkSession } from '../lib/session';
import { AppLayout } from './layouts/app-layout';
import { EmptyLayout } from './layouts/empty-layout';
import { adminAreaLoader } from './pages/admin/admin-area-loader';
import { AdminAssessmentsPage } from './pages/admin/assessments-page';
import { AdminOverviewPage } from './pages/admin/overview-page';
import { AdminQuestionnairesPage } from './pages/admin/questionnaires-page';
import { AdminUsersPage } from './pages/admin/users-page';
import { QuestionnairePage } from './pages/questionnaire-page';
import { UserAssessmentsPage } from './pages/user/assessments-page';
import { UserDownloadsPage } from './pages/user/downloads-page';
import { UserQuestionnairesPage } from './pages/user/questionnaires-page';
import { UserSettingsPage } from './pages/user/settings-page';
import { userAreaLoader } from './pages/user/user-area-loader';
import type { RouteHandle } from './route-handle';
import { RouteError } from './route-error';

/** A page route with its spec name (the route id) and the key of its title. */
function page(path: string, name: string, title: RouteHandle['title'], Component: ComponentType, extra: Pick<RouteObject, 'loader'> = {}): RouteObject {
  return { path, id: name, handle: { name, title } satisfies RouteHandle, Component, ...extra };
}

/** The reset and confirm pages exist only with their `?id`; without it they are not found. */
function requireQueryId({ request }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get('id');
  if (id === null || id.trim() === '') throw data(null, { status: 404 });
  return { id };
}

const appPages: RouteObject[] = [
  { index: true, loader: () => redirect('/app/appNavigation') },
  page('appNavigation', 'app-navigation', 'pages.appNavigation.title', AppNavigationPage),
  page('cashflow/readonly/:uuid', 'cashflow-readonly', 'pages.cashflowReadonly.title', CashflowReadonlyPage, { loader: readonlyCashflowLoader }),
  page('cashflow/:id?', 'cashflow-assessment', 'pages.cashflow.title', CashflowPage, { loader: cashflowLoader }),
  page('questionnaire/readonly/:uuid', 'questionnaire-readonly', 'pages.questionnaireReadonly.title', QuestionnaireReadonlyPage, {
    loader: readonlyQuestionnaireLoader,
  }),
  page('questionnaire/:id?', 'questionnaire', 'pages.questionnaire.title', QuestionnairePage, { loader: questionnaireLoader }),
  page('signup', 'account-signup', 'pages.signup.title', SignupPage),
  page('signin', 'account-signin', 'pages.signin.title', SigninPage),
  page('request-password-reset', 'account-request-password-reset', 'pages.requestPasswordReset.title', RequestPasswordResetPage),
  page('reset-password', 'account-reset-password', 'pages.resetPassword.title', ResetPasswordPage, { loader: requireQueryId }),
  page('confirm-email', 'account-confirm-email', 'pages.confirmEmail.title', ConfirmEmailPage, { loader: requireQueryId }),
  page('legal-notice-data-pivacy', 'legal-notice', 'pages.legalNotice.title', LegalNoticePage),
  page('gender-equality-plan', 'general-equality', 'pages.genderEquality.title', GenderEqualityPage),
  {
    path: 'user',
    id: 'user-area',
    // After the guard lets the visit through, the area's lists load first (docs/spec/product-spec.md section 2).
    loader: userAreaLoader,
    shouldRevalidate: () => true,
    children: [
      page('assessments', 'user-assessments', 'pages.userAssessments.title', UserAssessmentsPage),
      page('questionnaires', 'user-questionnaires', 'pages.userQuestionnaires.title', UserQuestionnairesPage),
      page('settings', 'user-settings', 'pages.userSettings.title', UserSettingsPage),
      page('downloads', 'user-downloads', 'pages.userDownloads.title', UserDownloadsPage),
    ],
  },
  {
    path: 'admin',
    id: 'admin-area',
    loader: adminAreaLoader,
    shouldRevalidate: () => true,
    children: [
      page('area', 'admin-overview', 'pages.adminArea.title', AdminOverviewPage),
      page('assessments', 'admin-assessments', 'pages.adminAssessments.title', AdminAssessmentsPage),
      page('questionnaires', 'admin-questionnaires', 'pages.adminQuestionnaires.title', AdminQuestionnairesPage),
      page('users', 'admin-users', 'pages.adminUsers.title', AdminUsersPage),
    ],
  },
];

/** Every route of docs/spec/product-spec.md section 2, each with its name as the route id. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    // The current-user check runs before every navigation (docs/spec/product-spec.md section 4).
    loader: async () => {
      await checkSession();
      return null;
    },
    shouldRevalidate: () => true,
    HydrateFallback: PageLoader,
    children: [
      {
        Component: EmptyLayout,
        errorElement: <RouteError />,
        children: [{ index: true, id: 'index', handle: { name: 'index', title: 'app.tagline' } satisfies RouteHandle, Component: LandingPage }],
      },
      {
        path: 'app',
        Component: AppLayout,
        children: [{ errorElement: <RouteError />, children: appPages }],
      },
      {
        // Any other path, inside /app or not (route name error-not-found).
        Component: AppLayout,
        children: [page('*', 'error-not-found', 'pages.notFound.title', NotFoundPage)],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
