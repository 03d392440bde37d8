import { useTranslation } from 'react-i18next';
import { BalanceAmount } from '../../../components/balance-amount.js';
import { Button } from '../../../components/button.js';
import { CoinIcon } from '../../../components/icons.js';
import { Modal } from '../../../components/modal.js';
import { Skeleton } from '../../../components/skeleton.js';
import { useBalance } from '../../../lib/balance.js';
import { IconTile } from '../../../components/icon-tile.js';
import './account.css';

/**
 * The payment modal opened from the own profile's balance. Buying NumCy is a later step: for now it
 * says so honestly, with the current balance and a close button.
 */
export function PaymentModal({ open, onClose, locale }: { open: boolean; onClose: () => void; locale: string }) {
  const { t } = useTranslation();
  const balance = useBalance(open);
  return (
    <Modal open={open} onClose={onClose} title={t('payment_modal_title')} testId="payment-modal">
      <div className="modal__balance">
        <IconTile tone="warning" className="modal__coin">
          <CoinIcon size={22} />
        </IconTile>
        <span>
          <span className="modal__balance-label">{t('balance_label')}</span>
          <span className="modal__balance-value">
            {balance.isPending ? <Skeleton width={80} height={18} /> : balance.isError ? '—' : <BalanceAmount balance={balance.data} locale={locale} />}
          </span>
        </span>
      </div>
      <p className="muted">{t('payment_modal_text')}</p>
      <div className="modal__actions">
        <Button variant="primary" onClick={onClose}>
          {t('action_close')}
        </Button>
      </div>
    </Modal>
  );
}
