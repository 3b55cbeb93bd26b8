import {
  roleMay,
  statisticsEndpoints,
  XLSX_MEDIA_TYPE,
  type Day,
  type DayInterval,
} from '@turnout/domain';
import { encode } from 'zod/mini';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireSignedIn, requireUser } from '../../http/auth.ts';
import { requireMay, requireMember, type GroupAccess } from '../../http/gate.ts';
import { lagTolerantReader } from '../../http/read-routing.ts';
import { route } from '../../http/route.ts';
import { sendStored, storedAnswer, type StoredAnswer } from '../../http/stored-answer.ts';
import { requestLanguage, textsIn } from '../../i18n/i18n.ts';
import type { FeatureRoutes } from '../../services.ts';
import { readSchedule } from '../groups/data.ts';
import {
  readGroupRevision,
  readRecordCells,
  readRecordFigures,
  type RecordFigures,
} from './data.ts';
import { RevisionCache } from './parts/cache.ts';

import { recordCsv, recordTable, recordXlsx } from './parts/record-export.ts';
import type { RecordScope } from './parts/record-query.ts';
import { presentGrid, presentStatistics } from './presenters.ts';

// A group's statistics, the season grid and the record's export (docs/product.md#statistics).
// The owner and coaches see everyone ('see-everyones-record'); a member sees only their own row;
// anyone else gets the gate's 404 and learns nothing.

/** A value and the group's revision it is of. */
interface Stamped<T> {
  value: T;
  revision: number;
}

export const statisticsRoutes: FeatureRoutes<'db' | 'config'> = async (app, { db, config }) => {
  app.addHook('onRequest', requireSignedIn);

  async function scopeOf(
    access: GroupAccess,
    interval: { from: Day; to: Day },
  ): Promise<RecordScope & { everyone: boolean }> {
    const everyone = roleMay(access.role, 'see-everyones-record');
    return {
      groupId: access.groupId,
      interval,
      schedule: await readSchedule(db, access.groupId),
      timeZone: config.timeZone,
      onlyUserId: everyone ? undefined : access.userId,
      everyone,
    };
  }

  // Statistics per group, period and scope, at the group's revision (parts/cache.ts), and each
  // reader's answer as the bytes sent (http/stored-answer.ts: the answer marks the reader's own
  // row, so it is kept per reader, the figures behind it per scope). A read that finds both up
  // to date costs the gate and the revision, two indexed queries. An answer is stamped with its
  // figures' revision, which may be a moment behind the request's.
  const figuresCache = new RevisionCache<Stamped<RecordFigures>>((value) => value.revision);
  const answers = new RevisionCache<Stamped<StoredAnswer>>((value) => value.revision);

  route(app, statisticsEndpoints.statistics, {}, async (request, reply) => {
    const user = requireUser(request);
    const access = await requireMember(db, request.params.groupId, user.id);
    const { from, to } = request.query;
    const reads = lagTolerantReader(db, request);
    const revision = await readGroupRevision(reads, access.groupId);
    const everyone = roleMay(access.role, 'see-everyones-record');
    const key = `${access.groupId} ${from} ${to} ${everyone ? 'everyone' : user.id}`;
    const answer = await answers.get(`${key} ${user.id}`, revision, async () => {
      const scope = await scopeOf(access, { from, to });
      const figures = await figuresCache.get(key, revision, async () => ({
        value: await readRecordFigures(reads, scope),
        revision,
      }));
      const presented = presentStatistics(figures.value, {
        from,
        to,
        scope: everyone ? 'group' : 'own',
        hasSchedule: scope.schedule.trainingDays.length > 0,
        userId: user.id,
        locale: config.locale,
      });
      // Checked against the contract once per computation, as the route's serialiser would.
      const json = JSON.stringify(encode(statisticsEndpoints.statistics.responses[200], presented));
      return { value: await storedAnswer(json), revision: figures.revision };
    });
    return sendStored(request, reply, answer.value, { type: 'application/json; charset=utf-8' });
  });

  route(app, statisticsEndpoints.grid, {}, async (request) => {
    const user = requireUser(request);
    const access = await requireMay(db, request.params.groupId, user.id, 'see-everyones-record');
    const { from, to } = request.query;
    const cells = await readRecordCells(db, await scopeOf(access, { from, to }));
    return presentGrid(cells, { from, to, locale: config.locale });
  });

  async function exportTable(request: FastifyRequest, groupId: string, interval: DayInterval) {
    const access = await requireMember(db, groupId, requireUser(request).id);
    const scope = await scopeOf(access, interval);
    const [cells, figures] = await Promise.all([
      readRecordCells(db, scope),
      readRecordFigures(db, scope),
    ]);
    const language = requestLanguage(request);
    const t = textsIn(language);
    return { t, table: recordTable(cells, figures.people, { t, language, locale: config.locale }) };
  }

  const attach = (reply: FastifyReply, name: string) =>
    reply.header('content-disposition', `attachment; filename="${name}"`);

  route(app, statisticsEndpoints.exportCsv, {}, async (request, reply) => {
    const { t, table } = await exportTable(request, request.params.groupId, request.query);
    const { from, to } = request.query;
    return attach(reply, `${t('record.fileName')}-${from}-${to}.csv`)
      .type('text/csv; charset=utf-8; header=present')
      .send(recordCsv(table));
  });

  route(app, statisticsEndpoints.exportXlsx, {}, async (request, reply) => {
    const { t, table } = await exportTable(request, request.params.groupId, request.query);
    const { from, to } = request.query;
    return attach(reply, `${t('record.fileName')}-${from}-${to}.xlsx`)
      .type(XLSX_MEDIA_TYPE)
      .send(await recordXlsx(table, t('record.sheet')));
  });
};
