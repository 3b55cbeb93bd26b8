import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { paths } from '../../../lib/paths.ts';
import { useConfirmEmail } from '../api/profile.ts';

/** `/confirm-email/<token>`: opened from the mail; a button, so a mail scanner changes nothing. */
export function ConfirmEmailScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const confirm = useConfirmEmail();
  return (
    <Page>
      <Card sx={{ maxWidth: 460, mx: 'auto' }}>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h5" component="h1">
            {t('confirmEmail.title')}
          </Typography>
          {confirm.isSuccess ? (
            <>
              <Alert severity="success">
                {t('confirmEmail.done', { email: confirm.data.user.email })}
              </Alert>
              <Button variant="contained" component={Link} to={paths.groups.href()}>
                {t('confirmEmail.toGroups')}
              </Button>
            </>
          ) : (
            <>
              <Typography>{t('confirmEmail.text')}</Typography>
              {confirm.isError && (
                <Alert severity="error">{apiErrorMessage(t, confirm.error)}</Alert>
              )}
              <Button
                variant="contained"
                loading={confirm.isPending}
                onClick={() => confirm.mutate(token)}
              >
                {t('confirmEmail.button')}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </Page>
  );
}
