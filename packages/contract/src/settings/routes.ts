import { envelope } from '../schemas/common.js';
import type { RouteDef } from '../area-kit.js';
import { AntispyData, AntispySetBody, PrivacyData, ProfileGoingBody } from './schemas.js';

export const settingsRoutes = {
  /** Spec §7 settings reads: the anti-spy param, get and set on the same path. */
  antispyGet: { method: 'GET', path: '/api/v2/param/antispy', response: envelope(AntispyData), auth: 'required' },
  antispySet: { method: 'POST', path: '/api/v2/param/antispy', body: AntispySetBody, response: envelope(AntispyData), auth: 'required' },
  privacyGet: {
    method: 'GET',
    path: '/api/v6/settings/privacy',
    response: envelope(PrivacyData),
    auth: 'required',
    designed: true,
  },
  profileGoingSet: {
    method: 'POST',
    path: '/api/v6/settings/profile-going',
    body: ProfileGoingBody,
    response: envelope(PrivacyData),
    auth: 'required',
    designed: true,
  },
} as const satisfies Record<string, RouteDef>;
