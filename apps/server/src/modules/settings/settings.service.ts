import type { RemovedItem } from '@numscope/contract';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../errors.js';
import type { AccountClaims } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import type { PrivacyRow, SettingsRepository } from './settings.repository.js';

const DAY_MS = 86_400_000;
/** Kept equal to account's ACCOUNT_LIFECYCLE.reactivationDays (decision 023); settings sits beside account, not above it. */
const REACTIVATION_DAYS = 30;

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** Anti-spy applies when the stored switch is on and an anti-spy subscription is active (decision 023). */
export function antispyOf(row: Pick<PrivacyRow, 'antispy_enabled' | 'antispy_until'>) {
  const subscribed = row.antispy_until !== null;
  return {
    antispy: subscribed && row.antispy_enabled,
    enabled: row.antispy_enabled,
    subscribed,
    expiryTime: row.antispy_until === null ? null : seconds(asDate(row.antispy_until)),
  };
}

/** The privacy settings of the settings panel: anti-spy, profileGoing and the removed-items set. */
export function createSettingsService({ repo, uow, clock }: { repo: SettingsRepository; uow: UnitOfWork; clock: Clock }) {
  async function read(account: AccountClaims): Promise<PrivacyRow> {
    const row = await repo.privacy(account.accountId, clock.now());
    if (!row) throw new AppError('TOKEN_INVALID');
    if (row.deleted_at !== null) throw new AppError('ACCOUNT_DELETED');
    return row;
  }
  function privacy(row: PrivacyRow) {
    const antispy = antispyOf(row);
    const deactivatedAt = row.deactivated_at === null ? null : asDate(row.deactivated_at);
    const removed: RemovedItem[] = [deactivatedAt ? 'deactivate' : 'cancelDeactivation'];
    if (!antispy.subscribed) removed.push('antispySwitch');
    return {
      antispy,
      profileGoing: row.profile_going,
      removed,
      deactivatedAtTimestamp: deactivatedAt ? seconds(deactivatedAt) : null,
      reactivateUntilTimestamp: deactivatedAt ? seconds(new Date(deactivatedAt.getTime() + REACTIVATION_DAYS * DAY_MS)) : null,
    };
  }
  return {
    async antispy({ account }: { account: AccountClaims }) {
      return antispyOf(await read(account));
    },
    /** Turning anti-spy on or off needs an active subscription; without one nothing changes. */
    async setAntispy({ account, on }: { account: AccountClaims; on: boolean }) {
      const row = await read(account);
      if (row.antispy_until === null) throw new AppError('ANTISPY_NOT_SUBSCRIBED');
      await uow.run((tx) => repo.setAntispy(account.accountId, on, tx));
      return antispyOf({ ...row, antispy_enabled: on });
    },
    async privacy({ account }: { account: AccountClaims }) {
      return privacy(await read(account));
    },
    async setProfileGoing({ account, on }: { account: AccountClaims; on: boolean }) {
      const row = await read(account);
      await uow.run((tx) => repo.setProfileGoing(account.accountId, on, tx));
      return privacy({ ...row, profile_going: on });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
