import { describe, expect, it } from 'vitest';
import { requestSignature, webhookSignature } from './signature.js';

describe('Pay Selection signatures', () => {
  it('reproduces the published request-signature example (api.payselection.com, P1)', () => {
    const body =
      '{"Amount": "123", "Currency": "RUB", "ExtraData": {"custom": "field", "key": "value"}, "CustomerInfo": {"Address": "string", "Country": "string", "Email": "string", "Language": "string", "Phone": "string", "Town": "string", "ZIP": "string"}, "Description": "string", "OrderId": "string", "PaymentMethod": "card", "PaymentDetails": {"CardholderName": "string", "CardNumber": "4111111111111111", "CVC": "987", "ExpMonth": "12", "ExpYear": "22"}, "RebillFlag": true}';
    const sig = requestSignature({
      method: 'POST',
      path: '/payments/requests/single',
      siteId: '16',
      requestId: '1qazxsw23edc',
      body,
      secret: 'sk16',
    });
    // The docs print the first 35 hex digits; the rest is our recomputation of the same input.
    expect(sig.startsWith('5145fec78e5db15c51a83e520b61609e8bd')).toBe(true);
    expect(sig).toBe('5145fec78e5db15c51a83e520b61609e8bd934c912614be71ae3840a60e3b013');
  });

  it('signs a webhook over the configured URL, site id and raw body (derived P2)', () => {
    const body =
      '{"Event":"Payment","TransactionId":"PS00000000000007","OrderId":"Ilya test","Amount":"152.12","Currency":"RUB","DateTime":"16.09.2019 16.52.41","IsTest":1}';
    expect(webhookSignature({ url: 'https://webhook.site/notification/', siteId: '20003', body, secret: 'some_key' })).toBe(
      '7979a17109c746ee345e9e2358aed091911f24bd7aaf611ca0a2cff240a7eab6',
    );
    // One changed byte of the body is another signature.
    expect(
      webhookSignature({
        url: 'https://webhook.site/notification/',
        siteId: '20003',
        body: body.replace('152.12', '152.13'),
        secret: 'some_key',
      }),
    ).not.toBe('7979a17109c746ee345e9e2358aed091911f24bd7aaf611ca0a2cff240a7eab6');
  });
});
