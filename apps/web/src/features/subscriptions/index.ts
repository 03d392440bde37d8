/** Public API of the subscriptions feature: my subscriptions (list, renew modal, actions), the payment settings page and who looked me up. */
export { SubscriptionPerks } from './components/subscription-list.js';
export { PaymentSettings } from './components/payment-settings.js';
export { RenewModal } from './components/renew-modal.js';
export { SpyViewsCard, SpyViewsLink } from './components/spy-views.js';
