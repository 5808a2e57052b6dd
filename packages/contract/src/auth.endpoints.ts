import { defineEndpoint, defineOkEndpoint } from './endpoint';
import { API } from './routes';
import {
  ZAlreadyVerifiedResponse,
  ZFieldErrorResponse,
  ZForgotPasswordRequest,
  ZForgotPasswordResponse,
  ZLoginFailure,
  ZLoginRequest,
  ZLoginResponse,
  ZRegisterRequest,
  ZRegisterResponse,
  ZReportUnwantedEmailRequest,
  ZResendVerificationRequest,
  ZResendVerificationResponse,
  ZResetPasswordRequest,
  ZUpdatePasswordRequest,
  ZVerifyEmailRequest,
  ZVerifyEmailResponse,
  ZVerifyResetCodeRequest,
  ZVerifyResetCodeResponse,
} from './auth';
import { ZErrorResponse, ZMessageResponse } from './common';

export const authEndpoints = {
  register: defineEndpoint(API.auth.register, {
    body: ZRegisterRequest,
    response: { 201: ZRegisterResponse, 403: ZErrorResponse, 409: ZErrorResponse, 422: ZFieldErrorResponse },
    errors: ['email_taken', 'email_blocked', 'email_cooldown', 'email_not_returnable'],
  }),
  verifyEmail: defineEndpoint(API.auth.verifyEmail, {
    body: ZVerifyEmailRequest,
    response: { 200: ZVerifyEmailResponse, 409: ZAlreadyVerifiedResponse },
    errors: ['code_invalid', 'code_expired', 'verification_locked', 'already_verified'],
  }),
  resendVerification: defineEndpoint(API.auth.resendVerification, {
    body: ZResendVerificationRequest,
    response: { 200: ZResendVerificationResponse, 409: ZAlreadyVerifiedResponse },
    errors: ['email_blocked', 'already_verified', 'resend_wait', 'resend_limited'],
  }),
  login: defineEndpoint(API.auth.login, {
    body: ZLoginRequest,
    response: { 200: ZLoginResponse, 401: ZLoginFailure, 403: ZLoginFailure, 429: ZLoginFailure },
    errors: ['invalid_credentials', 'verification_required', 'account_deleted', 'sign_in_locked'],
  }),
  logout: defineOkEndpoint(API.auth.logout, ZMessageResponse),
  forgotPassword: defineOkEndpoint(API.auth.forgotPassword, ZForgotPasswordResponse, {
    body: ZForgotPasswordRequest,
    errors: ['resend_wait', 'resend_limited'],
  }),
  verifyResetCode: defineOkEndpoint(API.auth.verifyResetCode, ZVerifyResetCodeResponse, {
    body: ZVerifyResetCodeRequest,
    errors: ['code_invalid', 'code_expired', 'verification_locked'],
  }),
  resetPassword: defineOkEndpoint(API.auth.resetPassword, ZMessageResponse, {
    body: ZResetPasswordRequest,
    errors: ['code_invalid', 'code_expired', 'verification_locked'],
  }),
  updatePassword: defineOkEndpoint(API.auth.updatePassword, ZMessageResponse, {
    body: ZUpdatePasswordRequest,
    errors: ['current_password_wrong', 'sign_in_locked'],
  }),
  reportUnwantedEmail: defineOkEndpoint(API.auth.reportUnwantedEmail, ZMessageResponse, {
    body: ZReportUnwantedEmailRequest,
    errors: ['verification_locked'],
  }),
};
