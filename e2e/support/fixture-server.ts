import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '../../apps/server/src/db/client.js';
import { SESSION_POLICY } from '../../apps/server/src/modules/auth/sessions.js';
import { createSessionsRepository } from '../../apps/server/src/modules/auth/sessions.repository.js';
import { createTokens, parseKeys } from '../../apps/server/src/modules/auth/tokens.js';
import { moveNumCy } from '../../apps/server/src/modules/wallet/index.js';
import { insertNumber, uniquePhone, type NumberFixture } from '../../apps/server/src/test/fixtures.js';

/** What POST /accounts takes: all optional; a fresh unique phone unless given. */
export interface AccountRequest {
  phone?: string;
  /** NumCy credited through the ledger (a grant), as `npm run numcy -- grant` does. */
  balance?: number;
  /** A moderator, as `npm run moderator -- grant` makes one. */
  moderator?: boolean;
  /** Lifetime PRO, as a paid PRO order leaves the account. */
  pro?: boolean;
}

/** A signed-in account: a real token from the server's own token keys. */
export interface AccountFixture {
  token: string;
  profileId: number;
  phoneNumber: string;
}

export type NumberResult = Awaited<ReturnType<typeof insertNumber>>;

async function body<T>(req: IncomingMessage): Promise<T> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return (text ? JSON.parse(text) : {}) as T;
}

/**
 * The journeys' door to the test database (epic-stack's tests/db-utils habit): the database lives
 * in the global-setup process, so test files ask this small local server to create accounts
 * (with a token signed by the same JWT keys the app verifies) and numbers with comments
 * (the integration tests' insertNumber fixture). It is never part of the app.
 */
export async function startFixtureServer(db: Database, jwtKeys: string, ttlSeconds: number): Promise<{ url: string; server: Server }> {
  const tokens = createTokens(parseKeys(jwtKeys), ttlSeconds);
  const routes: Record<string, (req: IncomingMessage) => Promise<unknown>> = {
    '/accounts': async (req) => {
      const { phone = uniquePhone(), balance = 0, moderator = false, pro = false } = await body<AccountRequest>(req);
      const profileId = await db.transaction(async (q) => {
        const [acc] = await q.query<{ id: number }>(
          { name: 'e2e_account', text: `insert into accounts (phone, role, is_pro) values ($1, $2, $3) returning id` },
          [phone, moderator ? 'moderator' : 'user', pro],
        );
        if (balance > 0)
          await moveNumCy(q, {
            accountId: acc!.id,
            amount: balance,
            reason: 'grant',
            reference: 'e2e',
            key: `e2e:${acc!.id}:grant`,
            at: new Date(),
          });
        return acc!.id;
      });
      // A token names a live session of its account, as a sign-in makes one.
      const sessionId = randomUUID();
      await createSessionsRepository(db).insert(sessionId, profileId, new Date(), SESSION_POLICY.maxAgeSeconds);
      const token = await tokens.issue({ accountId: profileId, phone, sessionId });
      return { token, profileId, phoneNumber: phone } satisfies AccountFixture;
    },
    '/numbers': async (req) => insertNumber(db, await body<NumberFixture>(req)),
  };
  const server = createServer((req, res) => {
    const route = req.method === 'POST' ? routes[req.url ?? ''] : undefined;
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    route(req).then(
      (result) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result)),
      (err: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
