import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { DownloadIcon } from '../../../components/icons.js';
import { errorKey } from '../../../lib/api-errors.js';
import { useSession } from '../../../lib/session.js';
import { showToast } from '../../../lib/toast.js';
import { downloadExport, useDeleteAccount } from '../api/use-account-lifecycle.js';
import { confirmsNumber, NumberConfirm } from './number-confirm.js';
import { DELETION_RULES_URL } from './privacy-page.js';

const TOAST_MS = 5000;

/**
 * Settings › privacy › full delete: what goes and what stays, the JSON export, the reviews
 * choice, and the type-your-number confirmation. Success signs the user out (`onDeleted`).
 */
export function PrivacyDeletePage({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation();
  const phone = useSession((s) => s.phoneNumber) ?? '';
  const [typed, setTyped] = useState('');
  const [removeReviews, setRemoveReviews] = useState<'0' | '1'>('0');
  const [exporting, setExporting] = useState(false);
  const remove = useDeleteAccount({
    onSuccess: () => {
      showToast(t('privacy_delete_done'), TOAST_MS);
      onDeleted();
    },
  });
  const matches = confirmsNumber(typed, phone);

  const exportData = async () => {
    setExporting(true);
    try {
      await downloadExport();
    } catch (e) {
      showToast(t(errorKey(e)), TOAST_MS);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="settings__page" data-testid="settings-privacy-delete">
      <section className="settings__section">
        <p>{t('privacy_delete_intro')}</p>
        <ul className="settings__rules">
          <li>{t('privacy_delete_erased')}</li>
          <li>{t('privacy_delete_kept')}</li>
          <li>{t('privacy_delete_new_account')}</li>
        </ul>
        <a className="settings__link" href={DELETION_RULES_URL} target="_blank" rel="noreferrer">
          {t('privacy_rules_link')}
        </a>
      </section>
      <section className="settings__section" aria-labelledby="privacy-export">
        <h3 className="settings__label" id="privacy-export">
          {t('privacy_export_title')}
        </h3>
        <p className="muted">{t('privacy_export_text')}</p>
        <Button
          variant="secondary"
          icon={<DownloadIcon size={16} />}
          loading={exporting}
          onClick={() => void exportData()}
          data-testid="privacy-export"
        >
          {t('privacy_export_button')}
        </Button>
      </section>
      <form
        className="settings__section settings__form"
        onSubmit={(e) => {
          e.preventDefault();
          if (matches && !remove.isPending) remove.mutate({ number: typed, removeReviews });
        }}
      >
        <fieldset className="settings__choices">
          <legend className="settings__label">{t('privacy_delete_reviews')}</legend>
          {(['0', '1'] as const).map((v) => (
            <label key={v} className="settings__choice">
              <input
                type="radio"
                name="remove-reviews"
                value={v}
                checked={removeReviews === v}
                onChange={() => setRemoveReviews(v)}
                data-testid={`delete-reviews-${v}`}
              />
              {t(v === '1' ? 'privacy_delete_reviews_remove' : 'privacy_delete_reviews_keep')}
            </label>
          ))}
        </fieldset>
        <NumberConfirm phone={phone} value={typed} onChange={setTyped} testId="delete-number" />
        <Button type="submit" variant="primary" disabled={!matches} loading={remove.isPending} data-testid="delete-submit">
          {t('privacy_delete_submit')}
        </Button>
      </form>
    </div>
  );
}
