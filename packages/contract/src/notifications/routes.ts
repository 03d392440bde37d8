import { envelope } from '../schemas/common.js';
import type { RouteDef } from '../area-kit.js';
import {
  NotificationListData,
  NotificationListQuery,
  NotificationReadBody,
  NotificationSettingsBody,
  NotificationSettingsData,
  NotificationUnreadData,
} from './schemas.js';

/** The in-app list and its unread count, and the notification settings (spec §7 settings reads: a lost path, designed like overlimit). */
export const notificationsRoutes = {
  notificationsList: {
    method: 'GET',
    path: '/api/v1/notifications/list',
    query: NotificationListQuery,
    response: envelope(NotificationListData),
    auth: 'required',
    designed: true,
  },
  notificationsUnread: {
    method: 'GET',
    path: '/api/v1/notifications/unread',
    response: envelope(NotificationUnreadData),
    auth: 'required',
    designed: true,
  },
  notificationsRead: {
    method: 'POST',
    path: '/api/v1/notifications/read',
    body: NotificationReadBody,
    response: envelope(NotificationUnreadData),
    auth: 'required',
    designed: true,
  },
  notificationsReadAll: {
    method: 'POST',
    path: '/api/v1/notifications/read_all',
    response: envelope(NotificationUnreadData),
    auth: 'required',
    designed: true,
  },
  notificationSettings: {
    method: 'GET',
    path: '/api/v6/params/notifications',
    response: envelope(NotificationSettingsData),
    auth: 'required',
    designed: true,
  },
  notificationSettingsSet: {
    method: 'POST',
    path: '/api/v6/params/notifications/set',
    body: NotificationSettingsBody,
    response: envelope(NotificationSettingsData),
    auth: 'required',
    designed: true,
  },
} as const satisfies Record<string, RouteDef>;
