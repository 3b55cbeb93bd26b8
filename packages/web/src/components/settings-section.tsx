import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** One titled card of /profile or /settings; a region named by its title. */
export function SettingsSection({
  title,
  text,
  children,
}: {
  title: string;
  text?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} sx={{ mb: 2 }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {text && <Typography color="text.secondary">{text}</Typography>}
        {children}
      </CardContent>
    </Card>
  );
}
