/** Query keys of the payments feature; the token is part of each so another account never sees them. */
export const paymentsKeys = {
  prices: (token: string | null) => ['payments', 'prices', token] as const,
  order: (token: string | null, orderId: number) => ['payments', 'order', token, orderId] as const,
};
