import { createContext, useContext } from 'react';

/** Who is looking at which number: what the actions on a number page need to know. */
export interface NumberViewer {
  /** The number's digits. */
  phone: string;
  locale: string;
  signedIn: boolean;
  /** My profile id (0 while unknown): my comments and replies carry it as profile_id. */
  profileId: number;
  /** The page is the number I signed in with: I may hide its comments. */
  ownNumber: boolean;
}

/** Provided by the number page (app/routes); read by the features' actions on that page. */
export const NumberViewerContext = createContext<NumberViewer | null>(null);

/** The viewer of the number page, or null outside one (read-only rendering). */
export function useNumberViewer(): NumberViewer | null {
  return useContext(NumberViewerContext);
}
