import { TIMINGS_MS } from '@numscope/contract';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Card } from '../../../components/card.js';
import { CoinIcon } from '../../../components/icons.js';
import { Skeleton } from '../../../components/skeleton.js';
import { showToast } from '../../../lib/toast.js';
import { useDisableOverlimit, useEnableOverlimit } from '../api/use-set-overlimit.js';
import { useOverlimit } from '../api/use-overlimit.js';
import { IconTile } from '../../../components/icon-tile.js';
import './history.css';

/** The "pay past the daily limit" switch (overlimit, enable/disable). */
export function OverlimitCard() {
  const { t } = useTranslation();
  const overlimit = useOverlimit();
  const onSuccess = () => showToast(t('overlimit_label'), TIMINGS_MS.copyToast);
  const enable = useEnableOverlimit({ onSuccess });
  const disable = useDisableOverlimit({ onSuccess });
  const pending = enable.isPending || disable.isPending;
  const data = overlimit.data;
  return (
    <Card aria-labelledby="overlimit-title" data-testid="overlimit">
      <div className="switch-row">
        <div>
          <h2 className="card__title" id="overlimit-title">
            <IconTile size={32}>
              <CoinIcon size={18} />
            </IconTile>
            {t('overlimit_label')}
          </h2>
          {data ? (
            <>
              <p className="muted">{t('overlimit_hint', { limit: data.searchDailyLimit })}</p>
              <p className="muted">{t('overlimit_left', { count: data.leftRequests })}</p>
            </>
          ) : (
            <Skeleton width="70%" />
          )}
        </div>
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={data?.overlimitSearch ?? false}
            disabled={!data || pending}
            aria-labelledby="overlimit-title"
            onChange={(e) => (e.currentTarget.checked ? enable.mutate() : disable.mutate())}
            data-testid="overlimit-toggle"
          />
          <span className="switch__track" aria-hidden="true" />
        </label>
      </div>
    </Card>
  );
}
