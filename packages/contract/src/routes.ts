import { AREA_CONTRACTS } from './areas.js';
import { mergeAreas, type Merged } from './area-kit.js';

export type { RouteDef } from './area-kit.js';

/**
 * The one route table. Every API path the server serves and the client calls is declared once, in
 * its area's `<area>/routes.ts`, and merged here from the area list (areas.ts). Paths the spec
 * names are kept exactly; paths it lost are marked `designed`.
 */
export const routes: Merged<typeof AREA_CONTRACTS, 'routes'> = mergeAreas(AREA_CONTRACTS, 'routes');

export type Routes = typeof routes;
export type RouteName = keyof Routes;
