import type { ErrorDef } from '../area-kit.js';

export const paymentsErrors = {
  PRODUCT_UNKNOWN: { status_code: 5001, http: 400, message: 'This product is not sold.' },
  PAYMENT_SYSTEM_UNAVAILABLE: { status_code: 5002, http: 400, message: 'This payment method is not available for this product.' },
  PRICE_CHANGED: { status_code: 5003, http: 409, message: 'The price has changed since the page was loaded; reload the prices.' },
  IDEMPOTENCY_KEY_REQUIRED: { status_code: 5004, http: 400, message: 'An Idempotency-Key header is required to create an order.' },
  IDEMPOTENCY_KEY_REUSED: { status_code: 5005, http: 409, message: 'This Idempotency-Key was already used for a different purchase.' },
  ORDER_NOT_FOUND: { status_code: 5006, http: 404, message: 'There is no such order.' },
  GIFT_PHONE_REQUIRED: { status_code: 5007, http: 400, message: 'A gift needs the recipient phone number (at least 11 digits).' },
  EMAIL_REQUIRED: { status_code: 5008, http: 400, message: 'This payment method needs an e-mail for the receipt.' },
  PAYMENT_PROVIDER_FAILED: {
    status_code: 5009,
    http: 502,
    message: 'The payment provider did not answer; try again or choose another method.',
  },
  ALREADY_PRO: { status_code: 5010, http: 409, message: 'This account already has lifetime PRO.' },
} as const satisfies Record<string, ErrorDef>;
