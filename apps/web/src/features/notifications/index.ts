/** Public API of the notifications feature: the header bell with its list, and the notification settings section. */
export { NotificationBell } from './components/notification-bell.js';
