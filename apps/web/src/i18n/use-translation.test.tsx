import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { TranslationProvider, useTranslation } from './use-translation.js';

function Greeting() {
  const { t } = useTranslation();
  return <h1>{t('search_title')}</h1>;
}

describe('useTranslation', () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('en-US'));
  });

  it('shows the current language and follows a switch without a reload', async () => {
    const english = i18next.t('search_title');
    i18next.addResourceBundle('ru-RU', 'common', { search_title: 'Кто звонил?' });
    render(
      <TranslationProvider>
        <Greeting />
      </TranslationProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent(english);
    await act(() => i18next.changeLanguage('ru-RU'));
    expect(screen.getByRole('heading')).toHaveTextContent('Кто звонил?');
  });
});
