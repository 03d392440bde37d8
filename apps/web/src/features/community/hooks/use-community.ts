import { createContext, useContext } from 'react';

/** Who is looking at which number: what the community actions on the page need to know. */
export interface CommunityContextValue {
  /** The number's digits. */
  phone: string;
  locale: string;
  signedIn: boolean;
  /** My profile id (0 while unknown): my comments and replies carry it as profile_id. */
  profileId: number;
  /** The page is the number I signed in with: I may hide its comments. */
  ownNumber: boolean;
}

export const CommunityContext = createContext<CommunityContextValue | null>(null);

/** The community context of the number page, or null outside one (read-only rendering). */
export function useCommunity(): CommunityContextValue | null {
  return useContext(CommunityContext);
}
