/** Public API of the payments feature: the payment pages, the payment layer (Buy NumCy, chooser, gift success) and the app-mode gates. */
export { PaymentPage } from './components/payment-page.js';
export { usePaymentLayerWanted } from './model/purchase-store.js';
export { GiftsReceivedCard } from './components/gifts-received-card.js';
export { APP_MODE_HOME, appModeRedirect, isPaymentPath } from './model/app-mode.js';
export { isShowPath, validShowKey } from './model/show-key.js';
