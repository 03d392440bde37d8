import { parseArgs } from 'node:util';
import { AUTH_METHODS, routes, type AuthMethod } from '@numscope/contract';

// npm run simulate -- confirm --channel telegram --phone +79161234567 --code 123456 [--url http://127.0.0.1:3000]
// Makes a simulated phone confirm a sign-in code: the running server's simulator sends the
// channel's real signed webhook(s) to itself. Needs SIMULATORS=on (the default outside production).
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    channel: { type: 'string' },
    phone: { type: 'string' },
    code: { type: 'string' },
    url: { type: 'string', default: process.env.PUBLIC_URL ?? 'http://127.0.0.1:3000' },
  },
});
const channel = values.channel as AuthMethod | undefined;
if (positionals[0] !== 'confirm' || !channel || !AUTH_METHODS.includes(channel) || !values.phone || !/^[0-9]{6}$/.test(values.code ?? '')) {
  console.error(`usage: npm run simulate -- confirm --channel ${AUTH_METHODS.join('|')} --phone +79161234567 --code 123456 [--url URL]`);
  process.exit(2);
}
const res = await fetch(new URL(routes.simulatorConfirm.path, values.url), {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ channel, phone: values.phone, code: values.code }),
});
const body = await res.text();
console.log(res.status, body);
process.exit(res.ok ? 0 : 1);
