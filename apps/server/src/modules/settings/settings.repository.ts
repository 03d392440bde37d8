import { queryOne, type Querier, type Statement } from '../../db/client.js';
import { activeSql } from '../subscriptions/index.js';

const s = (name: string, text: string): Statement => ({ name, text });

const SQL = {
  // The account's switches and the end of its active anti-spy subscription (the subscriptions area's state).
  privacy: s(
    'settings_privacy',
    `select a.antispy_enabled, a.profile_going, a.deactivated_at, a.deleted_at,
      (select max(s.expires_at) from subscriptions s
        where s.account_id = a.id and s.kind = 'antispy' and ${activeSql('s', '$2::timestamptz')}) as antispy_until
    from accounts a where a.id = $1`,
  ),
  setAntispy: s('settings_set_antispy', 'update accounts set antispy_enabled = $2 where id = $1'),
  setProfileGoing: s('settings_set_profile_going', 'update accounts set profile_going = $2 where id = $1'),
};

export interface PrivacyRow {
  antispy_enabled: boolean;
  profile_going: boolean;
  deactivated_at: Date | string | null;
  deleted_at: Date | string | null;
  antispy_until: Date | string | null;
}

export function createSettingsRepository(db: Querier) {
  return {
    async privacy(accountId: number, now: Date, q: Querier = db): Promise<PrivacyRow | null> {
      return (await queryOne<PrivacyRow>(q, SQL.privacy, [accountId, now])) ?? null;
    },
    async setAntispy(accountId: number, on: boolean, q: Querier = db): Promise<void> {
      await q.query(SQL.setAntispy, [accountId, on]);
    },
    async setProfileGoing(accountId: number, on: boolean, q: Querier = db): Promise<void> {
      await q.query(SQL.setProfileGoing, [accountId, on]);
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
