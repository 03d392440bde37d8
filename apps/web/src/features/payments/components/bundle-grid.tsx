import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { formatCount } from '../../../components/format.js';
import { bundleTag, type Bundle, type BundleCount } from '../model/catalogue.js';
import { PriceTag } from './price-tag.js';

/**
 * The bundle tiles (spec §2/§4): a radio group drawn as tiles 120 px high, two per row, one full
 * width when it is alone. Arrow keys move the choice, as in any radio group.
 */
export function BundleGrid({
  bundles,
  selected,
  onSelect,
  locale,
  legend,
}: {
  bundles: readonly Bundle[];
  selected: BundleCount | undefined;
  onSelect: (count: BundleCount) => void;
  locale: string;
  legend: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={`bundle-grid${bundles.length === 1 ? ' bundle-grid--single' : ''}`} data-testid="bundle-grid">
      <legend className="visually-hidden">{legend}</legend>
      {bundles.map(({ count, price }) => {
        const tag = bundleTag(count, price);
        const checked = selected === count;
        return (
          <label
            key={count}
            className={`bundle-tile${checked ? ' is-selected' : ''}${tag === 'sale' ? ' bundle-tile--sale' : ''}`}
            data-testid={`bundle-${count}`}
          >
            <input className="visually-hidden" type="radio" name={name} value={count} checked={checked} onChange={() => onSelect(count)} />
            <span className={`bundle-tile__tag bundle-tile__tag--${tag}`}>{t(`pay_tag_${tag}`)}</span>
            <span className="bundle-tile__count">{t('pay_bundle_count', { amount: formatCount(count, locale) })}</span>
            <PriceTag price={price} locale={locale} />
          </label>
        );
      })}
    </fieldset>
  );
}
