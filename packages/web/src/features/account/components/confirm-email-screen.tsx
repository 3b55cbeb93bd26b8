import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, cardStyles } from '../../../components/ui/card.tsx';
import text from '../../../components/ui/text.module.css';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { paths } from '../../../lib/paths.ts';
import { useConfirmEmail } from '../api/profile.ts';
import styles from './profile.module.css';

/** `/confirm-email/<token>`: opened from the mail; a button, so a mail scanner changes nothing. */
export function ConfirmEmailScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const confirm = useConfirmEmail();
  return (
    <Page>
      <Card className={styles.confirmCard}>
        <div className={`${cardStyles.content} ${styles.confirmContent}`}>
          <h1 className={text.h5}>{t('confirmEmail.title')}</h1>
          {confirm.isSuccess ? (
            <>
              <Alert severity="success">
                {t('confirmEmail.done', { email: confirm.data.user.email })}
              </Alert>
              <Button variant="contained" to={paths.groups.href()}>
                {t('confirmEmail.toGroups')}
              </Button>
            </>
          ) : (
            <>
              <p className={text.body1}>{t('confirmEmail.text')}</p>
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
        </div>
      </Card>
    </Page>
  );
}
