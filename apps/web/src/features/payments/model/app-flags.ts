import { STORAGE_KEYS } from '@numscope/contract';
import { readStorage } from '../../../lib/storage.js';

/** App mode: the Android package set local storage `apk` to 1 (spec §3/§9). */
export const isAppMode = () => readStorage(STORAGE_KEYS.apk) === '1';
