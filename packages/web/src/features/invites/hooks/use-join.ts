import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { paths } from '../../../lib/paths.ts';
import { useJoinGroup } from '../api/join-group.ts';
import { forgetJoinIntent, joinIntentFor, rememberJoinIntent } from '../model/join-intent.ts';

export interface Join {
  /**
   * The screen belongs to the join: this tab asked to join through this code (and is continuing
   * after signing in or a reload), or the user pressed Join here. The membership check then has
   * nothing to say: a membership it finds is the join's own.
   */
  owns: boolean;
  /** Writing the membership, waiting for it to show, or opening the group. */
  busy: boolean;
  error: Error | null;
  start: () => void;
}

/**
 * The join of one invite on the join screen (docs/product.md#join-screen). It owns "a join is in
 * progress in this tab" through the tab's note (join-intent.ts), starts at most one join at a
 * time (a double tap, the continued join), and continues by itself a join this tab asked for.
 * Its component stays mounted until the group opens, so the answer always reaches it.
 */
export function useJoin(code: string, groupName: string): Join {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showSnackbar = useSnackbar();
  const { mutate, isPending, isSuccess, error } = useJoinGroup();
  // Read once, as the screen opens: a join asked for in this tab and not finished.
  const [continued] = useState(() => joinIntentFor(code));
  const [started, setStarted] = useState(continued !== undefined);
  const running = useRef(false);
  // Whether a write of this join has gone out before (before a reload, or a failed attempt).
  const wrote = useRef(continued?.written ?? false);

  const start = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setStarted(true);
    const wroteBefore = wrote.current;
    wrote.current = true;
    // From here a reload continues this join rather than finding its membership.
    rememberJoinIntent(code, { written: true });
    mutate(code, {
      onSuccess: ({ groupId, alreadyMember }) => {
        forgetJoinIntent();
        // A member before this join wrote anything (who signed in from their group's link) is
        // told so; a membership that came from this join's earlier write is this join's.
        const wasMember = alreadyMember && !wroteBefore;
        showSnackbar(t(wasMember ? 'join.alreadyMember' : 'join.joined', { group: groupName }), {
          severity: wasMember ? 'info' : 'success',
        });
        // The join screen has done its work: Back from the group should not lead here again.
        void navigate(paths.group.href(groupId), { replace: true });
      },
      onError: () => {
        forgetJoinIntent();
        running.current = false;
      },
    });
  }, [code, groupName, mutate, navigate, showSnackbar, t]);

  // Continue the join this tab asked for (after the reload that follows signing in, or a reload
  // during the join), once.
  const continuing = useRef(false);
  useEffect(() => {
    if (!continued || continuing.current) return;
    continuing.current = true;
    start();
  }, [continued, start]);

  // Leaving the screen ends the join (useJoinGroup stops its polling): a later visit asks again.
  useEffect(() => () => void (running.current && forgetJoinIntent()), []);

  return { owns: started, busy: isPending || isSuccess || (started && !error), error, start };
}
