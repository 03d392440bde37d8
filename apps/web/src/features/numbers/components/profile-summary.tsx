import type { ProfileState } from '@numscope/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Badge } from '../../../components/badge.js';
import { Card } from '../../../components/card.js';
import { regionName } from '../../../components/format.js';
import { PhoneNumber } from '../../../components/phone-number.js';
import { AlertIcon, MapPinIcon, PhoneIcon, ShieldIcon, SignalIcon } from '../../../components/icons.js';
import { focusIsLost } from '../../../lib/focus.js';
import { fullName } from '../../../lib/names.js';
import { TrustGauge } from './trust-gauge.js';
import './numbers.css';

/** The top card: the number, where it is from, its carrier, flags, the usual name and the trust index. */
export function ProfileSummary({ data, locale }: { data: ProfileState; locale: string }) {
  const { t, i18n } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // After a search (the box let go of focus) the keyboard continues at the result's heading.
  useEffect(() => {
    if (focusIsLost()) titleRef.current?.focus({ preventScroll: true });
  }, []);
  const { phone, metrics } = data;
  const country = regionName(phone.country, t);
  const region =
    phone.region && country && phone.region !== country
      ? t('number_region_country', { region: phone.region, country })
      : (phone.region ?? country ?? t('number_region_unknown'));
  const carrier = phone.carrier || t('number_carrier_unknown');
  const typeKey = phone.type ? `phone_type_${phone.type}` : null;
  const typeLabel = typeKey && i18n.exists(typeKey) ? t(typeKey) : null;
  const savedAs = data.common.showNames ? fullName(data.averageProfile) : '';

  return (
    <Card className="summary" aria-labelledby="number-title">
      <div className="summary__main">
        <p className="summary__eyebrow">{t('number_eyebrow')}</p>
        <h1 className="summary__title" id="number-title" data-testid="number-title" tabIndex={-1} ref={titleRef}>
          <span dir="ltr">
            <PhoneNumber e164={data.targetPhoneNumber || phone.number} />
          </span>
        </h1>
        <dl className="summary__meta">
          <div className="meta-item">
            <dt>
              <MapPinIcon size={16} />
              <span className="visually-hidden">{t('number_region')}</span>
            </dt>
            <dd data-testid="region">{region}</dd>
          </div>
          <div className="meta-item">
            <dt>
              <SignalIcon size={16} />
              <span className="visually-hidden">{t('number_carrier')}</span>
            </dt>
            <dd data-testid="carrier">
              <bdi>{carrier}</bdi>
            </dd>
          </div>
          {typeLabel ? (
            <div className="meta-item">
              <dt>
                <PhoneIcon size={16} />
                <span className="visually-hidden">{t('number_type')}</span>
              </dt>
              <dd>{typeLabel}</dd>
            </div>
          ) : null}
        </dl>
        {metrics.isUnwanted || metrics.isManyCalls || metrics.isVerified ? (
          <ul className="summary__badges" aria-label={t('number_flags')}>
            {metrics.isUnwanted ? (
              <li>
                <Badge tone="danger" icon={<AlertIcon size={14} />}>
                  {t('flag_unwanted')}
                </Badge>
              </li>
            ) : null}
            {metrics.isManyCalls ? (
              <li>
                <Badge tone="warning" icon={<PhoneIcon size={14} />}>
                  {t('flag_many_calls')}
                </Badge>
              </li>
            ) : null}
            {metrics.isVerified ? (
              <li>
                <Badge tone="success" icon={<ShieldIcon size={14} />}>
                  {t('flag_verified')}
                </Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
        {savedAs ? (
          <div className="summary__saved-as">
            <p className="summary__saved-as-label">{t('number_saved_as')}</p>
            <p className="summary__saved-as-name">
              <bdi>{savedAs}</bdi>
            </p>
          </div>
        ) : null}
        {metrics.isHidden ? <p className="summary__note">{t('number_hidden_note')}</p> : null}
      </div>
      <TrustGauge index={metrics.index} locale={locale} withheld={data.paidAlert.show} />
    </Card>
  );
}
