import { z } from 'zod';
import { ZGender, ZOrientation } from './enums';
import { ZInstitutionSummary } from './institutions';

export const ZPhoto = z.object({
  id: z.number().int(),
  url: z.string(),
  filename: z.string(),
  thumbnail: z.string(),
  is_primary: z.boolean(),
  created_at: z.string(),
});
export type TPhoto = z.infer<typeof ZPhoto>;

const ZByGender = z.object({ man: z.number().int(), woman: z.number().int(), nonbinary: z.number().int() });
/** Conversations a member started, received, and those where both sides wrote, by partner gender. */
export const ZChatStats = z.object({ initiated: ZByGender, received: ZByGender, conversations: ZByGender });
export type TChatStats = z.infer<typeof ZChatStats>;

/** What one member may see of another (never the e-mail). */
/** The newest message of a conversation, as the inbox lists it (`with_messages=true` only). */
export const ZLastMessage = z.object({ content: z.string(), from_me: z.boolean(), timestamp: z.string() });
export type TLastMessage = z.infer<typeof ZLastMessage>;

export const ZUserCard = z.object({
  id: z.number().int(),
  username: z.string(),
  age: z.number().int(),
  gender: ZGender,
  orientation: ZOrientation,
  height_inches: z.number().int(),
  profile_text: z.string(),
  photos: z.array(ZPhoto),
  primary_photo: ZPhoto.nullable(),
  institution: ZInstitutionSummary,
  is_suspended: z.boolean(),
  /** Passed the selfie check (or a manual review) and still matches the primary photo. */
  is_verified: z.boolean(),
  is_blocked: z.boolean(),
  i_am_blocked: z.boolean(),
  has_conversation: z.boolean(),
  unread_count: z.number().int(),
  last_message_at: z.string().nullable(),
  last_activity_at: z.string().nullable(),
  /** Away: the member snoozed; partners see this instead of the activity (last_activity_at is then null). */
  header_status: z.enum(['Online', 'Away']).nullable(),
  browse_chat_status: z.string().nullable(),
  chat_stats: ZChatStats,
  /** Present in the conversation list only; null when the conversation's last message is gone. */
  last_message: ZLastMessage.nullable().optional(),
});
export type TUserCard = z.infer<typeof ZUserCard>;
