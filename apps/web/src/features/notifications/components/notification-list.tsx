import { useTranslation } from '../../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Button } from '../../../components/button.js';
import { EmptyState } from '../../../components/empty-state.js';
import { formatDate } from '../../../components/format.js';
import { BellIcon } from '../../../components/icons.js';
import { Skeleton } from '../../../components/skeleton.js';
import { TimeAgo } from '../../../components/time-ago.js';
import { fullName } from '../../../lib/names.js';
import { digitsOf, formatInternational, usePhoneFormat } from '../../../lib/phone.js';
import { useMarkAllRead, useMarkRead } from '../api/use-mark-read.js';
import { useNotifications, type NotificationItem } from '../api/use-notifications.js';

/**
 * Where a notification leads: a contact request to my number, to my own number's page where I answer
 * it; anything else, to the number's page, at the review it is about.
 */
export function notificationHref(n: NotificationItem): string {
  if (n.kind === 'contact_request') return '/number/my';
  return `/number/${digitsOf(n.number)}${n.commentId ? `#comment-${n.commentId}` : ''}`;
}

/** The number inside a sentence: isolated so right-to-left text keeps its digits in order, and never broken across lines. */
const isolated = (e164: string) => `\u2066${formatInternational(e164).replace(/ /g, '\u00a0')}\u2069`;

/** The day of a call (`yyyy-mm-dd`) as the locale writes a date, read at noon UTC so no time zone moves it a day. */
const formatDay = (day: string, locale: string) => formatDate(Date.parse(`${day}T12:00:00Z`) / 1000, locale);

/** A notification's sentence: its number and, for a contact request, the asker as their profile shows them, the day and the price. */
function useNotificationText(locale: string) {
  const { t } = useTranslation();
  return (n: NotificationItem) => {
    const number = isolated(n.number);
    const r = n.contactRequest;
    if (!r) return t(`notification_${n.kind}`, { number });
    const who = n.kind === 'contact_request' ? fullName(r) || t('notification_contact_someone') : '';
    return t(`notification_${n.kind}`, { number, who, date: formatDay(r.date, locale), price: r.price });
  };
}

export interface NotificationListProps {
  locale: string;
  onOpen: () => void;
}

/** My notifications, newest first, with "show more" and "mark all as read"; opening one marks it read. */
export function NotificationList({ locale, onOpen }: NotificationListProps) {
  const { t } = useTranslation();
  const textOf = useNotificationText(locale);
  usePhoneFormat(); // the numbers re-format once the formatter has loaded
  const list = useNotifications();
  const markRead = useMarkRead({ onError: () => undefined });
  const markAll = useMarkAllRead();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;

  if (list.isPending)
    return (
      <div className="notifications__loading">
        <Skeleton width="80%" />
        <Skeleton width="60%" />
      </div>
    );
  if (list.isError)
    return (
      <div className="inline-error" role="alert">
        <span>{t('notifications_error')}</span>
        <Button variant="ghost" size="sm" onClick={() => void list.refetch()}>
          {t('action_retry')}
        </Button>
      </div>
    );
  if (items.length === 0)
    return (
      <EmptyState icon={<BellIcon size={28} />} title={t('notifications_empty_title')} headingLevel={3}>
        {t('notifications_empty')}
      </EmptyState>
    );

  return (
    <div className="notifications">
      {unread > 0 ? (
        <Button
          variant="ghost"
          size="sm"
          className="notifications__read-all"
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
          data-testid="notifications-read-all"
        >
          {t('notifications_read_all')}
        </Button>
      ) : null}
      <ul className="notifications__list" data-testid="notifications-list">
        {items.map((n) => (
          <li key={n.id} className={`notification${n.read ? '' : ' notification--unread'}`}>
            <Link
              to={notificationHref(n)}
              className="notification__link"
              data-testid="notification"
              data-kind={n.kind}
              onClick={() => {
                if (!n.read) markRead.mutate({ id: n.id });
                onOpen();
              }}
            >
              {n.read ? null : (
                <span className="notification__dot">
                  <span className="visually-hidden">{t('notification_unread')}</span>
                </span>
              )}
              <span className="notification__text">{textOf(n)}</span>
              <TimeAgo seconds={n.createdAtTimestamp} locale={locale} />
            </Link>
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button variant="secondary" size="sm" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('notifications_more')}
        </Button>
      ) : null}
    </div>
  );
}
