import { AppError } from '../../errors.js';
import type { AccountClaims } from '../../http/authenticate.js';
import type { AccountRepository } from './account.repository.js';

/** The signed-in account's own profile and NumCy balance. */
export function createAccountService({ repo }: { repo: AccountRepository }) {
  async function own(account: AccountClaims) {
    const row = await repo.byId(account.accountId);
    // A valid token for an account that no longer exists is as good as no token.
    if (!row) throw new AppError('TOKEN_INVALID');
    return row;
  }
  return {
    async me({ account }: { account: AccountClaims }) {
      const a = await own(account);
      return {
        profileId: a.id,
        phoneNumber: a.phone,
        firstName: a.first_name,
        lastName: a.last_name,
        avatar: a.avatar,
        isPro: a.is_pro,
        role: a.role,
      };
    },
    async balance({ account }: { account: AccountClaims }) {
      return { balance: (await own(account)).balance };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
