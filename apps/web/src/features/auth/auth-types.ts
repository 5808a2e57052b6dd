import type { TDeletionType, TGender, TOrientation } from '@quad/contract';

/* Shapes of member-app.md sections 3 and 7, until the accounts contract lands. */

export interface TLoginRequest {
  email: string;
  password: string;
}
export interface TLoginResponse {
  access_token: string;
  is_suspended: boolean;
  suspension_reason: string | null;
}
export interface TLoginFailure {
  msg: string;
  is_deleted?: boolean;
  deletion_type?: TDeletionType;
  deletion_message?: string;
  can_return_after?: string | null;
  requires_verification?: boolean;
  email?: string;
}
export interface TRegisterRequest {
  email: string;
  password: string;
  institution_id: string;
  age: number;
  gender: TGender;
  orientation: TOrientation;
  height_inches: number;
}
export interface TRegisterResponse {
  msg: string;
  verification_code?: string;
}
export interface TResendVerificationResponse {
  msg: string;
  resends_remaining: number;
  retry_after_seconds: number;
  verification_code?: string;
}
export interface TVerifyEmailResponse {
  msg: string;
  access_token?: string;
  is_suspended?: boolean;
  suspension_reason?: string | null;
}
