import { useTranslation } from '../../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Card } from '../../../components/card.js';
import { MessageIcon, ShieldIcon, UsersIcon } from '../../../components/icons.js';
import { regionName } from '../../../components/format.js';
import { localePath } from '../../../lib/locale-path.js';
import { countryOfNumber, digitsOf, usePhoneFormat } from '../../../lib/phone.js';
import { IconTile } from '../../../components/icon-tile.js';
import './search.css';

/** What NumScope does, and example numbers to try; `featured`: main data's featured numbers (spec §3), shown when there are any. */
export function SearchIntro({ featured }: { featured: readonly string[] }) {
  const { t } = useTranslation();
  const formatInternational = usePhoneFormat();
  const features = [
    { icon: <MessageIcon />, title: t('search_feature_reviews_title'), text: t('search_feature_reviews_text') },
    { icon: <ShieldIcon />, title: t('search_feature_index_title'), text: t('search_feature_index_text') },
    { icon: <UsersIcon />, title: t('search_feature_names_title'), text: t('search_feature_names_text') },
  ];
  return (
    <>
      <section className="features" aria-labelledby="features-title">
        <h2 className="section-title" id="features-title">
          {t('search_features_title')}
        </h2>
        <ul className="features__grid">
          {features.map((f) => (
            <li key={f.title} className="feature">
              <IconTile className="feature__icon">{f.icon}</IconTile>
              <h3 className="feature__title">{f.title}</h3>
              <p className="feature__text">{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      {featured.length > 0 ? (
        <Card className="examples" aria-labelledby="examples-title">
          <h2 className="section-title" id="examples-title">
            {t('search_examples_title')}
          </h2>
          <p className="muted">{t('search_examples_text')}</p>
          <ul className="examples__list">
            {featured.map((n) => {
              const region = regionName(countryOfNumber(n), t);
              return (
                <li key={n}>
                  <Link className="example" to={localePath(`/number/${digitsOf(n)}`)}>
                    <span className="example__number" dir="ltr">
                      {formatInternational(n)}
                    </span>
                    {region ? <span className="example__region">{region}</span> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </Card>
      ) : null}
    </>
  );
}
