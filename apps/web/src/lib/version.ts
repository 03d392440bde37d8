import { version } from '../../package.json';

/** The web client's version (apps/web/package.json), sent with every API call as `x-client-version`. */
export const APP_VERSION: string = version;
