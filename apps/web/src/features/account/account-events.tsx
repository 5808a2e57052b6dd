import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { myAppealsKey } from '@/features/appeals/public';
import { ownDeletion } from './own-deletion';
import { suspensionRecord } from './suspension';
import { meQueryKey, useSession } from '@/shared/session';
import { useSocketEvent } from '@/shared/socket';

/**
 * Live changes to the member's own account (member-app.md section 4 "Account states"):
 * a warning shows at once and scrolls to the top, a suspension is remembered for the tab,
 * an unsuspension reloads the page, a deletion signs out to the deletion notice.
 */
export function AccountEvents() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const refreshMe = () => queryClient.invalidateQueries({ queryKey: meQueryKey });
  // A new warning or suspension can be appealed; a decision changes the appeals' state.
  const refreshAppeals = () => queryClient.invalidateQueries({ queryKey: myAppealsKey });

  useSocketEvent('account_status_update', ({ type, data }) => {
    switch (type) {
      case 'warning':
        void refreshMe();
        void refreshAppeals();
        window.scrollTo({ top: 0, behavior: 'smooth' });
        break;
      case 'suspension':
        suspensionRecord.remember(data.reason);
        void refreshMe();
        void refreshAppeals();
        break;
      case 'unsuspension':
        suspensionRecord.forget();
        window.location.reload();
        break;
      case 'appeal_decided':
        // An overturned suspension also arrives as an unsuspension, which reloads the page.
        void refreshAppeals();
        if (data.warning_cleared) void refreshMe();
        break;
      case 'deletion':
        // This tab asked for it (Settings, Danger Zone) and signs out to / by itself.
        if (ownDeletion.active) break;
        void signOut().then(() =>
          navigate('/account-deleted', {
            replace: true,
            state: {
              deletion_type: data.deletion_type ?? 'admin_deleted',
              deletion_message: data.message ?? null,
              can_return_after: null,
            },
          }),
        );
        break;
    }
  });

  useSocketEvent('payment_status_update', () => {
    void refreshMe();
    // The Payments page (when open) re-reads its status and history.
    void queryClient.invalidateQueries({ queryKey: ['payments'] });
  });

  return null;
}
