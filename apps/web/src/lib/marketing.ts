import { MARKETING_SITE } from '@numscope/contract';
import { marketingLang } from '../i18n/locale.js';

/** Marketing-site link in the current language (ru-ru when the country is ru): terms, privacy, purchase policy… */
export function marketingUrl(locale: string, page: string): string {
  return `${MARKETING_SITE}/${marketingLang(locale)}/${page}`;
}
