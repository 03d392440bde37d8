/** Query keys of the server-kept settings; they carry the token so another account never sees cached data. */
export const settingsKeys = {
  privacy: (token: string | null) => ['settings', 'privacy', token] as const,
};

/** The account feature's own-profile queries start with this key (refreshed after a cancelled deactivation). */
export const ACCOUNT_QUERY_ROOT = ['account'] as const;
