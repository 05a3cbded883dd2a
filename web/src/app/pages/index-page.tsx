import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { LandingPage } from '../../features/static-pages/landing-page';
import { loadAppTexts } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import { loadDataCache } from '../data-cache';

/**
 * The signed-in user's recent work, with its lists' calls, schemas and texts (not the shell's): loaded only once someone
 * is signed in.
 */
const RecentWork = lazy(async () => {
  const [{ RecentWork: Component }] = await Promise.all([import('./recent-work'), loadDataCache(), loadAppTexts()]);
  return { default: Component };
});

/**
 * `/` (route name index): the landing page; for a signed-in user, without the way to sign in and with the first few of
 * their assessments and questionnaires.
 */
export function IndexPage() {
  const userId = useSessionStore((state) => (state.isSignedIn ? (state.me?.id ?? null) : null));
  return (
    <LandingPage
      signedIn={userId !== null}
      yourWork={
        userId === null ? null : (
          <Suspense
            fallback={
              // Centred by a plain style: Mantine's Center would add its code to the first script (npm run bench).
              <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 120 }}>
                <Loader size="sm" />
              </div>
            }
          >
            <RecentWork userId={userId} />
          </Suspense>
        )
      }
    />
  );
}
