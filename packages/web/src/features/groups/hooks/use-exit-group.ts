import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  useSnackbar,
  type SnackbarOptions,
} from '../../../components/snackbar/snackbar-context.ts';
import { paths } from '../../../lib/paths.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * Leaves the group screen for /groups with a message: the group is gone (deleted), I am no
 * longer in it (left), or it never was mine to see (docs/product.md#leaving-removal-and-deletion).
 * The screen's history entry is replaced, so Back does not lead into the group again. Its cached
 * data is dropped only after the screen has gone, or the still-mounted screen would fetch it again
 * and get a 404.
 */
export function useExitGroup(groupId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showSnackbar = useSnackbar();
  const exiting = useRef(false);

  return useCallback(
    async (message: string, severity: SnackbarOptions['severity'] = 'info') => {
      if (exiting.current) return;
      exiting.current = true;
      showSnackbar(message, { severity });
      await navigate(paths.groups.href(), { replace: true });
      queryClient.removeQueries({ queryKey: queryKeys.group(groupId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.groupList });
    },
    [navigate, queryClient, showSnackbar, groupId],
  );
}
