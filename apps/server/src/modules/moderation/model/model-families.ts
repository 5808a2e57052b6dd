/** The families the learned scorer covers (explicit content stays with its rules). */
export const MODEL_FAMILIES = ['phone', 'email', 'social_media', 'financial', 'url'] as const;
export type ModelFamily = (typeof MODEL_FAMILIES)[number];

/** At least three words or ten letters and digits in a row (a phone number, an address). */
export const LONG_ENOUGH = /\S+\s+\S+\s+\S|[a-z0-9@.]{10}/;

/** The screening network's hidden units (screening-network.ts writes its scoring loop out for exactly this many). */
export const NETWORK_WIDTH = 8;
