import type { Me, PublicUser, View } from '@keelson/core';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { adoptProfileLanguage } from './app-language';
import { userOf, type UserId } from './draft-privacy';

/** Where the browser keeps the session (localStorage), which other tabs of the app watch. */
export const sessionStorageKey = 'keelson-session';

/** The session of docs/spec/product-spec.md section 3, kept in the browser across reloads. */
export type SessionState = {
  isSignedIn: boolean;
  me: PublicUser | null;
  views: View[];
  /** An administrator whom the server requires to set up a second factor first: the admin area stays closed until then. */
  secondFactorSetupRequired: boolean;
  signedIn: (me: Me) => void;
  /** The signed-in user's account changed (profile, second factor); the session stays as it is. */
  userChanged: (user: PublicUser) => void;
  signedOut: () => void;
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      isSignedIn: false,
      me: null,
      views: [],
      secondFactorSetupRequired: false,
      signedIn: ({ user, views, secondFactorSetupRequired }) => set({ isSignedIn: true, me: user, views, secondFactorSetupRequired }),
      userChanged: (user) => set(({ me }) => (me?.id === user.id ? { me: user } : {})),
      signedOut: () => set({ isSignedIn: false, me: null, views: [], secondFactorSetupRequired: false }),
    }),
    {
      name: sessionStorageKey,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ isSignedIn, me, views, secondFactorSetupRequired }) => ({ isSignedIn, me, views, secondFactorSetupRequired }),
    },
  ),
);

// After sign-in and each current-user check (and any change of the signed-in user), the app reads in the profile's language.
useSessionStore.subscribe(({ me }, previous) => {
  if (me !== null && me !== previous.me) adoptProfileLanguage(me.language);
});

/** Who is signed in now (`null`: nobody): whose a draft typed now is (lib/draft-privacy.ts). */
export function signedInUserId(): UserId {
  return userOf(useSessionStore.getState());
}
