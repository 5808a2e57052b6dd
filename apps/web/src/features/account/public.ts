// What other features may use of the member's own account. The rest of features/account
// (live account events, banners) is composed by the app shell, not imported by features.
export { suspensionRecord, useSuspension, type SuspensionState } from './suspension';
export { ownDeletion } from './own-deletion';
