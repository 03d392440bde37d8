import { languageOf, localeFromSegment } from '@numscope/contract';
import { useLocation } from 'react-router';

/**
 * The `/{lang}` prefix this visit came with (set by the language gate). Paths the app builds keep
 * it, so a search from /ru/search stays Russian after a reload instead of falling back to the
 * browser's language.
 */
let visitPrefix: string | null = null;

export function setVisitLangPrefix(segment: string | null): void {
  visitPrefix = segment;
}

/** `path` under the visit's language prefix, unless it already has one or is not an app path. */
export function localePath(path: string): string {
  if (!visitPrefix || !path.startsWith('/') || path.startsWith(`/${visitPrefix}/`) || path === `/${visitPrefix}`) return path;
  return `/${visitPrefix}${path}`;
}

/**
 * `pathname` with its `/{lang}` prefix, if it has one, naming `code` instead: the language's
 * short segment (`/ar/…`) when it names that locale, else the whole code (`/zh-HK/…`). A path
 * without a prefix is kept: there the stored choice decides, as the prefix would after a reload.
 */
export function withLangPrefix(pathname: string, code: string): string {
  const [, first = '', ...rest] = pathname.split('/');
  if (!localeFromSegment(first)) return pathname;
  const short = languageOf(code);
  return ['', localeFromSegment(short)?.code === code ? short : code, ...rest].join('/');
}

/** The query parameter that carries where to go back after signing in. */
export const RETURN_PARAM = 'next';

/**
 * `/login` remembering the current page, so signing in from "Log in to write a review" comes back to
 * the number (spec: /{lang}/login redirects to /login, so the login path itself has no prefix).
 */
export function useLoginPath(): string {
  const { pathname, search } = useLocation();
  return `/login?${RETURN_PARAM}=${encodeURIComponent(pathname + search)}`;
}

/** Where to go after signing in: the remembered page when it is one of ours, else the search. */
export function returnPath(search: string): string {
  const next = new URLSearchParams(search).get(RETURN_PARAM);
  // Only a path on this site: no scheme, no `//host`, no backslash tricks.
  if (next && next.startsWith('/') && !next.startsWith('//') && !next.includes('\\') && !next.startsWith('/login')) return next;
  return localePath('/search');
}
