/** The payments feature's code loaded on demand (docs/decisions/016): the payment dialogs, once one is wanted. */
export { PaymentDialogs } from './components/payment-dialogs.js';
