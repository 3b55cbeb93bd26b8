import { roleIn, roleMay, selectedDayOf, today, type Group } from '@turnout/domain';
import { lazy, useDeferredValue, useEffect, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { MountWhenOpened } from '../../../components/mount-when-opened.tsx';
import { Page } from '../../../components/page.tsx';
import { TopBarActions, useTopBarTitle } from '../../../components/top-bar-slot.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { useHashDialog } from '../../../components/use-hash-dialog.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useConfig } from '../../../lib/config.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useDayFormat } from '../../../lib/datetime.ts';
import { useGroup } from '../api/get-group.ts';
import { useExitGroup } from '../hooks/use-exit-group.ts';
import { GroupMenu, type GroupDialogName } from './group-menu.tsx';

// Loads when first opened, like the other features' dialogs (see GroupBody).
const EditGroupDialog = lazy(() =>
  import('./edit-group-dialog.tsx').then((module) => ({ default: module.EditGroupDialog })),
);

/** What the group screen hands to the dialogs other features bring (invite, members). */
export interface GroupDialogProps {
  group: Group;
  open: boolean;
  onClose: () => void;
  /** Leaves the group screen for /groups with a message (after leaving the group, say). */
  onExit: (message: string) => void;
}

export interface GroupScreenProps {
  /** The screen's body, for the loaded group (the calendar). */
  children: (group: Group) => ReactNode;
  /** The Invite (#share, owner only) and Members (#members) dialogs of the other features. */
  dialogs?: {
    share?: ComponentType<GroupDialogProps>;
    members?: ComponentType<GroupDialogProps>;
    /** Calendar and export (#feed), for every member. */
    feed?: ComponentType<GroupDialogProps>;
    /** My reminders for this group (#reminders): on or off, and the hour. */
    reminders?: ComponentType<GroupDialogProps>;
    /** Webhooks and the public view (#integrations), for whoever runs the group. */
    integrations?: ComponentType<GroupDialogProps>;
  };
  /**
   * More menu items of other features (components/ui/menu.tsx's MenuItem or MenuCheckboxItem),
   * after Invite, Edit group and Members.
   */
  menuItems?: (group: Group) => ReactNode;
}

/**
 * /groups/:groupId (docs/product.md#group-screen): loads the group, puts its name and menu in the
 * app bar, runs the dialogs through the URL hash and renders `children` as the body. A group that
 * is missing or not mine leads to /groups with the product's message
 * (docs/product.md#roles-and-access); one the owner removed me from, with a message saying so.
 */
export function GroupScreen(props: GroupScreenProps) {
  const { groupId = '' } = useParams();
  // A new group is a new screen: nothing (an exit in progress, say) carries over.
  return <GroupFrame key={groupId} groupId={groupId} {...props} />;
}

