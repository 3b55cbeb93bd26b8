import { useTranslation } from 'react-i18next';
import styles from './loading-screen.module.css';
import { Spinner } from './ui/spinner.tsx';

/** A group's page: its start-up shows the group's frame, as index.html does for it. */
const GROUP_PAGE = /^\/groups\/[^/]+/;
const WEEKDAYS = Array.from({ length: 7 }, (_, day) => <i key={day} />);
const CELLS = Array.from({ length: 35 }, (_, cell) => <i key={cell} />);

/** The day sheet's date in the frame: its words, and whether it is today (drawn as such). */
export interface FrameDate {
  text: string;
  today: boolean;
}

/**
 * The date the server wrote into index.html's frame (http/web-app.ts), read before the app's
 * first render replaces it, for the page it was written for: until the app knows its
 * configuration, the start-up screen shows the same date, so nothing blinks.
 */
const serverDate = (() => {
  const element = typeof document === 'undefined' ? null : document.querySelector('.boot-date');
  if (!element?.textContent) return null;
  const date: FrameDate = {
    text: element.textContent,
    today: element.classList.contains('boot-today'),
  };
  return { page: window.location.pathname + window.location.search, date };
})();

function startDate(): FrameDate | undefined {
  const page = window.location.pathname + window.location.search;
  return serverDate?.page === page ? serverDate.date : undefined;
}

/**
 * Start-up indicator (docs/product.md#start-up), the same as index.html's: on a group's page the
 * group's frame, calendar skeleton and the day sheet headed by `date` (styled by index.html's own
 * rules, so nothing moves when this replaces it), elsewhere the spinner with the name under it.
 */
export function LoadingScreen({ date = startDate() }: { date?: FrameDate | undefined }) {
  const { t } = useTranslation();
  if (GROUP_PAGE.test(window.location.pathname)) {
    return (
      <div
        role="status"
        aria-label={t('app.loading')}
        className="boot-frame"
        style={{ display: 'block' }}
      >
        <div className="boot-bar">{t('app.name')}</div>
        <div className="boot-main">
          <div className="boot-weekdays">{WEEKDAYS}</div>
          <div className="boot-title" />
          <div className="boot-days">{CELLS}</div>
        </div>
        <div className="boot-sheet">
          <p className={date?.today ? 'boot-date boot-today' : 'boot-date'}>{date?.text}</p>
        </div>
        <div className="boot-nav" />
      </div>
    );
  }
  return (
    <div role="status" className={styles.screen}>
      <Spinner label={t('app.loading')} />
      <p aria-hidden className={styles.name}>
        {t('app.name')}
      </p>
    </div>
  );
}
