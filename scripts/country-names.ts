/**
 * Writes every country's name into each translation file as `country_<ISO code>` (decision 034):
 * the names come from CLDR through Node's ICU (`Intl.DisplayNames`), for every country a phone
 * number can belong to (libphonenumber's list). The browser could build them itself, but its first
 * `Intl.DisplayNames` costs tens of milliseconds on a phone, inside the number page's first render.
 * Run again after adding a locale: `node --import tsx scripts/country-names.ts`.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getCountries } from 'libphonenumber-js';

const dir = resolve(import.meta.dirname, '../apps/web/public/localeModule/json');
/** Translation files named by a legacy code that ICU reads otherwise. */
const ICU_LOCALE: Record<string, string> = { 'in-ID': 'id-ID' };

for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const locale = file.slice(0, -'.json'.length);
  const names = new Intl.DisplayNames([ICU_LOCALE[locale] ?? locale], { type: 'region', fallback: 'none' });
  const translations = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>;
  for (const key of Object.keys(translations)) if (key.startsWith('country_')) delete translations[key];
  for (const code of [...getCountries()].sort()) {
    const name = names.of(code);
    if (name) translations[`country_${code}`] = name;
  }
  writeFileSync(join(dir, file), `${JSON.stringify(translations, null, 2)}\n`);
}
