import type { TLoginResponse } from '@quad/contract';
import type { SignedIn } from './login.service';

/** What a sign-in (or a verification that signs in) answers: the token and the suspension state. */
export const presentSignIn = ({ user, token }: SignedIn): TLoginResponse => ({
  access_token: token,
  is_suspended: user.isSuspended,
  suspension_reason: user.suspensionReason,
});
