import type { Me, PublicUser, View } from '@keelson/core';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The session of docs/spec/product-spec.md section 3, kept in the browser across reloads. */
export type SessionState = {
  isSignedIn: boolean;
  me: PublicUser | null;
  views: View[];
  signedIn: (me: Me) => void;
  signedOut: () => void;
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      isSignedIn: false,
      me: null,
      views: [],
      signedIn: ({ user, views }) => set({ isSignedIn: true, me: user, views }),
      signedOut: () => set({ isSignedIn: false, me: null, views: [] }),
    }),
    {
      name: 'keelson-session',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ isSignedIn, me, views }) => ({ isSignedIn, me, views }),
    },
  ),
);
