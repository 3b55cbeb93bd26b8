import type { StatisticsWeek } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import text from '../../../components/ui/text.module.css';
import { useDayFormat } from '../../../lib/datetime.ts';
import { CHART_HEIGHT, CHART_WIDTH, linePath, niceMax } from '../model/chart.ts';
import styles from './statistics.module.css';

export interface ChartLine {
  key: string;
  label: string;
  values: readonly (number | null)[];
  /** A class of statistics.module.css giving the line its colour and dash. */
  className: string;
}

interface WeeklyChartProps {
  title: string;
  weeks: readonly StatisticsWeek[];
  lines: readonly ChartLine[];
}

/**
 * Lines over the weeks, drawn as SVG in the kit's colours (light and dark through the tokens).
 * The SVG is a picture for the eye (aria-hidden); its figures are the table beside it, which
 * screen readers read. Labels are HTML, so they keep their size however narrow the chart is.
 */
export function WeeklyChart({ title, weeks, lines }: WeeklyChartProps) {
  const { t } = useTranslation();
  const formatDay = useDayFormat();
  const max = niceMax(lines.flatMap((line) => line.values));
  const first = weeks[0];
  const last = weeks.at(-1);
  return (
    <figure className={styles.chart} aria-label={title}>
      <figcaption className={text.subtitle1}>{title}</figcaption>
      <ul className={styles.legend} aria-hidden="true">
        {lines.map((line) => (
          <li key={line.key}>
            <svg width="24" height="10" className={line.className}>
              <line x1="0" y1="5" x2="24" y2="5" />
            </svg>
            {line.label}
          </li>
        ))}
      </ul>
      <div className={styles.plot} aria-hidden="true">
        <span className={`${text.caption} ${styles.yMax}`}>{max}</span>
        <span className={`${text.caption} ${styles.yZero}`}>0</span>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
          preserveAspectRatio="none"
          data-testid="weekly-chart"
        >
          <line className={styles.grid} x1="0" x2={CHART_WIDTH} y1="0" y2="0" />
          <line
            className={styles.grid}
            x1="0"
            x2={CHART_WIDTH}
            y1={CHART_HEIGHT / 2}
            y2={CHART_HEIGHT / 2}
          />
          <line
            className={styles.axis}
            x1="0"
            x2={CHART_WIDTH}
            y1={CHART_HEIGHT}
            y2={CHART_HEIGHT}
          />
          {lines.map((line) => (
            <path key={line.key} className={line.className} d={linePath(line.values, max)} />
          ))}
        </svg>
      </div>
      {first && last && (
        <div className={`${text.caption} ${styles.xLabels}`} aria-hidden="true">
          <span>{formatDay(first.week, 'weekdayDayMonth')}</span>
          <span>{formatDay(last.week, 'weekdayDayMonth')}</span>
        </div>
      )}
      <p className={styles.visuallyHidden}>
        {t('statistics.chartSummary', {
          weeks: weeks.length,
          from: first ? formatDay(first.week, 'weekdayDayMonth') : '',
          to: last ? formatDay(last.week, 'weekdayDayMonth') : '',
        })}
      </p>
    </figure>
  );
}
