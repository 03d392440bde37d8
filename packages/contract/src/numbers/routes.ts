import { envelope } from '../schemas/common.js';
import type { RouteDef } from '../area-kit.js';
import { ContactListData, ContactListQuery, ProfileStateSchema, SearchParams, SearchQuery } from './schemas.js';

export const numbersRoutes = {
  search: {
    method: 'GET',
    path: '/api/v202310/search/:phone',
    params: SearchParams,
    query: SearchQuery,
    response: envelope(ProfileStateSchema),
    auth: 'optional',
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
