import { parseArgs } from 'node:util';
import { AUTH_METHODS, routes, SIMULATED_OUTCOMES, type AuthMethod } from '@numscope/contract';

// npm run simulate -- confirm --channel telegram --phone +79161234567 --code 123456 [--url http://127.0.0.1:3000]
//   A simulated phone confirms a sign-in code: the running server's simulator sends the channel's
//   real signed webhook(s) to itself.
// npm run simulate -- pay --order 12 --outcome paid|declined|refund [--url …]
//   The order's payment provider stand-in settles it as its buyer would: it sends the provider's
//   real signed callback (retried until answered as the protocol wants) or, where the provider
//   sends none, the server learns it by asking the provider's status.
// Both need SIMULATORS=on (the default outside production on a loopback HOST).
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    channel: { type: 'string' },
    phone: { type: 'string' },
    code: { type: 'string' },
    order: { type: 'string' },
    outcome: { type: 'string' },
    url: { type: 'string', default: process.env.PUBLIC_URL ?? 'http://127.0.0.1:3000' },
  },
});

async function post(path: string, body: unknown): Promise<never> {
  const res = await fetch(new URL(path, values.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  console.log(res.status, await res.text());
  process.exit(res.ok ? 0 : 1);
}

if (positionals[0] === 'pay') {
  const orderId = Number(values.order);
  if (!Number.isSafeInteger(orderId) || orderId <= 0 || !(SIMULATED_OUTCOMES as readonly string[]).includes(values.outcome ?? '')) {
    console.error(`usage: npm run simulate -- pay --order ID --outcome ${SIMULATED_OUTCOMES.join('|')} [--url URL]`);
    process.exit(2);
  }
  await post(routes.simulatorPay.path, { orderId, outcome: values.outcome });
}

const channel = values.channel as AuthMethod | undefined;
if (positionals[0] !== 'confirm' || !channel || !AUTH_METHODS.includes(channel) || !values.phone || !/^[0-9]{6}$/.test(values.code ?? '')) {
  console.error(`usage: npm run simulate -- confirm --channel ${AUTH_METHODS.join('|')} --phone +79161234567 --code 123456 [--url URL]
       npm run simulate -- pay --order ID --outcome ${SIMULATED_OUTCOMES.join('|')} [--url URL]`);
  process.exit(2);
}
await post(routes.simulatorConfirm.path, { channel, phone: values.phone, code: values.code });
