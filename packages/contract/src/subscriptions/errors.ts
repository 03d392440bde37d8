import type { ErrorDef } from '../area-kit.js';

export const subscriptionsErrors = {
  SUBSCRIPTION_NOT_FOUND: { status_code: 5101, http: 404, message: 'There is no such subscription on this account.' },
  SUBSCRIPTION_EXPIRED: { status_code: 5102, http: 409, message: 'This subscription has expired; buy it again to use it.' },
  SUBSCRIPTION_CANCELLED: {
    status_code: 5103,
    http: 409,
    message: 'This subscription is cancelled; resume it first.',
  },
  SUBSCRIPTION_PAUSED: { status_code: 5104, http: 409, message: 'This subscription is paused; resume it first.' },
  SUBSCRIPTION_NOT_PAUSED_OR_CANCELLED: {
    status_code: 5105,
    http: 409,
    message: 'Only a paused or cancelled subscription can be resumed.',
  },
  SUBSCRIPTION_RENEWAL_RUNNING: {
    status_code: 5106,
    http: 409,
    message: 'A renewal of this subscription is already on its way; wait for it to finish.',
  },
  SUBSCRIPTION_RENEWAL_FAILED: {
    status_code: 5107,
    http: 402,
    message: 'The payment provider declined the renewal; try again later or pay another way.',
  },
  SUBSCRIPTION_NOT_RENEWABLE: {
    status_code: 5108,
    http: 409,
    message: 'This payment method cannot renew automatically; buy the subscription again.',
  },
  SPY_SUBSCRIPTION_REQUIRED: {
    status_code: 5110,
    http: 402,
    message: 'Seeing who looked up your number needs an active spy subscription.',
  },
} as const satisfies Record<string, ErrorDef>;
