import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { AlertIcon } from '../../../components/icons.js';
import { Modal } from '../../../components/modal.js';
import { errorKey } from '../../../lib/api-errors.js';
import { usePhoneFormat } from '../../../lib/phone.js';
import { useRenewFlow } from '../model/use-renew-flow.js';

/**
 * The renew subscription modal (spec §2, §4): the active-state title, the agreement, confirm
 * (a loader while working; presses meanwhile do nothing) and cancel; after success the renewed
 * title with the account's number and close; a failure opens the error modal whose retry repeats
 * the call.
 */
export function RenewModal({
  open,
  onClose,
  productName,
  phoneNumber,
  run,
  successDelayMs,
}: {
  open: boolean;
  onClose: () => void;
  /** The subscription's name (Spy, Anti-spy). */
  productName: string;
  /** The account's own number, shown in the success message. */
  phoneNumber: string;
  /** The renewal call. */
  run: () => Promise<unknown>;
  successDelayMs?: number;
}) {
  const { t } = useTranslation();
  const formatInternational = usePhoneFormat();
  const flow = useRenewFlow(run, successDelayMs);
  const close = () => {
    if (flow.state === 'working') return;
    flow.reset();
    onClose();
  };
  const done = flow.state === 'done';
  const failed = flow.state === 'failed';
  // One dialog whose content follows the state: closing a native dialog to open another would fire its close.
  return (
    <Modal
      open={open}
      onClose={close}
      title={done ? t('renew_done_title') : failed ? t('renew_failed_title') : t('renew_title', { product: productName })}
      role={failed ? 'alertdialog' : 'dialog'}
      testId="renew-modal"
    >
      {done ? (
        <div className="renew" data-testid="renew-done">
          <p role="status">{t('renew_done_text', { product: productName, number: formatInternational(phoneNumber) })}</p>
          <div className="renew__actions">
            <Button variant="primary" onClick={close} data-testid="renew-close">
              {t('action_close')}
            </Button>
          </div>
        </div>
      ) : failed ? (
        <div className="renew" data-testid="renew-failed">
          <p className="renew__error">
            <AlertIcon size={18} /> {t(errorKey(flow.error))}
          </p>
          <p>{t('renew_failed_text')}</p>
          <div className="renew__actions">
            <Button variant="primary" onClick={flow.start} data-testid="renew-retry">
              {t('renew_retry')}
            </Button>
            <Button variant="ghost" onClick={close}>
              {t('renew_cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="renew">
          <p>{t('renew_agreement', { product: productName })}</p>
          <div className="renew__actions">
            <Button variant="primary" loading={flow.state === 'working'} onClick={flow.start} data-testid="renew-confirm">
              {flow.state === 'working' ? t('renew_working') : t('renew_confirm')}
            </Button>
            <Button variant="ghost" onClick={close} disabled={flow.state === 'working'} data-testid="renew-cancel">
              {t('renew_cancel')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
