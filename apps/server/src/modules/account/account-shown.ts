/**
 * Whether the accounts row `a` shows itself to others (decision 024): active, not deleted, with
 * profileGoing on. The one rule for a profile, an owner's name and an asker's name.
 */
export const accountShownSql = (a: string) => `${a}.deleted_at is null and ${a}.deactivated_at is null and ${a}.profile_going`;
