import { lazy } from 'react';

// What other features may use of appeals. The controls load on demand: most members never
// have anything to appeal.
export { myAppealsKey } from './appeals-api';
export const AppealControl = lazy(() => import('./appeal-control'));
export const AppealDecisionBanner = lazy(() => import('./appeal-decision-banner'));
