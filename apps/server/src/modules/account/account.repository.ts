import { queryOne, type Querier, type Statement } from '../../db/client.js';

const ACCOUNT: Statement = {
  name: 'account_own',
  text: `select id, phone, first_name, last_name, avatar, is_pro, role, balance from accounts where id = $1`,
};

export interface AccountRow {
  id: number;
  phone: string;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
  is_pro: boolean;
  role: string;
  balance: number;
}

export function createAccountRepository(db: Querier) {
  return {
    async byId(id: number, q: Querier = db): Promise<AccountRow | null> {
      return (await queryOne<AccountRow>(q, ACCOUNT, [id])) ?? null;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
