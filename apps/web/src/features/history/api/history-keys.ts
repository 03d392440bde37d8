/** Query keys of the history feature; they carry the token so another account never sees cached data. */
export const historyKeys = {
  list: (token: string | null) => ['history', 'list', token] as const,
  overlimit: (token: string | null) => ['history', 'overlimit', token] as const,
};
