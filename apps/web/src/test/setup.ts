// Component tests: jest-dom matchers, a clean DOM after each test, and i18next with the real
// English texts and the phone formatter loaded (as a moment after the first paint), so tests read
// what a user reads.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import en from '../../public/localeModule/json/en-US.json';
import { I18N_OPTIONS } from '../i18n/index.js';
import { loadPhoneFormatting } from '../lib/phone.js';

afterEach(cleanup);

await i18next.use(initReactI18next).init({ ...I18N_OPTIONS, lng: 'en-US', resources: { 'en-US': { common: en } } });
await loadPhoneFormatting();
