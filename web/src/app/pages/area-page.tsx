import type { PublicUser } from '@keelson/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { useSessionStore } from '../../lib/session-store';

/** The pages of the user and admin areas, by the key of their texts (`pages.<name>.title` and `.lead`). */
type AreaPageName =
  | 'adminArea'
  | 'adminAssessments'
  | 'adminQuestionnaires'
  | 'adminPortfolios'
  | 'adminUsers'
  | 'userAssessments'
  | 'userQuestionnaires'
  | 'userPortfolios'
  | 'userDownloads'
  | 'userSettings';

/** The shell of every page of the areas: its heading and lead from `pages.<page>`, then what the page composes. */
export function AreaPage({ page, children }: { page: AreaPageName; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`pages.${page}.title`)} lead={t(`pages.${page}.lead`)} />
      {children}
    </>
  );
}

/** What needs the signed-in user, given them; a loader until the session is known. */
export function SignedIn({ children }: { children: (me: PublicUser) => ReactNode }) {
  const me = useSessionStore((state) => state.me);
  return me === null ? <PageLoader /> : children(me);
}

/** A page of the user area that shows the signed-in user's own records. */
export function UserAreaPage({ page, children }: { page: AreaPageName; children: (me: PublicUser) => ReactNode }) {
  return (
    <AreaPage page={page}>
      <SignedIn>{children}</SignedIn>
    </AreaPage>
  );
}

/** A list page of the admin area: the list starts from `?search=` so that a link can open a search; typing stays on the page (no navigation per key). */
export function AdminListPage({ page, list }: { page: AreaPageName; list: (search: string) => ReactNode }) {
  const [searchParams] = useSearchParams();
  return <AreaPage page={page}>{list(searchParams.get('search') ?? '')}</AreaPage>;
}
