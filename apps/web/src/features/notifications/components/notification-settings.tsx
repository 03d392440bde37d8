import { TIMINGS_MS, type NotificationFlag } from '@numscope/contract';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Skeleton } from '../../../components/skeleton.js';
import { showToast } from '../../../lib/toast.js';
import { useNotificationSettings, useSetNotificationSettings } from '../api/use-notification-settings.js';
import './notifications.css';

/** What a notification can be about, each with its switch's title (its hint is the same key with `_hint`). */
const TOPICS = [
  ['newNotice', 'notifications_settings_new_notice'],
  ['newContactName', 'notifications_settings_new_contact_name'],
  ['commonAcquaintances', 'notifications_settings_common_acquaintances'],
  ['contactRequests', 'notifications_settings_contact_requests'],
] as const satisfies readonly (readonly [NotificationFlag, string])[];

/** One switch of the notification settings, labelled by its title and described by its hint. */
function FlagSwitch({
  flag,
  title,
  hint,
  checked,
  disabled,
  onChange,
}: {
  flag: NotificationFlag;
  title: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (flag: NotificationFlag, on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="switch-row notification-settings__row">
      <div>
        <span className="notification-settings__title" id={`${id}-title`}>
          {title}
        </span>
        <p className="muted" id={`${id}-hint`}>
          {hint}
        </p>
      </div>
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(flag, e.currentTarget.checked)}
          data-testid={`notification-flag-${flag}`}
        />
        <span className="switch__track" aria-hidden="true" />
      </label>
    </div>
  );
}

/**
 * The notification section of the settings panel: what I hear about (spec §3 flags, and the designed
 * contactRequests of decision 057) and whether notifications also come through the messenger I
 * signed in with, silently or not.
 */
export function NotificationSettings() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const save = useSetNotificationSettings({ onSuccess: () => showToast(t('notifications_settings_saved'), TIMINGS_MS.copyToast) });
  const s = settings.data;
  const change = (flag: NotificationFlag, on: boolean) => save.mutate({ [flag]: on });
  const messenger = s?.messengerChannel ? t(`auth_method_${s.messengerChannel}`) : null;

  return (
    <section
      className="settings__section notification-settings"
      aria-labelledby="notification-settings-title"
      data-testid="notification-settings"
    >
      <h3 className="settings__label" id="notification-settings-title">
        {t('notifications_settings_title')}
      </h3>
      {!s ? (
        <Skeleton width="70%" />
      ) : (
        <>
          {TOPICS.map(([flag, title]) => (
            <FlagSwitch
              key={flag}
              flag={flag}
              title={t(title)}
              hint={t(`${title}_hint`)}
              checked={s[flag]}
              disabled={save.isPending}
              onChange={change}
            />
          ))}
          <FlagSwitch
            flag="messengerDelivery"
            title={messenger ? t('notifications_settings_messenger', { messenger }) : t('notifications_settings_messenger_off')}
            hint={messenger ? t('notifications_settings_messenger_hint') : t('notifications_settings_messenger_none')}
            checked={s.messengerDelivery && messenger !== null}
            disabled={save.isPending || messenger === null}
            onChange={change}
          />
          <FlagSwitch
            flag="deliverWithoutSound"
            title={t('notifications_settings_without_sound')}
            hint={t('notifications_settings_without_sound_hint')}
            checked={s.deliverWithoutSound}
            disabled={save.isPending || messenger === null || !s.messengerDelivery}
            onChange={change}
          />
        </>
      )}
    </section>
  );
}
