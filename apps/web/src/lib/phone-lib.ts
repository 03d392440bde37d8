// What the app uses of libphonenumber, loaded on demand by lib/phone.ts: a dynamic import of the
// package itself would keep every one of its exports (findNumbers, the validators…) in the chunk.
export { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js';
