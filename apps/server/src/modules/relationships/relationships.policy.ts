import type { Relation } from './relationship.repository';

/**
 * The TypeScript side of who may see and reach whom, answered from `loadRelation`;
 * relationships.sql.ts answers the same in SQL.
 */

/** The member hides themself from the viewer entirely: they blocked the viewer. */
export const blocksViewer = (r: Pick<Relation, 'theyBlockedMe'>): boolean => r.theyBlockedMe;

/**
 * The viewer may not see the member as a stranger (browse, profile link, presence) nor start
 * a conversation: the member blocked the viewer. A partner stays visible unless blocking.
 */
export const concealedFromViewer = (r: Relation): boolean => blocksViewer(r);
