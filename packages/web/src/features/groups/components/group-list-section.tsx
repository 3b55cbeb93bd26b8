import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GroupSummary } from '@turnout/domain';
import { useId } from 'react';
import { GroupCard } from './group-card.tsx';

interface GroupListSectionProps {
  title: string;
  groups: GroupSummary[];
}

/** One titled list of group cards ("Groups you own", "Groups you're a member of"). */
export function GroupListSection({ title, groups }: GroupListSectionProps) {
  const headingId = useId();
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Typography
        id={headingId}
        variant="overline"
        component="h2"
        color="text.secondary"
        sx={{ display: 'block', mb: 1 }}
      >
        {title}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {groups.map((group) => (
          <GroupCard key={group.id} group={group} />
        ))}
      </Stack>
    </section>
  );
}
