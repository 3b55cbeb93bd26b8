import { describe, it } from 'vitest';
import {
  feedEndpoints,
  pathFor,
  statisticsEndpoints,
  toDay,
  type EndpointSpec,
} from '@turnout/domain';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../test/app.ts';
import { useContract } from '../test/contract.ts';
import { buildAttendance, buildGroup } from '../test/group-factories.ts';

// The contract of the routes that hand the attendance out: feed links, the CSV export, the
// statistics, the season grid and the record export (contract.test.ts says how; the checks:
// test/contract.ts).

describe('the API keeps its contract', () => {
  const t = useTestApp();
  const { expectAnswers } = useContract(t);

  it('answers the feed links and the CSV export as described, and their refusals', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const [bea] = group.members;
    const stranger = await t.signIn();
    const feed = pathFor(feedEndpoints.groupStatus.path, { groupId: group.id });
    const csv = pathFor(feedEndpoints.export.path, { groupId: group.id });
    const today = toDay(new Date().toISOString().slice(0, 10));
    const { personalStatus, personalLink, groupStatus, groupLink } = feedEndpoints;
    await expectAnswers([
      [personalStatus, { method: 'GET', url: personalStatus.path, as: bea }, 200],
      [personalLink, { method: 'POST', url: personalLink.path, as: bea }, 200],
      [personalStatus, { method: 'GET', url: personalStatus.path }, 401],
      [groupStatus, { method: 'GET', url: feed, as: bea }, 200],
      [groupLink, { method: 'POST', url: feed, as: bea }, 200],
      [groupLink, { method: 'POST', url: feed, as: stranger }, 404],
      [
        feedEndpoints.export,
        { method: 'GET', url: `${csv}?from=${today}&to=${today}&content=notes`, as: bea },
        200,
      ],
      [feedEndpoints.export, { method: 'GET', url: `${csv}?from=${today}`, as: bea }, 400],
      [
        feedEndpoints.export,
        { method: 'GET', url: `${csv}?from=${today}&to=${today}`, as: stranger },
        404,
      ],
    ]);
  });

  it('answers the statistics, the season grid and the record export as described', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const [bea] = group.members;
    const stranger = await t.signIn();
    await t.db.execute(sql`insert into group_people (group_id, user_id)
      select group_id, user_id from group_members where group_id = ${group.id}::uuid
      on conflict do nothing`);
    const today = toDay(new Date().toISOString().slice(0, 10));
    await buildAttendance(t, { group, user: bea, day: today });
    const { statistics, grid, exportCsv, exportXlsx } = statisticsEndpoints;
    const at = (entry: EndpointSpec, query = `from=${today}&to=${today}`) =>
      `${pathFor(entry.path, { groupId: group.id })}?${query}`;
    await expectAnswers([
      [statistics, { method: 'GET', url: at(statistics), as: group.owner }, 200],
      [statistics, { method: 'GET', url: at(statistics), as: bea }, 200],
      [statistics, { method: 'GET', url: at(statistics), as: stranger }, 404],
      [statistics, { method: 'GET', url: at(statistics, `from=${today}`), as: bea }, 400],
      [grid, { method: 'GET', url: at(grid), as: group.owner }, 200],
      [grid, { method: 'GET', url: at(grid), as: bea }, 403],
      [exportCsv, { method: 'GET', url: at(exportCsv), as: bea }, 200],
      [exportXlsx, { method: 'GET', url: at(exportXlsx), as: group.owner }, 200],
      [exportXlsx, { method: 'GET', url: at(exportXlsx), as: stranger }, 404],
    ]);
  });
});
