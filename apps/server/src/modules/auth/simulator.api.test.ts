import { describe, expect, it } from 'vitest';
import { routes } from '@numscope/contract';
import { uniquePhone } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();

/** The developer simulator reports what became of the message, not only the provider's HTTP 200. */
describe('developer simulator', () => {
  const newCode = async (remoteAddress: string) =>
    (await t.app.inject({ method: 'GET', url: routes.authGet.path, remoteAddress })).json().data.code as string;
  const simulate = (body: object) => t.app.inject({ method: 'POST', url: routes.simulatorConfirm.path, payload: body });

  it('says a message with an invalid number was not taken', async () => {
    const code = await newCode('10.77.0.1');
    const res = await simulate({ channel: 'sms', phone: '+1 555', code });
    expect(res.json().data).toMatchObject({ status: 200, outcomes: ['phone_invalid'] });
  });

  it('says a valid message confirmed the code, for a channel whose answer is TwiML too', async () => {
    const code = await newCode('10.77.0.2');
    const res = await simulate({ channel: 'sms', phone: uniquePhone(), code });
    expect(res.json().data).toMatchObject({ status: 200, outcomes: ['confirmed'] });
  });
});
