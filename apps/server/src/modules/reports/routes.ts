import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEXT_CURSOR_HEADER } from '@gigbazaar/shared/constants';
import { ZIdParam, ZOk } from '@gigbazaar/shared/schemas/common';
import {
  REPORT_REASONS,
  REPORT_TARGETS,
  ZAdminReportGroup,
  ZAdminReportsQuery,
  ZModerationFigure,
  ZModerationFiguresQuery,
  ZReportBody,
  ZReportCreated,
  ZResolveBody,
  ZResolveResult,
  ZUserWarning,
  type TReportReason,
  type TReportTarget,
} from '@gigbazaar/shared/schemas/reports';
import type { Deps } from '../../platform/deps';
import { restrictRoutes } from '../../platform/auth';
import { listReportGroups } from './admin-queue';
import { moderationFigures } from './moderation-figures';
import { acknowledgeWarning, fileReport, pendingWarnings, resolveReport } from './report-service';

const oneOf = <T extends string>(list: readonly T[], v: string, fallback: T): T =>
  (list as readonly string[]).includes(v) ? (v as T) : fallback;

/** Filing a report, and the warnings an admin gave the caller: signed-in calls about the caller only. */
export const reportsRoutes: FastifyPluginAsync<{ deps: Deps }> = async (root, { deps }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  restrictRoutes(app, 'user');

  app.post('/reports', { schema: { body: ZReportBody, response: { 201: ZReportCreated } } }, async (request, reply) => {
    const row = await fileReport(deps, request.me, request.body);
    return reply.status(201).send({ _id: row.id, status: 'open' as const });
  });

  app.get('/users/me/warnings', { schema: { response: { 200: z.array(ZUserWarning) } } }, async (request) => {
    const rows = await pendingWarnings(deps, request.me);
    return rows.map((w) => ({
      _id: w.id,
      reason: oneOf<TReportReason>(REPORT_REASONS, w.reason, 'other'),
      target: oneOf<TReportTarget>(REPORT_TARGETS, w.targetType, 'user'),
      note: w.note,
      createdAt: w.createdAt.toISOString(),
    }));
  });

  app.post(
    '/users/me/warnings/:id/acknowledge',
    { schema: { params: ZIdParam, response: { 200: ZOk } } },
    async (request) => {
      await acknowledgeWarning(deps, request.me, request.params.id);
      return { ok: true as const };
    },
  );
};

/** The admins' reports queue, its resolutions and the moderation figures; 404 for everyone else. */
export const adminReportsRoutes: FastifyPluginAsync<{ deps: Deps }> = async (root, { deps }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  restrictRoutes(app, 'admin');

  app.get(
    '/admin/reports',
    { schema: { querystring: ZAdminReportsQuery, response: { 200: z.array(ZAdminReportGroup) } } },
    async (request, reply) => {
      const { status, ...paging } = request.query;
      const page = await listReportGroups(deps, status, paging);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.groups;
    },
  );

  app.post(
    '/admin/reports/:id/resolve',
    { schema: { params: ZIdParam, body: ZResolveBody, response: { 200: ZResolveResult } } },
    async (request) => resolveReport(deps, request.me, request.params.id, request.body),
  );

  app.get(
    '/admin/moderation/figures',
    { schema: { querystring: ZModerationFiguresQuery, response: { 200: z.array(ZModerationFigure) } } },
    async (request) => moderationFigures(deps, request.query.days),
  );
};
