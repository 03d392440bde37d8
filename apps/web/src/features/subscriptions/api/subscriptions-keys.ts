/** Query keys of the subscriptions feature; the token is part of each so another account never sees them. */
export const subscriptionsKeys = {
  all: (token: string | null) => ['subscriptions', token] as const,
  list: (token: string | null) => ['subscriptions', token, 'list'] as const,
  spyViews: (token: string | null) => ['subscriptions', token, 'spy-views'] as const,
};
