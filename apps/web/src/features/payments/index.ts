/** Public API of the payments feature (a placeholder screen and the app-mode gate for now). */
export { PaymentPage } from './components/payment-page.js';
export { APP_MODE_HOME, appModeRedirect, isPaymentPath } from './model/app-mode.js';
