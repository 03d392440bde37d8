import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { BellIcon } from '../../../components/icons.js';
import { Modal } from '../../../components/modal.js';
import { useUnreadCount } from '../api/use-unread-count.js';
import { lazyPart } from '../../../components/lazy-part.js';
import type { NotificationListProps } from './notification-list.js';
import './notifications.css';

// The list loads with the first opening of the bell, not with every page.
const NotificationList = lazyPart<NotificationListProps>(async () => (await import('./notification-list.js')).NotificationList, {
  lines: 4,
});

/** Counts above this show as "99+" on the badge (the accessible name keeps the exact number). */
const BADGE_MAX = 99;

/**
 * The header's bell (signed-in users): the unread count on a badge and in its accessible name;
 * it opens my notifications.
 */
export function NotificationBell({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const unread = useUnreadCount().data ?? 0;
  const [open, setOpen] = useState(false);
  const label = unread > 0 ? t('notifications_bell', { count: unread }) : t('notifications_title');
  return (
    <>
      <button
        type="button"
        className="btn btn--ghost btn--md btn--icon notification-bell"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="header-notifications"
      >
        <BellIcon />
        {unread > 0 ? (
          <span className="notification-bell__count" aria-hidden="true" data-testid="notifications-count">
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        ) : null}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('notifications_title')}
        testId="notifications"
        className="notifications-modal"
      >
        <NotificationList locale={locale} onOpen={() => setOpen(false)} />
      </Modal>
    </>
  );
}
