import type { SeasonGridResponse } from '@turnout/domain';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import text from '../../../components/ui/text.module.css';
import { useDayFormat } from '../../../lib/datetime.ts';
import { sortGrid, type GridSort } from '../model/grid.ts';
import { personLabel } from '../model/people.ts';
import styles from './statistics.module.css';

/**
 * The coach's season grid (docs/product.md#statistics): people × training days, each answer
 * (✓ present, ✗ away) and record (● came, ○ did not come), names and dates sticky while it
 * scrolls both ways, sortable by name or attendance. Plain table cells without shadows or
 * per-cell handlers, in day columns narrow enough (weekday, day and month in three lines) that
 * the browser paints a season of 40 × 100 whole once instead of again while it scrolls
 * (docs/decisions/063-a-season-grid-painted-once.md, docs/performance.md#the-season-grid).
 */
export function SeasonGrid({ grid }: { grid: SeasonGridResponse }) {
  const { t } = useTranslation();
  const formatDay = useDayFormat();
  const [sort, setSort] = useState<GridSort>('name');
  const people = sortGrid(grid.people, sort);
  const caption = t('statistics.gridCaption');
  const sortButton = (key: GridSort, label: string) => (
    <button type="button" className={styles.sortButton} onClick={() => setSort(key)}>
      {label}
    </button>
  );
  return (
    <section className={styles.gridSection} aria-labelledby="season-grid-title">
      <h2 id="season-grid-title" className={text.h6}>
        {t('statistics.gridTitle')}
      </h2>
      <p className={text.caption}>{t('statistics.gridLegend')}</p>
      <div className={styles.gridScroll} tabIndex={0} role="region" aria-label={caption}>
        <table className={styles.seasonGrid} data-testid="season-grid">
          <caption className={styles.visuallyHidden}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.corner} aria-sort={ariaSort(sort, 'name')}>
                {sortButton('name', t('statistics.gridByName'))}
              </th>
              <th scope="col" className={styles.total} aria-sort={ariaSort(sort, 'attendance')}>
                {sortButton('attendance', t('statistics.gridByAttendance'))}
              </th>
              {grid.days.map((day) => (
                <th key={day} scope="col" className={styles.dayHead}>
                  {formatDay(day, 'weekdayShort')}
                  <br />
                  {formatDay(day, 'dayOfMonth')}
                  <br />
                  {formatDay(day, 'monthShort')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {people.map((person) => (
              <GridRow key={person.personId} person={person} t={t} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function ariaSort(sort: GridSort, key: GridSort): 'ascending' | 'descending' | undefined {
  if (sort !== key) return undefined;
  return key === 'name' ? 'ascending' : 'descending';
}

const GridRow = memo(function GridRow({
  person,
  t,
}: {
  person: SeasonGridResponse['people'][number];
  t: TFunction;
}) {
  return (
    <tr>
      <th scope="row" className={styles.rowHead}>
        {personLabel(t, person)}
      </th>
      <td className={styles.total}>
        {person.cameTotal}/{person.recordedDays}
      </td>
      {person.answers.map((answer, n) => {
        const came = person.came[n];
        const symbols =
          (answer === 'present' ? '✓' : answer === 'away' ? '✗' : '') +
          (came === true ? '●' : came === false ? '○' : '');
        const words = [
          answer === 'present' ? t('statistics.gridPresent') : '',
          answer === 'away' ? t('statistics.gridAway') : '',
          came === true ? t('statistics.gridCame') : '',
          came === false ? t('statistics.gridNoShow') : '',
        ].filter(Boolean);
        // The symbols with their words as the name, one inline box per cell: no hidden box of
        // words to lay out, paint and hit-test (docs/decisions/063-a-season-grid-painted-once.md).
        return (
          <td
            key={n}
            className={came === false && answer === 'present' ? styles.noShow : undefined}
          >
            {symbols && (
              <span role="img" aria-label={words.join(', ')}>
                {symbols}
              </span>
            )}
          </td>
        );
      })}
    </tr>
  );
});
