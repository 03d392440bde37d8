export * from './constants.js';
export * from './errors.js';
export * from './locales.js';
export * from './routes.js';
export * from './schemas/common.js';
export * from './schemas/comments.js';
export * from './schemas/numbers.js';
export * from './tags.js';
