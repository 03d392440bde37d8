import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { formatCount } from '../../../components/format.js';
import { Modal } from '../../../components/modal.js';
import { usePhoneFormat } from '../../../lib/phone.js';

/** Gift success (spec §2): a title, how many NumCy went to which number, and Close. */
export function GiftSuccessModal({
  gift,
  locale,
  onClose,
}: {
  gift: { count: number; recipient: string } | null;
  locale: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formatInternational = usePhoneFormat();
  return (
    <Modal open={gift !== null} onClose={onClose} title={t('pay_gift_success_title')} testId="gift-success-modal">
      {gift ? (
        <p>
          {t('pay_gift_success_text', { amount: formatCount(gift.count, locale) })}{' '}
          <span dir="ltr">{formatInternational(gift.recipient)}</span>
        </p>
      ) : null}
      <div className="modal__actions">
        <Button variant="primary" onClick={onClose}>
          {t('action_close')}
        </Button>
      </div>
    </Modal>
  );
}
