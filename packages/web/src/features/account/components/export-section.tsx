import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { Button } from '../../../components/ui/button.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { downloadMyData } from '../api/delete-account.ts';
import styles from './profile.module.css';

export function ExportSection() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [loading, setLoading] = useState(false);

  function exportData() {
    setLoading(true);
    downloadMyData()
      .catch((error: unknown) => snackbar(apiErrorMessage(t, error), { severity: 'error' }))
      .finally(() => setLoading(false));
  }

  return (
    <SettingsSection title={t('profile.exportTitle')} text={t('profile.exportText')}>
      <Button variant="outlined" className={styles.start} loading={loading} onClick={exportData}>
        {t('profile.exportButton')}
      </Button>
    </SettingsSection>
  );
}
