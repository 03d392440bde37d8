import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { Card } from '../../../components/card.js';
import { CoinIcon } from '../../../components/icons.js';
import { IconTile } from '../../../components/icon-tile.js';
import './history.css';

/** Spec §4 paid alert: the free searches of the day are used up; a paid search (paidSearch=1) shows the rest. */
export function PaidSearchPanel({ price, busy, onPay }: { price: number; busy: boolean; onPay: () => void }) {
  const { t } = useTranslation();
  return (
    <Card className="paid-panel" role="region" aria-labelledby="paid-title" data-testid="paid-search-panel">
      <IconTile size={44} tone="warning" raised>
        <CoinIcon size={22} />
      </IconTile>
      <div className="paid-panel__body">
        <h2 id="paid-title" className="paid-panel__title">
          {t('paid_title')}
        </h2>
        <p className="muted">{t('paid_text', { price })}</p>
      </div>
      <Button variant="primary" loading={busy} onClick={onPay} data-testid="paid-search">
        {t('paid_submit', { price })}
      </Button>
    </Card>
  );
}
