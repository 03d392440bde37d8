import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Country } from './corpus.js';
import type { Random } from './random.js';

/** Mobile number shapes per country; X is a random digit. Every result is checked with libphonenumber. */
const PATTERNS: Record<Country, string[]> = {
  RU: [
    '+7903XXXXXXX',
    '+7905XXXXXXX',
    '+7909XXXXXXX',
    '+7910XXXXXXX',
    '+7916XXXXXXX',
    '+7917XXXXXXX',
    '+7925XXXXXXX',
    '+7926XXXXXXX',
    '+7977XXXXXXX',
    '+7985XXXXXXX',
    '+7999XXXXXXX',
    '+7495XXXXXXX',
  ],
  US: [
    '+1212XXXXXXX',
    '+1312XXXXXXX',
    '+1415XXXXXXX',
    '+1512XXXXXXX',
    '+1617XXXXXXX',
    '+1702XXXXXXX',
    '+1305XXXXXXX',
    '+1718XXXXXXX',
    '+1800XXXXXXX',
  ],
  GB: ['+447XXXXXXXXX', '+4420XXXXXXXX', '+44161XXXXXXX', '+44800XXXXXXX'],
  DE: ['+49151XXXXXXXX', '+49160XXXXXXX', '+49170XXXXXXX', '+49176XXXXXXXX', '+4930XXXXXXXX', '+4989XXXXXXXX'],
  IN: ['+919XXXXXXXXX', '+918XXXXXXXXX', '+917XXXXXXXXX', '+9111XXXXXXXX'],
  BR: ['+55119XXXXXXXX', '+55219XXXXXXXX', '+55319XXXXXXXX', '+55419XXXXXXXX', '+5511XXXXXXXX'],
  TR: ['+90532XXXXXXX', '+90542XXXXXXX', '+90505XXXXXXX', '+90555XXXXXXX', '+90212XXXXXXX'],
  AE: ['+97150XXXXXXX', '+97152XXXXXXX', '+97155XXXXXXX', '+97156XXXXXXX', '+9714XXXXXXX'],
};

export function randomPhone(country: Country, rng: Random): string {
  for (let attempt = 0; attempt < 100; attempt++) {
    const candidate = rng.pick(PATTERNS[country]).replace(/X/g, () => String(rng.int(0, 9)));
    const parsed = parsePhoneNumberFromString(candidate);
    // +44 7… also covers Guernsey, Jersey and the Isle of Man; keep to the country asked for.
    if (parsed?.isValid() && parsed.country === country) return candidate;
  }
  throw new Error(`no valid ${country} number after 100 attempts`);
}
