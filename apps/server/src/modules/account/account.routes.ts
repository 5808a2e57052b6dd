import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, ZDeleteAccountResponse, ZDismissWarningResponse, ZCurrentUser } from '@quad/contract';
import { deleteAccount } from './account-deletion.service';
import { presentMe } from './account.presenter';
import { dismissWarning, loadOwnAccount } from './account.service';

const tags = ['account'];
const security = [{ bearer: [] }];

/** The signed-in member's own account: who am I, dismiss the warning, delete my account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    { onRequest: app.requireMember, schema: { tags, security, response: { 200: ZCurrentUser } } },
    async (request) => presentMe(await loadOwnAccount(app.ctx, request.user.id)),
  );

  app.post(
    '/users/me/dismiss-warning',
    { onRequest: app.requireMember, schema: { tags, security, response: { 200: ZDismissWarningResponse } } },
    async (request) => {
      await dismissWarning(app.ctx, request.user.id);
      return { ok: true as const, msg: MSG.warningDismissed };
    },
  );

  app.delete(
    '/users/me',
    { onRequest: app.requireMember, schema: { tags, security, response: { 200: ZDeleteAccountResponse } } },
    async (request) => {
      const deleted = await deleteAccount(app.ctx, request.user.id, { type: 'user_requested' });
      return {
        msg: MSG.accountDeletedSelf,
        deletion_type: deleted.deletionType,
        can_return_after: deleted.canReturnAfter?.toISOString() ?? null,
      };
    },
  );
};
