import { useTranslation } from '../../../i18n/use-translation.js';
import { useSession } from '../../../lib/session.js';
import { remainingToShow } from '../model/remaining.js';
import './history.css';

/** "Searches left: N" near the search box, for signed-in users running low (spec §2, §6). */
export function RemainingSearches() {
  const { t } = useTranslation();
  const left = useSession((s) => remainingToShow(s.token !== null, s.leftRequests));
  if (left === null) return null;
  return (
    <p className={`search-box__left${left === 0 ? ' is-empty' : ''}`} data-testid="remaining-searches" data-left={left} role="status">
      {t('search_left', { left })}
    </p>
  );
}
