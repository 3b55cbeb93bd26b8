import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { IconButton } from '../ui/button.tsx';
import { ArrowBackIcon } from '../ui/icons.tsx';

/** Goes to `to` when given, else one step back; on a page opened directly, to the groups. */
export function BackButton({ to }: { to?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // React Router gives the first history entry of this tab the key "default": nothing to go
  // back to inside the app, and history.back() would leave it.
  const isFirstEntry = useLocation().key === 'default';

  function goBack() {
    if (to) void navigate(to);
    else if (isFirstEntry) void navigate(paths.groups.href(), { replace: true });
    else void navigate(-1);
  }

  return (
    <IconButton edge="start" color="inherit" aria-label={t('common.back')} onClick={goBack}>
      <ArrowBackIcon />
    </IconButton>
  );
}
