import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BREAKPOINTS, DIALOG_WIDTHS, THEME, type DialogSize } from '../../../lib/ui-constants.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BasicDialog } from '../../../components/basic-dialog.tsx';
import { Page } from '../../../components/page.tsx';

const SIZES: DialogSize[] = ['sm', 'md', 'lg'];

/** /debug/theme: the startup-space palette, breakpoints and dialog widths, to check by eye. */
export function ThemePreview() {
  const { t } = useTranslation();
  const { palette } = useTheme();
  const [size, setSize] = useState<DialogSize | null>(null);
  const swatches = [
    ['primary', palette.primary.main],
    ['secondary', palette.secondary.main],
    ['background', palette.background.default],
  ] as const;

  return (
    <Page>
      <Typography variant="h6" component="h2">
        {t('debug.themeName', { name: THEME.name })}
      </Typography>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {t('debug.palette')}
      </Typography>
      <Stack direction="row" spacing={2}>
        {swatches.map(([name, color]) => (
          <Box key={name} sx={{ textAlign: 'center' }}>
            <Box sx={{ width: 64, height: 64, borderRadius: 2, bgcolor: color, boxShadow: 1 }} />
            <Typography variant="caption">{`${name} ${color}`}</Typography>
          </Box>
        ))}
      </Stack>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {t('debug.breakpoints')}
      </Typography>
      <Typography variant="body2">
        {Object.entries(BREAKPOINTS)
          .map(([key, px]) => `${key} ${px}`)
          .join(' · ')}
      </Typography>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {t('debug.dialogs')}
      </Typography>
      <Stack direction="row" spacing={1}>
        {SIZES.map((s) => (
          <Button key={s} variant="outlined" onClick={() => setSize(s)}>
            {t('debug.openDialog', { size: s })}
          </Button>
        ))}
      </Stack>
      <BasicDialog
        open={size !== null}
        onClose={() => setSize(null)}
        title={size ?? ''}
        size={size ?? 'md'}
      >
        <DialogContent>
          {size && t('debug.dialogText', { size, width: DIALOG_WIDTHS[size] })}
        </DialogContent>
      </BasicDialog>
    </Page>
  );
}
