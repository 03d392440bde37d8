import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Button } from '../../../components/button.js';
import { formatDate } from '../../../components/format.js';
import { Modal } from '../../../components/modal.js';
import { Skeleton } from '../../../components/skeleton.js';
import { useSession } from '../../../lib/session.js';
import { useCancelDeactivation } from '../api/use-account-lifecycle.js';
import { usePrivacy, useSetAntispy, useSetProfileGoing } from '../api/use-privacy.js';
import { useSettingsStore } from '../model/settings-store.js';
import { DeactivationChain } from './deactivation-chain.js';

/** The rules of deactivation and deletion (docs/decisions/023), served as a document beside the app. */
export const DELETION_RULES_URL = '/docs/023-privacy-deactivation-deletion.md';
/** The key points of those rules, shown in the user's language. */
export const DELETION_RULE_KEYS = [
  'privacy_rule_deactivate',
  'privacy_rule_erase',
  'privacy_rule_reviews',
  'privacy_rule_kept',
  'privacy_rule_export',
] as const;

function SwitchRow({
  id,
  title,
  text,
  checked,
  disabled,
  onChange,
  testId,
}: {
  id: string;
  title: string;
  text: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
  testId: string;
}) {
  return (
    <div className="switch-row">
      <div>
        <h4 className="settings__item-title" id={id}>
          {title}
        </h4>
        <p className="muted">{text}</p>
      </div>
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-labelledby={id}
          onChange={(e) => onChange(e.currentTarget.checked)}
          data-testid={testId}
        />
        <span className="switch__track" aria-hidden="true" />
      </label>
    </div>
  );
}

/** Settings › privacy: anti-spy, profileGoing, the deletion rules, deactivation (and its cancel) and the way to full delete. */
export function PrivacyPage({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const phone = useSession((s) => s.phoneNumber) ?? '';
  const locale = useSettingsStore((s) => s.locale);
  const openPage = useSettingsStore((s) => s.openSettingsPage);
  const { data } = usePrivacy();
  const antispy = useSetAntispy();
  const profileGoing = useSetProfileGoing();
  const [chainOpen, setChainOpen] = useState(false);
  const [cancelDone, setCancelDone] = useState(false);
  const cancel = useCancelDeactivation({ onSuccess: () => setCancelDone(true) });

  if (!data) return <Skeleton width="80%" />;
  const removed = new Set(data.removed);
  return (
    <div className="settings__page" data-testid="settings-privacy">
      <section className="settings__section" aria-labelledby="privacy-visibility">
        <h3 className="settings__label" id="privacy-visibility">
          {t('privacy_visibility')}
        </h3>
        {removed.has('antispySwitch') ? (
          <div data-testid="antispy-offer">
            <h4 className="settings__item-title">{t('privacy_antispy')}</h4>
            <p className="muted">{t('privacy_antispy_offer')}</p>
            <Link className="btn btn--secondary btn--sm" to="/settings/payment" onClick={onNavigate}>
              {t('settings_payment_link')}
            </Link>
          </div>
        ) : (
          <SwitchRow
            id="privacy-antispy"
            title={t('privacy_antispy')}
            text={t('privacy_antispy_text')}
            checked={data.antispy.enabled}
            disabled={antispy.isPending}
            onChange={(on) => antispy.mutate({ antispy: on ? '1' : '0' })}
            testId="antispy-toggle"
          />
        )}
        <SwitchRow
          id="privacy-profile-going"
          title={t('privacy_profile_going')}
          text={t('privacy_profile_going_text')}
          checked={data.profileGoing}
          disabled={profileGoing.isPending}
          onChange={(on) => profileGoing.mutate({ profileGoing: on ? '1' : '0' })}
          testId="profile-going-toggle"
        />
      </section>

      <section className="settings__section" aria-labelledby="privacy-rules">
        <h3 className="settings__label" id="privacy-rules">
          {t('privacy_rules_title')}
        </h3>
        <ul className="settings__rules" data-testid="privacy-rules">
          {DELETION_RULE_KEYS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <a className="settings__link" href={DELETION_RULES_URL} target="_blank" rel="noreferrer" data-testid="privacy-rules-link">
          {t('privacy_rules_link')}
        </a>
      </section>

      <section className="settings__section" aria-labelledby="privacy-account">
        <h3 className="settings__label" id="privacy-account">
          {t('privacy_account')}
        </h3>
        {!removed.has('cancelDeactivation') && data.reactivateUntilTimestamp ? (
          <div className="settings__stack">
            <p data-testid="deactivated-note">
              {t('privacy_deactivated_until', { date: formatDate(data.reactivateUntilTimestamp, locale) })}
            </p>
            <Button
              variant="primary"
              loading={cancel.isPending}
              onClick={() => cancel.mutate({ cancel: '1' })}
              data-testid="cancel-deactivation"
            >
              {t('privacy_cancel_deactivation')}
            </Button>
          </div>
        ) : null}
        {!removed.has('deactivate') ? (
          <Button variant="secondary" onClick={() => setChainOpen(true)} data-testid="deactivate-open">
            {t('privacy_deactivate')}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          className="settings__danger"
          onClick={() => openPage('privacyDelete')}
          data-opens="privacyDelete"
          data-testid="privacy-delete-open"
        >
          {t('privacy_delete_open')}
        </Button>
      </section>

      <DeactivationChain open={chainOpen} phone={phone} onClose={() => setChainOpen(false)} />
      <Modal
        open={cancelDone}
        onClose={() => setCancelDone(false)}
        title={t('privacy_cancel_done_title')}
        testId="cancel-deactivation-done"
      >
        <p>{t('privacy_cancel_done_text')}</p>
        <div className="modal__actions">
          <Button variant="primary" onClick={() => setCancelDone(false)}>
            {t('action_close')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
