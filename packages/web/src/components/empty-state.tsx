import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title?: string;
  text: string;
  action?: ReactNode;
}

/** What a screen shows instead of an empty list: why it is empty and what to do next. */
export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      <Box aria-hidden sx={{ fontSize: 64, lineHeight: 1, color: 'primary.light', mb: 2 }}>
        {icon}
      </Box>
      {title && (
        <Typography variant="h6" component="h2" color="text.primary" gutterBottom>
          {title}
        </Typography>
      )}
      <Typography sx={{ maxWidth: 420, mx: 'auto' }}>{text}</Typography>
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Box>
  );
}
