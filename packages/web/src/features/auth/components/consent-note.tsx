import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/** SPEC §2: signing up means agreeing to the processing of data per the privacy notice. */
export function ConsentNote() {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      <Trans
        i18nKey="auth.consent"
        components={{
          // A new tab, so reading the notice does not throw away what was typed in the form.
          a: (
            <Link component={RouterLink} to={paths.privacy.href()} target="_blank" rel="noopener" />
          ),
        }}
      />
    </Typography>
  );
}
