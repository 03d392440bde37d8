import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from '../i18n/use-translation.js';
import { Skeleton } from './skeleton.js';

/**
 * A part of a page that loads its code when first shown: forms, with react-hook-form and the
 * contract's zod schemas (about 40 KB gzip), are needed only once someone starts to write, so they
 * stay out of the page's first paint. Until the code arrives a placeholder of about the form's
 * height holds its place (no jump), announced as loading; `lines: 0` shows nothing meanwhile (a
 * small control). `preload()` fetches the code ahead.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, { lines = 3 }: { lines?: number } = {}) {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyPart(props: P) {
    return (
      <Suspense fallback={lines > 0 ? <PartLoading lines={lines} /> : null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPart, { preload: () => void load().catch(() => undefined) });
}

function PartLoading({ lines }: { lines: number }) {
  const { t } = useTranslation();
  return (
    <div className="part-loading" role="status" data-testid="part-loading">
      <Skeleton height={`${lines * 1.5 + 1}em`} radius="var(--radius-control)" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
