/** Query keys of the moderation feature; they carry the token so another account never sees cached data. */
export const moderationKeys = {
  complaints: (token: string | null) => ['moderation', 'complaints', token] as const,
  mine: (phone: string, token: string | null) => ['moderation', 'mine', phone, token] as const,
};
