import { LIMITS } from '@numscope/contract';
import { useSyncExternalStore } from 'react';
import { asciiDigits, digitsOf } from './digits.js';
import { whenIdle } from './idle.js';
import type * as PhoneLibModule from './phone-lib.js';

type PhoneLib = typeof PhoneLibModule;

export { digitsOf };

/**
 * libphonenumber (about a third of the app's first-page JavaScript, its metadata most of it) loads
 * after the first paint (decisions 033 and 035): until it arrives, numbers show as `+` and their
 * digits. The components that format subscribe through `usePhoneFormat`; the first subscription,
 * made once such a component has painted, starts the download when the browser is next idle (the
 * page's first content is presented by then), and they re-render once it is here.
 */
let phoneLib: PhoneLib | undefined;
let loading: Promise<void> | undefined;
const subscribers = new Set<() => void>();

/** Starts loading the formatter (once); resolves when numbers format. */
export function loadPhoneFormatting(): Promise<void> {
  loading ??= import('./phone-lib.js').then(
    // The formatting components render again in a task after the module's evaluation: two short
    // tasks on a phone instead of one long one.
    (lib) =>
      new Promise<void>((formatted) =>
        setTimeout(() => {
          phoneLib = lib;
          for (const notify of subscribers) notify();
          formatted();
        }, 0),
      ),
  );
  return loading;
}

let scheduled = false;

function subscribe(notify: () => void): () => void {
  // Every formatting component subscribes; one idle callback is enough for all of them.
  if (!loading && !scheduled) {
    scheduled = true;
    whenIdle(() => void loadPhoneFormatting());
  }
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

/** Whether the formatter has loaded; the component renders again when it does. */
export function usePhoneFormatReady(): boolean {
  return useSyncExternalStore(subscribe, () => phoneLib !== undefined);
}

/** `formatInternational` for a component's render: the component renders again once the formatter has loaded. */
export function usePhoneFormat(): typeof formatInternational {
  usePhoneFormatReady();
  return formatInternational;
}

/** Display form of the digits typed so far, formatted as an international number. */
export function formatAsYouType(digits: string): string {
  if (!digits) return '';
  return phoneLib ? new phoneLib.AsYouType().input(`+${digits}`) : `+${digits}`;
}

/**
 * `+7 916 123 45 67` for a number libphonenumber understands, otherwise (or before it has loaded)
 * `+` and the digits. In a render, take it from `usePhoneFormat`.
 */
export function formatInternational(value: string): string {
  const digits = digitsOf(value);
  if (!digits) return value;
  const parsed = phoneLib?.parsePhoneNumberFromString(`+${digits}`);
  return parsed ? parsed.formatInternational() : `+${digits}`;
}

/** Whether the digits are a valid number (with their country code); null until libphonenumber has loaded. */
export function isValidNumber(digits: string): boolean | null {
  if (!phoneLib) return null;
  return phoneLib.parsePhoneNumberFromString(`+${digits}`)?.isValid() ?? false;
}

/** `tel:` link of a number (add to contacts). */
export function telHref(value: string): string {
  return `tel:+${digitsOf(value)}`;
}

/** ISO country of a number, when libphonenumber (loaded: see `usePhoneFormat`) can tell. */
export function countryOfNumber(value: string): string | undefined {
  const digits = digitsOf(value);
  return digits ? phoneLib?.parsePhoneNumberFromString(`+${digits}`)?.country : undefined;
}

/**
 * Where the caret goes after re-formatting: after the same number of digits as before.
 * `digitsBefore` is how many digits preceded the caret.
 */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return formatted.startsWith('+') ? 1 : 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!)) {
      seen++;
      if (seen === digitsBefore) return i + 1;
    }
  }
  return formatted.length;
}

/** Why the input did not take everything that was typed or pasted. */
export type PhoneInputNotice = 'letters' | 'too_long' | 'empty' | null;

/** Characters a written phone number may hold besides digits: they are dropped without a word. */
const FORMATTING = /[\s+\-().\u00a0\u2010-\u2015]/g;

/**
 * The next state of the search input after the browser changed its text. When only a formatting
 * character was deleted (digits unchanged, text shorter), the digit before it is deleted instead,
 * so that backspace never gets stuck on a space. Letters are not taken (and said so, rather than
 * silently turning "12ab34" into another number), and digits stop at E.164's fifteen.
 */
export function nextPhoneInput(
  prevDigits: string,
  rawValue: string,
  caret: number | null,
  prevFormatted: string,
): { digits: string; formatted: string; caret: number; notice: PhoneInputNotice } {
  rawValue = asciiDigits(rawValue);
  if (/[^\d]/.test(rawValue.replace(FORMATTING, ''))) {
    const at = Math.max(0, (caret ?? rawValue.length) - (rawValue.length - prevFormatted.length));
    return { digits: prevDigits, formatted: prevFormatted, caret: at, notice: 'letters' };
  }
  let digits = digitsOf(rawValue);
  let notice: PhoneInputNotice = null;
  if (digits.length > LIMITS.phoneMaxDigits) {
    digits = digits.slice(0, LIMITS.phoneMaxDigits);
    notice = 'too_long';
  }
  const at = caret ?? rawValue.length;
  let digitsBefore = digitsOf(rawValue.slice(0, at)).length;
  if (digits === prevDigits && rawValue.length < prevFormatted.length && digitsBefore > 0) {
    digits = digits.slice(0, digitsBefore - 1) + digits.slice(digitsBefore);
    digitsBefore -= 1;
  }
  const formatted = formatAsYouType(digits);
  return { digits, formatted, caret: caretAfterDigits(formatted, Math.min(digitsBefore, digits.length)), notice };
}
