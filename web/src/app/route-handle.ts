import type { ParseKeys } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { create } from 'zustand';

/** What each route of the router carries: the route's name in the spec and the key of its title. */
export type RouteHandle = { name: string; title: ParseKeys };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'name' in handle && 'title' in handle;
}

/**
 * The key of the document's title: that of the page shown in place of the route's own (the not-found page of a
 * loader's 404, an error), else that of the innermost route with a handle, else none (the app's name alone).
 */
export function titleKeyOf(handles: readonly unknown[], shownPage: ParseKeys | null): ParseKeys | null {
  if (shownPage !== null) return shownPage;
  const handle = [...handles].reverse().find(isRouteHandle);
  return handle === undefined ? null : handle.title;
}

/** The title of the page an error boundary shows in place of the matched route's page, while it shows it. */
const useShownPage = create<{ title: ParseKeys | null }>(() => ({ title: null }));

function useTitleText(key: ParseKeys | null): string {
  const { t } = useTranslation();
  return key === null ? t('app.name') : `${t(key)} · ${t('app.name')}`;
}

/** Keeps the browser tab's title on the current page's heading, for history and screen readers. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const shownPage = useShownPage((state) => state.title);
  const title = useTitleText(
    titleKeyOf(
      matches.map((match) => match.handle),
      shownPage,
    ),
  );
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * Titles the document as the page an error boundary shows (the not-found page for an unknown record or a missing
 * `?id`), not as the route that failed, for as long as it is shown. The title is also set here, because a boundary
 * that takes the place of a layout leaves no layout to set it.
 */
export function useShownPageTitle(key: ParseKeys): void {
  const title = useTitleText(key);
  useEffect(() => {
    useShownPage.setState({ title: key });
    document.title = title;
    return () => useShownPage.setState({ title: null });
  }, [key, title]);
}
