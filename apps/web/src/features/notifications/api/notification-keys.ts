/** Query keys of the notifications feature; they carry the token so another account never sees cached data. */
export const notificationKeys = {
  all: (token: string | null) => ['notifications', token] as const,
  list: (token: string | null) => ['notifications', token, 'list'] as const,
  unread: (token: string | null) => ['notifications', token, 'unread'] as const,
  settings: (token: string | null) => ['notifications', token, 'settings'] as const,
};
