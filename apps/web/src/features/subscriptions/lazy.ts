/** The subscriptions feature's code loaded on demand (docs/decisions/016): the list the settings panel shows. */
export { SubscriptionList } from './components/subscription-list.js';
