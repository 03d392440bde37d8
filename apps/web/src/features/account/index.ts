/** Public API of the account feature: the own profile, the balance chip, the payment modal. */
export { accountKeys, fetchMe, meQuery, useMe } from './api/account-queries.js';
export { balanceNeedsReload, useAccountBootstrap } from './api/use-account-bootstrap.js';
export { isOwnProfilePath, stripLangPrefix, useIsOwnProfile } from './api/own-profile.js';
export { BalanceChip } from './components/balance-chip.js';
export { PaymentModal } from './components/payment-modal.js';
export { usePaymentModal } from './hooks/use-payment-modal.js';
