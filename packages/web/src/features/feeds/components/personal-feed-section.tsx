import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedLinkPanel } from './feed-link-panel.tsx';

/** Settings' section for my personal feed; self-contained, so settings can place it anywhere. */
export function PersonalFeedSection() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('feeds.personalTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('feeds.personalIntro')}</Typography>
      <FeedLinkPanel scope={{}} />
    </Paper>
  );
}
