import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, MSG } from '@quad/contract';
import { endpointRoute } from '@/platform/endpoint-route';
import { deleteAccount } from './account-deletion.service';
import { presentMe } from './account.presenter';
import { dismissWarning, loadOwnAccount } from './account.service';
import { memberExportStream, takeDailyExport } from './member-export.service';

const tags = ['account'];
const security = [{ bearer: [] }];

/** The signed-in member's own account: who am I, dismiss the warning, download my data, delete my account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const forMembers = { onRequest: app.requireMember, schema: { tags, security } };

  endpointRoute(app, ENDPOINTS.account.me, forMembers, async (request) =>
    presentMe(await loadOwnAccount(app.ctx, request.user.id)),
  );

  endpointRoute(app, ENDPOINTS.account.dismissWarning, forMembers, async (request) => {
    await dismissWarning(app.ctx, request.user.id);
    return { ok: true as const, msg: MSG.warningDismissed };
  });

  endpointRoute(app, ENDPOINTS.account.deleteAccount, forMembers, async (request) => {
    const deleted = await deleteAccount(app.ctx, request.user.id, { type: 'user_requested' });
    return {
      msg: MSG.accountDeletedSelf,
      deletion_type: deleted.deletionType,
      can_return_after: deleted.canReturnAfter?.toISOString() ?? null,
    };
  });

  endpointRoute(
    app,
    ENDPOINTS.account.exportData,
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        security,
        description: 'Everything the member owns, as a ZIP of JSON files and photos. Once a day (429 after).',
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      await takeDailyExport(app.ctx, request.user.id);
      const day = app.ctx.clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="quad-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(memberExportStream(app.ctx, request.user.id));
    },
  );
};
