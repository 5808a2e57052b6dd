import type { TReviewAction } from '@quad/contract';
import { ADMIN_TEXT } from '../admin-texts';

export interface ActionInput {
  action: TReviewAction | '';
  message: string;
  confirmation: string;
}

/**
 * The checks of admin-area.md section 5 before warning, suspending or deleting a member:
 * an action must be chosen, a suspension needs a message, and the exact username is typed.
 */
export function actionError(input: ActionInput, username: string): string | null {
  const typed = input.confirmation.trim();
  switch (input.action) {
    case '':
      return ADMIN_TEXT.chooseAction;
    case 'dismiss':
      return null;
    case 'delete':
      if (!typed) return ADMIN_TEXT.deleteUsernameEmpty;
      return typed === username ? null : ADMIN_TEXT.usernameMismatchLong;
    case 'suspend':
      if (!input.message.trim()) return ADMIN_TEXT.suspendMessageRequired;
      return typed === username ? null : ADMIN_TEXT.usernameMismatchLong;
    case 'warn':
      return typed === username ? null : ADMIN_TEXT.usernameMismatch;
  }
}

export const ACTION_LABELS: Record<TReviewAction, string> = {
  dismiss: 'Dismiss',
  warn: 'Warn user',
  suspend: 'Suspend user',
  delete: 'Delete user permanently',
};

export const MESSAGE_LABELS: Record<TReviewAction, string> = {
  dismiss: 'Message to the member (optional)',
  warn: 'Warning message (shown to the member)',
  suspend: 'Suspension message (shown to the member)',
  delete: 'Reason (shown to the member)',
};
