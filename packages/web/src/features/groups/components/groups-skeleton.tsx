import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Placeholder cards while the groups load; one status for screen readers, not three. */
export function GroupsSkeleton({ label }: { label: string }) {
  return (
    <Stack role="status" aria-label={label} spacing={1.5}>
      {[0, 1, 2].map((i) => (
        <Card key={i} variant="outlined" aria-hidden>
          <CardContent>
            <Skeleton variant="text" width="45%" sx={{ fontSize: '1.25rem' }} />
            <Skeleton variant="text" width="30%" />
            <Skeleton variant="text" width="80%" />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
