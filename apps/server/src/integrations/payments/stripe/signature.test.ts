import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';

// The official .NET SDK's fixture event (stripe-dotnet event_test_signature.json), with its trailing LF.
const payload = `{
  "id": "evt_123",
  "object": "event",
  "account": "acct_123",
  "api_version": "2017-05-25",
  "created": 1533204620,
  "data": {
    "object": {
      "id": "cus_123",
      "object": "customer",
      "created": 123456789,
      "email": "test@stripe.com",
      "livemode": false,
      "metadata": {}
    }
  },
  "livemode": false,
  "pending_webhooks": 1,
  "request": {
    "id": "req_123",
    "idempotency_key": "idempotency-key-123"
  },
  "type": "customer.created"
}
`;
const header =
  't=1533204620,v1=2220f87ef101a04665f11cdf770523143f875572008577fa0f20882ddb9cc3c7,v0=63f3a72374a733066c4be69ed7f8e5ac85c22c9f0a6a612ab9a025a9e4ee7eef';
const stripe = new Stripe('sk_test_simulated');

describe('Stripe event signatures through the SDK', () => {
  it('accepts the published vector within the 300 s tolerance and refuses it after', () => {
    const event = stripe.webhooks.constructEvent(payload, header, 'webhook_secret', 300, undefined, (1533204620 + 100) * 1000);
    expect(event.id).toBe('evt_123');
    expect(() => stripe.webhooks.constructEvent(payload, header, 'webhook_secret', 300, undefined, (1533204620 + 400) * 1000)).toThrow(
      /tolerance/,
    );
  });

  it('refuses another secret or a changed body', () => {
    expect(() => stripe.webhooks.constructEvent(payload, header, 'other_secret', 300, undefined, 1533204620 * 1000)).toThrow();
    expect(() => stripe.webhooks.constructEvent(payload.trimEnd(), header, 'webhook_secret', 300, undefined, 1533204620 * 1000)).toThrow();
  });

  it('signs simulator events the way it verifies them (derived S3)', () => {
    const p = JSON.stringify({ id: 'evt_test_webhook', object: 'event' }, null, 2);
    expect(stripe.webhooks.generateTestHeaderString({ payload: p, secret: 'whsec_test_secret', timestamp: 1234567890 })).toBe(
      't=1234567890,v1=45969f456b3331a0f76e237ed33423d5f758908f1f0432d30e7d45ba89bb9edd',
    );
  });
});
