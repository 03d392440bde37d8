/** Public API of the payment feature (a placeholder screen and the app-mode gate for now). */
export { PaymentPage } from './components/payment-page.js';
export { APP_MODE_HOME, appModeRedirect, isPaymentPath } from './app-mode.js';
