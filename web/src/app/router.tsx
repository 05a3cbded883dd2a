import type { ComponentType } from 'react';
import { createBrowserRouter, data, redirect, type LoaderFunction, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/static-pages/not-found-page';
import { loadAppTexts } from '../lib/i18n';
import { checkSession } from '../lib/session';
import { EmptyLayout } from './layouts/empty-layout';
import type { RouteHandle } from './route-handle';
import { RouteError } from './route-error';
import { loadDataCache } from './data-cache';
import { IndexPage } from './pages/index-page';
import { protectDrafts } from './session-privacy';
import { StartUpLoader } from './start-up-loader';

/**
 * What a page route loads when it is first visited: its component and, where it has one, its loader, each from the
 * module that holds it, side by side. Only the landing page, the layouts and the not-found page are in the first
 * script; every other page, with its charts, forms and exports, comes in its own chunk when it is opened.
 */
type LazyPage = { Component: () => Promise<ComponentType>; loader?: () => Promise<LoaderFunction> };

/** A lazily loaded loader's module, once the drafts in the browser are under the privacy rule and the data cache is there. */
async function withData<Module>(module: Promise<Module>): Promise<Module> {
  const [loaded] = await Promise.all([module, protectDrafts(), loadDataCache()]);
  return loaded;
}

/** A lazily loaded page, once every text of the active language is there too (no page shows a key instead of its text). */
async function withTexts<Module>(module: Promise<Module>): Promise<Module> {
  const [loaded] = await Promise.all([withData(module), loadAppTexts()]);
  return loaded;
}

/** What the loader of a saved record waits for when its page shows before the drafts' rule (`withData`). */
const beforeDraft = () => withData(Promise.resolve());

/** A lazily loaded page with its texts (`withTexts`) and every Mantine component's styles. */
async function withTextsAndStyles<Module>(module: Promise<Module>): Promise<Module> {
  const [loaded] = await Promise.all([withTexts(module), import('../components/mantine-styles')]);
  return loaded;
}

/** The loan book's three pages, from one module and one import: each import names the files it preloads in this script. */
const portfolioPages = () => withTextsAndStyles(import('./pages/portfolio-pages'));

/** A page route with its spec name (the route id), the key of its title, and what it loads when it is visited. */
function page(path: string, name: string, title: RouteHandle['title'], lazy: LazyPage, extra: Pick<RouteObject, 'loader'> = {}): RouteObject {
  return { path, id: name, handle: { name, title } satisfies RouteHandle, lazy, ...extra };
}

/** The reset and confirm pages exist only with their `?id`; without it they are not found. */
function requireQueryId({ request }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get('id');
  if (id === null || id.trim() === '') throw data(null, { status: 404 });
  return { id };
}

const appPages: RouteObject[] = [
  { index: true, loader: () => redirect('/app/appNavigation') },
  page('appNavigation', 'app-navigation', 'pages.appNavigation.title', {
    Component: async () => (await withTextsAndStyles(import('../features/static-pages/app-navigation-page'))).AppNavigationPage,
  }),
  page('cashflow/readonly/:uuid', 'cashflow-readonly', 'pages.cashflowReadonly.title', {
    Component: async () => (await withTextsAndStyles(import('../features/cashflows/cashflow-readonly-page'))).CashflowReadonlyPage,
    loader: async () => (await withData(import('../features/cashflows/api/get-readonly-cashflow'))).readonlyCashflowLoader,
  }),
  page('cashflow/:id?', 'cashflow-assessment', 'pages.cashflow.title', {
    // The header first, with the shell's texts (lib/shell-texts.ts): the workbench waits for the pages' texts and the
    // drafts' rule, the loader of a saved cashflow for the rule.
    Component: async () => (await import('../features/cashflows/cashflow-page')).cashflowPage(() => withTexts(Promise.resolve())),
    loader: async () => (await import('../features/cashflows/api/cashflow-loader')).cashflowLoader(beforeDraft),
  }),
  page('questionnaire/readonly/:uuid', 'questionnaire-readonly', 'pages.questionnaireReadonly.title', {
    Component: async () => (await withTextsAndStyles(import('../features/utility-analyses/questionnaire-readonly-page'))).QuestionnaireReadonlyPage,
    loader: async () => (await withData(import('../features/utility-analyses/api/get-readonly-analysis'))).readonlyQuestionnaireLoader,
  }),
  page('questionnaire/:id?', 'questionnaire', 'pages.questionnaire.title', {
    Component: async () => (await withTextsAndStyles(import('./pages/questionnaire-page'))).QuestionnairePage,
    loader: async () => (await withData(import('../features/utility-analyses/api/get-analysis'))).questionnaireLoader,
  }),
  page('signup', 'account-signup', 'pages.signup.title', {
    Component: async () => (await withTextsAndStyles(import('../features/account/signup-page'))).SignupPage,
  }),
  page('signin', 'account-signin', 'pages.signin.title', {
    Component: async () => (await withTextsAndStyles(import('../features/account/signin-page'))).SigninPage,
  }),
  page('request-password-reset', 'account-request-password-reset', 'pages.requestPasswordReset.title', {
    Component: async () => (await withTextsAndStyles(import('../features/account/request-password-reset-page'))).RequestPasswordResetPage,
  }),
  page(
    'reset-password',
    'account-reset-password',
    'pages.resetPassword.title',
    { Component: async () => (await withTextsAndStyles(import('../features/account/reset-password-page'))).ResetPasswordPage },
    { loader: requireQueryId },
  ),
  page(
    'confirm-email',
    'account-confirm-email',
    'pages.confirmEmail.title',
    { Component: async () => (await withTextsAndStyles(import('../features/account/confirm-email-page'))).ConfirmEmailPage },
    { loader: requireQueryId },
  ),
  page('legal-notice-data-pivacy', 'legal-notice', 'pages.legalNotice.title', {
    Component: async () => (await withTextsAndStyles(import('../features/static-pages/legal-notice-page'))).LegalNoticePage,
  }),
  page('gender-equality-plan', 'general-equality', 'pages.genderEquality.title', {
    Component: async () => (await withTextsAndStyles(import('../features/static-pages/gender-equality-page'))).GenderEqualityPage,
  }),
  {
    path: 'user',
    id: 'user-area',
    // After the guard lets the visit through, the area's lists load first (docs/spec/product-spec.md section 2).
    lazy: { loader: async () => (await withTextsAndStyles(import('./pages/user/user-area-loader'))).userAreaLoader },
    shouldRevalidate: () => true,
    children: [
      page('assessments', 'user-assessments', 'pages.userAssessments.title', {
        Component: async () => (await withTextsAndStyles(import('./pages/user/assessments-page'))).UserAssessmentsPage,
      }),
      page('questionnaires', 'user-questionnaires', 'pages.userQuestionnaires.title', {
        Component: async () => (await withTextsAndStyles(import('./pages/user/questionnaires-page'))).UserQuestionnairesPage,
      }),
      page('settings', 'user-settings', 'pages.userSettings.title', {
        Component: async () => (await withTextsAndStyles(import('./pages/user/settings-page'))).UserSettingsPage,
      }),
      page('portfolios', 'user-portfolios', 'pages.userPortfolios.title', {
        Component: async () => (await portfolioPages()).UserPortfoliosPage,
      }),
      page('portfolios/:id', 'user-portfolio', 'pages.portfolio.title', {
        Component: async () => (await portfolioPages()).PortfolioPage,
      }),
      page('downloads', 'user-downloads', 'pages.userDownloads.title', {
        Component: async () => (await withTextsAndStyles(import('./pages/user/downloads-page'))).UserDownloadsPage,
      }),
    ],
  },
  {
    path: 'admin',
    id: 'admin-area',
    lazy: { loader: async () => (await withTextsAndStyles(import('./pages/admin/admin-area-loader'))).adminAreaLoader },
    shouldRevalidate: () => true,
    children: [
      page('area', 'admin-overview', 'pages.adminArea.title', {
        Component: async () => (await withTextsAndStyles(import('./pages/admin/overview-page'))).AdminOverviewPage,
      }),
      page('assessments', 'admin-assessments', 'pages.adminAssessments.title', {
        Component: async () => (await withTextsAndStyles(import('./pages/admin/assessments-page'))).AdminAssessmentsPage,
      }),
      page('questionnaires', 'admin-questionnaires', 'pages.adminQuestionnaires.title', {
        Component: async () => (await withTextsAndStyles(import('./pages/admin/questionnaires-page'))).AdminQuestionnairesPage,
      }),
      page('portfolios', 'admin-portfolios', 'pages.adminPortfolios.title', {
        Component: async () => (await portfolioPages()).AdminPortfoliosPage,
      }),
      page('users', 'admin-users', 'pages.adminUsers.title', {
        Component: async () => (await withTextsAndStyles(import('./pages/admin/users-page'))).AdminUsersPage,
      }),
    ],
  },
];

/**
 * The layout of the app's pages (header, navigation, data cache) comes with them: the index page has its own. It shows
 * no draft, and does not wait for the drafts' rule (its pages do).
 */
const loadAppLayout = async () => (await Promise.all([import('./layouts/app-layout'), loadDataCache()]))[0].AppLayout;

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
    HydrateFallback: StartUpLoader,
    children: [
      {
        Component: EmptyLayout,
        errorElement: <RouteError />,
        children: [{ index: true, id: 'index', handle: { name: 'index', title: 'app.tagline' } satisfies RouteHandle, Component: IndexPage }],
      },
      {
        path: 'app',
        lazy: { Component: loadAppLayout },
        children: [{ errorElement: <RouteError />, children: appPages }],
      },
      {
        // Any other path, inside /app or not (route name error-not-found).
        lazy: { Component: loadAppLayout },
        children: [
          {
            path: '*',
            id: 'error-not-found',
            handle: { name: 'error-not-found', title: 'pages.notFound.title' } satisfies RouteHandle,
            Component: NotFoundPage,
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
