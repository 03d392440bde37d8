import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';

const PAGE = 10;

/** Query keys of profiles (decision 024); my reviews carry the token. */
export const profileKeys = {
  byProfile: (profileId: number, locale: string) => ['profile', profileId, 'search', locale] as const,
  card: (profileId: number) => ['profile', profileId, 'card'] as const,
  byPhone: (phone: string) => ['profile', 'phone', phone] as const,
  reviews: (profileId: number) => ['profile', profileId, 'reviews'] as const,
  mine: (token: string | null) => ['account', 'reviews', token] as const,
};

/** GET searchByProfile: the lookup of a profile's number (a review author's name; source FROM_COMMENTS). */
export function useSearchByProfile(profileId: number, locale: string) {
  return useQuery({
    queryKey: profileKeys.byProfile(profileId, locale),
    queryFn: async ({ signal }) =>
      (await apiGet('searchByProfile', { params: { profileId }, query: { locale, paidSearch: '0', source: 'FROM_COMMENTS' }, signal }))
        .data,
    staleTime: 60_000,
  });
}

/** GET profileCard or profileByPhone: a profile's card, by its id or by its number. */
export function useProfileCard(by: { profileId: number } | { phone: string }) {
  return useQuery({
    queryKey: 'profileId' in by ? profileKeys.card(by.profileId) : profileKeys.byPhone(by.phone),
    queryFn: async ({ signal }) =>
      'profileId' in by
        ? (await apiGet('profileCard', { params: { profileId: by.profileId }, signal })).data
        : (await apiGet('profileByPhone', { params: { phone: by.phone }, signal })).data,
    staleTime: 60_000,
  });
}

/** GET profileReviews: a profile's published reviews, ten at a time. */
export function useProfileReviews(profileId: number | undefined) {
  return useInfiniteQuery({
    queryKey: profileKeys.reviews(profileId ?? 0),
    queryFn: async ({ pageParam, signal }) =>
      (await apiGet('profileReviews', { params: { profileId: profileId! }, query: { limit: PAGE, offset: pageParam }, signal })).data,
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (pages.length * PAGE < last.total ? pages.length * PAGE : undefined),
    enabled: profileId !== undefined,
  });
}

/** GET myReviews: my reviews on every number (hidden and held ones marked), ten at a time. */
export function useMyReviews() {
  const token = useSession((s) => s.token);
  return useInfiniteQuery({
    queryKey: profileKeys.mine(token),
    queryFn: async ({ pageParam, signal }) => (await apiGet('myReviews', { query: { limit: PAGE, offset: pageParam }, signal })).data,
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (pages.length * PAGE < last.total ? pages.length * PAGE : undefined),
    enabled: token !== null,
  });
}
