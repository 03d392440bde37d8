import type { Metrics } from '@numscope/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { formatCount } from '../../../components/format.js';
import { BanIcon, MessageIcon, UsersIcon } from '../../../components/icons.js';
import { IconTile, type IconTileTone } from '../../../components/icon-tile.js';
import './numbers.css';

/** Counters: comments, complaints (bans) and contacts that saved the number. */
export function StatsRow({ metrics, locale }: { metrics: Metrics; locale: string }) {
  const { t } = useTranslation();
  const stats: { key: string; tone: IconTileTone; icon: ReactNode; value: number; label: string }[] = [
    {
      key: 'comments',
      tone: 'brand',
      icon: <MessageIcon />,
      value: metrics.commentsCount,
      label: t('stat_comments', { count: metrics.commentsCount }),
    },
    { key: 'bans', tone: 'danger', icon: <BanIcon />, value: metrics.bans, label: t('stat_bans', { count: metrics.bans }) },
    {
      key: 'contacts',
      tone: 'success',
      icon: <UsersIcon />,
      value: metrics.contactsCount,
      label: t('stat_contacts', { count: metrics.contactsCount }),
    },
  ];
  return (
    <ul className="stats" aria-label={t('stats_label')}>
      {stats.map((s) => (
        <li key={s.key} className={`stat stat--${s.key}`}>
          <IconTile className="stat__icon" tone={s.tone}>
            {s.icon}
          </IconTile>
          <span className="stat__value">{formatCount(s.value, locale)}</span>
          <span className="stat__label">{s.label}</span>
        </li>
      ))}
    </ul>
  );
}
