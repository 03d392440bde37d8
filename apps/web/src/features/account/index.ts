/** Public API of the account feature: the own profile and the balance chip. */
export { accountKeys, fetchMe, meQuery, useMe } from './api/account-queries.js';
export { balanceNeedsReload, useAccountBootstrap } from './api/use-account-bootstrap.js';
export { isOwnProfilePath, phoneParamOf, stripLangPrefix, useIsOwnProfile } from './api/own-profile.js';
export { BalanceChip } from './components/balance-chip.js';
