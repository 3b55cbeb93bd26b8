import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANDING_LOGO, LANDING_TEXT_LOGO } from './landing-images.ts';

interface LandingLayoutProps {
  /** Optional notice from the configuration, shown in a card. */
  message?: string;
  /** The log-in and sign-up buttons. */
  actions: ReactNode;
  /** The footer buttons and the dialogs they open. */
  footer: ReactNode;
  showLogo?: boolean;
}

/** The visitor's page (SPEC §2 Landing page): logo and claim, message card, actions, footer. */
export function LandingLayout({ message, actions, footer, showLogo = true }: LandingLayoutProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="main"
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 4,
          px: 2,
          py: 6,
        }}
      >
        {showLogo && (
          <Box component="header" sx={{ textAlign: 'center' }}>
            <Box
              component="img"
              src={LANDING_LOGO}
              alt={t('common.logoAlt')}
              sx={{ display: 'block', width: '100%', maxWidth: 160, mx: 'auto' }}
            />
            <Typography component="h1" sx={{ mt: 2, lineHeight: 0 }}>
              <Box
                component="img"
                src={LANDING_TEXT_LOGO}
                alt={t('common.textLogoAlt')}
                sx={{ display: 'block', width: '100%', maxWidth: 140, mx: 'auto' }}
              />
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t('landing.claim')}
            </Typography>
          </Box>
        )}
        {message && (
          <Card variant="outlined" sx={{ maxWidth: 420, width: '100%' }}>
            <CardContent>
              <Typography sx={{ whiteSpace: 'pre-line', textAlign: 'center' }}>
                {message}
              </Typography>
            </CardContent>
          </Card>
        )}
        <Box sx={{ width: '100%', maxWidth: 280 }}>{actions}</Box>
      </Box>
      <Box
        component="footer"
        sx={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 1, pb: 3, px: 2 }}
      >
        {footer}
      </Box>
    </Box>
  );
}
