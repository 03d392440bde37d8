/** The notifications feature's code loaded on demand (docs/decisions/016): the switches the settings panel shows. */
export { NotificationSettings } from './components/notification-settings.js';
