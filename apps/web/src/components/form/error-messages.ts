import type { TFunction } from 'i18next';
import type { z } from 'zod';

/**
 * A zod issue as a translated message for the person filling the form. The contract's schemas carry
 * no texts of their own; this maps the issue kinds they produce to `form_error_*` keys, and a
 * refinement's `params: { error: 'NAME_EMPTY' }` to that contract error's `error_NAME_EMPTY`.
 */
export function formErrorMessage(issue: z.core.$ZodRawIssue, t: TFunction): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === '' ? t('form_error_required') : t('form_error_invalid');
    case 'too_small':
      if (issue.origin !== 'string') return t('form_error_invalid');
      // Nothing typed (or only spaces) reads better as "required" than "at least N characters".
      return issue.input === '' || Number(issue.minimum) <= 1
        ? t('form_error_required')
        : t('form_error_too_short', { count: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string' ? t('form_error_too_long', { count: Number(issue.maximum) }) : t('form_error_invalid');
    case 'invalid_format':
      if (issue.format === 'email') return t('form_error_email');
      if (issue.format === 'url') return t('form_error_url');
      return t('form_error_invalid');
    case 'invalid_value':
      return t('form_error_choice');
    case 'custom': {
      // A client refinement that mirrors a server rule names the server's error code (params.error),
      // so the person reads the same message the server's refusal would give.
      const code: unknown = issue.params?.error;
      return typeof code === 'string' ? t(`error_${code}`, { defaultValue: t('form_error_invalid') }) : t('form_error_invalid');
    }
    default:
      return t('form_error_invalid');
  }
}
