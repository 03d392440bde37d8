import { queryOne, type Querier, type Statement } from '../db/client.js';
import { AppError } from '../errors.js';

const ROLE: Statement = { name: 'account_role', text: 'select role from accounts where id = $1' };

/** Moderators and administrators decide complaints, bursts and reputation reviews; anyone else gets MODERATOR_ONLY. */
export async function requireModerator(q: Querier, accountId: number): Promise<void> {
  const role = (await queryOne<{ role: string }>(q, ROLE, [accountId]))?.role;
  if (role !== 'moderator' && role !== 'admin') throw new AppError('MODERATOR_ONLY');
}