function GroupFrame(props: GroupScreenProps & { groupId: string }) {
  const { groupId, children, dialogs = {}, menuItems } = props;
  const { t } = useTranslation();
  const { data: loaded, error, isFetching, refetch } = useGroup(groupId);
  // The group's arrival is an urgent (synchronous) update; the screen it brings renders in a
  // deferred one, in short slices, while the spinner stays up.
  const group = useDeferredValue(loaded);
  const exit = useExitGroup(groupId);
  // The owner removed me: the server says so to me alone (docs/decisions/031-removal-keeps-the-link.md).
  const removed = isApiError(error) && error.code === 'removed-from-group';
  const notFound = removed || (isApiError(error) && error.status === 404);
  useTopBarTitle(group?.name);

  useEffect(() => {
    if (notFound) void exit(t(removed ? 'group.removed' : 'group.notFound'), 'warning');
  }, [notFound, removed, exit, t]);

  if (!group || notFound) {
    return (
      <Page>
        {error && !notFound ? (
          <LoadError
            message={t('group.loadFailed')}
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : (
          // The start-up's frame and calendar skeleton, not a spinner: with the lighter UI layer the
          // screen's code often arrives before the group does, and the frame must not flicker
          // into a spinner (docs/decisions/011-front-end-start-up.md).
          <LoadingFrame />
        )}
      </Page>
    );
  }
  return (
    <GroupBody
      group={group}
      dialogs={dialogs}
      menuItems={menuItems?.(group)}
      onExit={(message) => void exit(message)}
    >
      {children(group)}
    </GroupBody>
  );
}

/**
 * The start-up frame headed by the selected day's date, as the day sheet will head it. Its own
 * component, so only the loading screen follows the URL: once the group is there, choosing a day
 * re-renders the calendar, not the whole frame.
 */
function LoadingFrame() {
  const { search } = useLocation();
  const { timeZone } = useConfig();
  const formatDay = useDayFormat();
  const day = selectedDayOf(search, timeZone);
  return (
    <LoadingScreen date={{ text: formatDay(day, 'fullDate'), today: day === today(timeZone) }} />
  );
}

interface GroupBodyProps {
  group: Group;
  dialogs: NonNullable<GroupScreenProps['dialogs']>;
  menuItems: ReactNode;
  onExit: (message: string) => void;
  children: ReactNode;
}

function GroupBody({ group, dialogs, menuItems, onExit, children }: GroupBodyProps) {
  const me = useCurrentUser();
  const role = group.currentUserIsOwner ? 'owner' : (roleIn(group.members, me?.id) ?? 'member');
  // Invite and Edit group are the owner's and the coaches' (the domain's role table); a member's
  // #share opens nothing (docs/product.md#roles-and-access).
  const invites = roleMay(role, 'invite');
  const edits = roleMay(role, 'edit-group');
  // Webhooks and the public view: whoever runs the trainings (the server's ensureRunsTrainings).
  const runs = roleMay(role, 'edit-schedule');
  const items: GroupDialogName[] = [
    ...(invites && dialogs.share ? (['share'] as const) : []),
    ...(edits ? (['edit'] as const) : []),
    ...(dialogs.members ? (['members'] as const) : []),
    ...(dialogs.feed ? (['feed'] as const) : []),
    ...(dialogs.reminders ? (['reminders'] as const) : []),
    ...(runs && dialogs.integrations ? (['integrations'] as const) : []),
  ];
  const dialog = useHashDialog(items);
  const {
    share: ShareDialog,
    members: MembersDialog,
    feed: FeedDialog,
    reminders: RemindersDialog,
    integrations: IntegrationsDialog,
  } = dialogs;
  const dialogProps = (name: GroupDialogName) => ({
    group,
    open: dialog.current === name,
    onClose: dialog.close,
    onExit,
  });

  return (
    <>
      <TopBarActions>
        <GroupMenu items={items} onSelect={dialog.open} extra={menuItems} />
      </TopBarActions>
      {children}
      {/* Each dialog mounts when first opened (its code may load only then). */}
      {invites && ShareDialog && (
        <MountWhenOpened open={dialog.current === 'share'}>
          <ShareDialog {...dialogProps('share')} />
        </MountWhenOpened>
      )}
      {edits && (
        <MountWhenOpened open={dialog.current === 'edit'}>
          <EditGroupDialog {...dialogProps('edit')} />
        </MountWhenOpened>
      )}
      {MembersDialog && (
        <MountWhenOpened open={dialog.current === 'members'}>
          <MembersDialog {...dialogProps('members')} />
        </MountWhenOpened>
      )}
      {FeedDialog && (
        <MountWhenOpened open={dialog.current === 'feed'}>
          <FeedDialog {...dialogProps('feed')} />
        </MountWhenOpened>
      )}
      {RemindersDialog && (
        <MountWhenOpened open={dialog.current === 'reminders'}>
          <RemindersDialog {...dialogProps('reminders')} />
        </MountWhenOpened>
      )}
      {runs && IntegrationsDialog && (
        <MountWhenOpened open={dialog.current === 'integrations'}>
          <IntegrationsDialog {...dialogProps('integrations')} />
        </MountWhenOpened>
      )}
    </>
  );
}
