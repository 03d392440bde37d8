import { envelope } from '../schemas/common.js';
import type { RouteDef } from '../area-kit.js';
import {
  SimulatorRecurringBody,
  SimulatorRecurringData,
  SpyViewsData,
  SpyViewsQuery,
  SubscriptionActionBody,
  SubscriptionActionData,
  SubscriptionsData,
} from './schemas.js';

/**
 * Subscriptions (spec §3 Subscription, §4 Renewal, §7 "POST {token}; {token} and /resume; {token}
 * (all with platform=web)"): the spec lost the paths, so they are designed in the same versioned
 * style; the Stripe portal is payments' /api/v202405/stripe/lk. docs/decisions/021.
 */
export const subscriptionsRoutes = {
  subscriptions: {
    method: 'GET',
    path: '/api/v202405/subscription/list',
    response: envelope(SubscriptionsData),
    auth: 'required',
    designed: true,
  },
  subscriptionCancel: {
    method: 'POST',
    path: '/api/v202405/subscription/cancel',
    body: SubscriptionActionBody,
    response: envelope(SubscriptionActionData),
    auth: 'required',
    designed: true,
  },
  subscriptionPause: {
    method: 'POST',
    path: '/api/v202405/subscription/pause',
    body: SubscriptionActionBody,
    response: envelope(SubscriptionActionData),
    auth: 'required',
    designed: true,
  },
  subscriptionResume: {
    method: 'POST',
    path: '/api/v202405/subscription/resume',
    body: SubscriptionActionBody,
    response: envelope(SubscriptionActionData),
    auth: 'required',
    designed: true,
  },
  subscriptionRenew: {
    method: 'POST',
    path: '/api/v202405/subscription/renew',
    body: SubscriptionActionBody,
    response: envelope(SubscriptionActionData),
    auth: 'required',
    designed: true,
  },
  spyViews: {
    method: 'GET',
    path: '/api/v202405/subscription/spy/views',
    query: SpyViewsQuery,
    response: envelope(SpyViewsData),
    auth: 'required',
    designed: true,
  },
  /** Development and tests only (SIMULATORS=on): the stand-in declines the next recurring charges of a parent order. */
  simulatorRecurring: {
    method: 'POST',
    path: '/api/v1/simulator/recurring',
    body: SimulatorRecurringBody,
    response: envelope(SimulatorRecurringData),
    auth: 'none',
    designed: true,
  },
} as const satisfies Record<string, RouteDef>;
