import { envelope } from '../schemas/common.js';
import type { RouteDef } from '../area-kit.js';
import {
  ContactListData,
  ContactListQuery,
  ProfileParams,
  ProfileStateSchema,
  PublicProfileSchema,
  ReviewsData,
  ReviewsQuery,
  SearchParams,
  SearchQuery,
} from './schemas.js';

export const numbersRoutes = {
  search: {
    method: 'GET',
    path: '/api/v202310/search/:phone',
    params: SearchParams,
    query: SearchQuery,
    response: envelope(ProfileStateSchema),
    auth: 'optional',
  },
  /** Spec §7 "{profileId} (source=FROM_COMMENTS)": the lookup of a profile's number, counted as a search. */
  searchByProfile: {
    method: 'GET',
    path: '/api/v202310/search/profile/:profileId',
    params: ProfileParams,
    query: SearchQuery,
    response: envelope(ProfileStateSchema),
    auth: 'optional',
    designed: true,
  },
  /** A profile card without a lookup (the no-check routes): names, PRO, reviews count, member since. */
  profileCard: {
    method: 'GET',
    path: '/api/v202310/profile/:profileId',
    params: ProfileParams,
    response: envelope(PublicProfileSchema),
    auth: 'optional',
    designed: true,
  },
  /** The published reviews of a profile, newest first. */
  profileReviews: {
    method: 'GET',
    path: '/api/v202310/profile/:profileId/reviews',
    params: ProfileParams,
    query: ReviewsQuery,
    response: envelope(ReviewsData),
    auth: 'optional',
    designed: true,
  },
  /** The profile of a number's owner, by the number (`/profile-no-check/{phoneNumber}`). */
  profileByPhone: {
    method: 'GET',
    path: '/api/v202310/profile/phone/:phone',
    params: SearchParams,
    response: envelope(PublicProfileSchema),
    auth: 'optional',
    designed: true,
  },
  /** My own reviews on every number, hidden and held ones included (/number/my). */
  myReviews: {
    method: 'GET',
    path: '/api/v6/comment/mine',
    query: ReviewsQuery,
    response: envelope(ReviewsData),
    auth: 'required',
    designed: true,
  },
  contactList: {
    method: 'GET',
    path: '/api/v6/contact/list',
    query: ContactListQuery,
    response: envelope(ContactListData),
    auth: 'optional',
    designed: true,
  },
} as const satisfies Record<string, RouteDef>;
