/**
 * Whether the accounts row `a` shows itself to others (decision 024): active, not deleted, with
 * profileGoing on. The one rule for a profile, an owner's name and an asker's name. It sits below
 * the modules (the account module re-exports it) so that notifications, which comments and
 * notes-and-names call, can show an asker's name without importing the account module back
 * (decision 057).
 */
export const accountShownSql = (a: string) => `${a}.deleted_at is null and ${a}.deactivated_at is null and ${a}.profile_going`;
