import { today, type DayInterval, type StatisticsResponse } from '@turnout/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { Page } from '../../../components/page.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DownloadIcon } from '../../../components/ui/icons.tsx';
import layout from '../../../components/ui/layout.module.css';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useMediaQuery } from '../../../components/ui/use-media-query.ts';
import { useConfig } from '../../../lib/config.ts';
import { useSeasonGrid, useStatistics } from '../api/get-statistics.ts';
import { personLabel } from '../model/people.ts';
import { monthPeriodOf, rangeOf, seasonOf, type PeriodKind } from '../model/period.ts';
import { ExportDialog } from './export-dialog.tsx';
import { PeopleTable, TrainingsTable, WeeksTable } from './figures-tables.tsx';
import { SeasonGrid } from './season-grid.tsx';
import { WeeklyChart, type ChartLine } from './weekly-chart.tsx';
import { DateRangeFields } from './date-range-fields.tsx';
import styles from './statistics.module.css';

/** The season grid needs a desktop's width (docs/product.md#statistics). */
const DESKTOP = '(min-width: 900px)';

/**
 * /groups/:groupId/statistics (docs/product.md#statistics): the period, the weekly chart with its
 * table, the figures per person and per training, the coach's season grid and the export.
 */
export function StatisticsScreen() {
  const { groupId = '' } = useParams();
  const { t } = useTranslation();
  const { timeZone } = useConfig();
  const now = today(timeZone);
  const [kind, setKind] = useState<PeriodKind>('season');
  const [from, setFrom] = useState<string>(monthPeriodOf(now).from);
  const [to, setTo] = useState<string>(now);
  const range = rangeOf(from, to);
  const period: DayInterval | undefined =
    kind === 'season'
      ? seasonOf(now)
      : kind === 'month'
        ? monthPeriodOf(now)
        : 'problem' in range
          ? undefined
          : range;
  const fallback = seasonOf(now);
  const statistics = useStatistics(groupId, period ?? fallback);
  const [exportOpen, setExportOpen] = useState(false);

  return (
    <Page>
      <div className={`${layout.stack} ${layout.gap2}`}>
        <div className={styles.controls}>
          <Select
            label={t('statistics.period')}
            value={kind}
            onChange={(value) => setKind(value as PeriodKind)}
            options={[
              { value: 'season', label: t('statistics.season') },
              { value: 'month', label: t('statistics.month') },
              { value: 'range', label: t('statistics.range') },
            ]}
            className={styles.periodSelect}
          />
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => setExportOpen(true)}
          >
            {t('statistics.exportButton')}
          </Button>
        </div>
        {kind === 'range' && (
          <DateRangeFields
            from={from}
            to={to}
            onFrom={setFrom}
            onTo={setTo}
            problem={'problem' in range ? range.problem : undefined}
          />
        )}
        {statistics.isError ? (
          <LoadError
            message={t('statistics.loadFailed')}
            onRetry={() => void statistics.refetch()}
            retrying={statistics.isFetching}
          />
        ) : !statistics.data ? (
          <Skeleton variant="rect" height={240} />
        ) : (
          <StatisticsBody groupId={groupId} data={statistics.data} period={period ?? fallback} />
        )}
      </div>
      <ExportDialog
        // The dialog starts from the screen's period as it is when opened.
        key={`${(period ?? fallback).from} ${(period ?? fallback).to}`}
        groupId={groupId}
        open={exportOpen}
        onClose={() => setExportOpen(false)}
        period={period ?? fallback}
      />
    </Page>
  );
}

function StatisticsBody({
  groupId,
  data,
  period,
}: {
  groupId: string;
  data: StatisticsResponse;
  period: DayInterval;
}) {
  const { t } = useTranslation();
  const desktop = useMediaQuery(DESKTOP);
  const [gridShown, setGridShown] = useState(false);
  const everyone = data.scope === 'group';
  const grid = useSeasonGrid(groupId, period, everyone && desktop && gridShown);
  const own = data.people.find((person) => person.isYou);
  const [memberId, setMemberId] = useState<string>('');
  const member = everyone ? data.people.find((p) => p.personId === memberId) : own;

  const groupLines: ChartLine[] = useMemo(
    () => [
      {
        key: 'came',
        label: t('statistics.came'),
        values: data.weeks.map((week) => week.came),
        className: styles.lineCame!,
      },
      {
        key: 'saidPresent',
        label: t('statistics.saidPresent'),
        values: data.weeks.map((week) => week.saidPresent),
        className: styles.linePresent!,
      },
      {
        key: 'groupSize',
        label: t('statistics.groupSize'),
        values: data.weeks.map((week) => week.groupSize),
        className: styles.lineSize!,
      },
    ],
    [data.weeks, t],
  );
  const memberLines: ChartLine[] = member
    ? [
        {
          key: 'came',
          label: t('statistics.came'),
          values: member.cameByWeek,
          className: styles.lineCame!,
        },
        {
          key: 'trainings',
          label: t('statistics.trainingDays'),
          values: data.weeks.map((week) => week.trainings),
          className: styles.lineSize!,
        },
      ]
    : [];

  if (data.trainings.length === 0) {
    return <Alert severity="info">{t('statistics.empty')}</Alert>;
  }
  return (
    <>
      {!data.hasSchedule && <Alert severity="info">{t('statistics.noSchedule')}</Alert>}
      {!everyone && <Alert severity="info">{t('statistics.ownOnly')}</Alert>}
      {everyone && (
        <>
          <WeeklyChart title={t('statistics.chartTitle')} weeks={data.weeks} lines={groupLines} />
          <WeeksTable caption={t('statistics.weeksTable')} weeks={data.weeks} lines={groupLines} />
          <Select
            label={t('statistics.memberLine')}
            value={memberId}
            onChange={setMemberId}
            options={[
              { value: '', label: t('statistics.groupLineOnly') },
              ...data.people.map((person) => ({
                value: person.personId,
                label: personLabel(t, person),
              })),
            ]}
            className={styles.periodSelect}
          />
        </>
      )}
      {member && (
        <>
          <WeeklyChart
            title={t('statistics.memberChartTitle', { name: personLabel(t, member) })}
            weeks={data.weeks}
            lines={memberLines}
          />
          <WeeksTable
            caption={t('statistics.memberChartTitle', { name: personLabel(t, member) })}
            weeks={data.weeks}
            lines={memberLines}
          />
        </>
      )}
      <PeopleTable people={data.people} />
      <TrainingsTable trainings={data.trainings} />
      {everyone && desktop && (
        <div>
          <Button variant="outlined" onClick={() => setGridShown((shown) => !shown)}>
            {gridShown ? t('statistics.gridHide') : t('statistics.gridShow')}
          </Button>
        </div>
      )}
      {gridShown && desktop && grid.data && <SeasonGrid grid={grid.data} />}
    </>
  );
}
