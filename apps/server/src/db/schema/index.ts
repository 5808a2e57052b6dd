export * from './enums';
export * from './institutions';
export * from './users';
export * from './messages';
export * from './moderation';
export * from './payments';
export * from './platform';
export * from './testing';
