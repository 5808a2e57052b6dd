// What other features may use of browse.
export { useBrowseSummary } from './browse-api';
