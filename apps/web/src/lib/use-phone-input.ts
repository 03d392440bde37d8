import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { formatAsYouType, loadPhoneFormatting, nextPhoneInput, usePhoneFormatReady, type PhoneInputNotice } from './phone.js';

interface PhoneInputState {
  digits: string;
  formatted: string;
  /** Where to put the caret after the next render (null: leave it). */
  caret: number | null;
  /** Why the last change was not (wholly) taken; shown under the field. */
  notice: PhoneInputNotice;
}

/**
 * A phone input's state (the search box, the sign-in number): only digits are kept (spec §5), shown formatted as you type
 * (libphonenumber AsYouType with a leading +). The caret stays after the same digit.
 */
export function usePhoneInput(initialDigits = '') {
  const [state, setState] = useState<PhoneInputState>(() => ({
    digits: initialDigits,
    formatted: formatAsYouType(initialDigits),
    caret: null,
    notice: null,
  }));
  const inputRef = useRef<HTMLInputElement>(null);

  // Digits typed before the formatter loaded show as `+digits`; once it is here, they format.
  const formatterReady = usePhoneFormatReady();
  useEffect(() => {
    setState((s) => {
      const formatted = formatAsYouType(s.digits);
      return formatted === s.formatted
        ? s
        : { ...s, formatted, caret: document.activeElement === inputRef.current ? formatted.length : null };
    });
  }, [formatterReady]);

  useLayoutEffect(() => {
    const el = inputRef.current;
    if (el && state.caret !== null && document.activeElement === el) el.setSelectionRange(state.caret, state.caret);
  }, [state]);

  const onChange = useCallback((e: ChangeEvent<HTMLInputElement>) => {
    // Typing is urgent: the formatter loads now rather than when the browser is next idle.
    void loadPhoneFormatting();
    const value = e.currentTarget.value;
    const caret = e.currentTarget.selectionStart;
    setState((prev) => nextPhoneInput(prev.digits, value, caret, prev.formatted));
  }, []);

  /** Says the field is empty (a search pressed with nothing in it), with focus kept in the field. */
  const remindEmpty = useCallback(() => {
    setState((s) => ({ ...s, notice: 'empty' }));
    inputRef.current?.focus();
  }, []);

  const clear = useCallback(() => {
    setState({ digits: '', formatted: '', caret: 0, notice: null });
    inputRef.current?.focus();
  }, []);

  return { digits: state.digits, formatted: state.formatted, notice: state.notice, onChange, clear, remindEmpty, inputRef };
}

/** The attributes every phone-number input shares: a phone keyboard, the device's own number offered, digits left to right. */
export const PHONE_INPUT_ATTRIBUTES = { type: 'tel', inputMode: 'tel', autoComplete: 'tel', dir: 'ltr', name: 'phone' } as const;
