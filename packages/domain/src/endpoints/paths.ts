import { accountEndpoints } from './account.ts';
import { attendanceEndpoints } from './attendance.ts';
import { authEndpoints } from './auth.ts';
import { coachingEndpoints } from './coaching.ts';
import { configEndpoints } from './config.ts';
import { connectEndpoints } from './connect.ts';
import { feedEndpoints } from './feeds.ts';
import { groupEndpoints } from './groups.ts';
import { healthEndpoints } from './health.ts';
import { inviteEndpoints } from './invites.ts';
import { liveEventEndpoints } from './live-events.ts';
import { memberEndpoints } from './members.ts';
import { notificationEndpoints } from './notifications.ts';
import { pushEndpoints } from './push.ts';
import { seasonEndpoints } from './season.ts';

// Short names for the paths of the endpoint entries, for links, tests and scripts. Each path is
// its entry's (docs/decisions/037-endpoints-as-data.md): the method, schemas and summary live
// there, and nothing here restates them.
export const API_PATHS = {
  health: healthEndpoints.health.path,
  healthLive: healthEndpoints.live.path,
  healthReady: healthEndpoints.ready.path,
  config: configEndpoints.read.path,
  signUp: authEndpoints.signUp.path,
  logIn: authEndpoints.logIn.path,
  logOut: authEndpoints.logOut.path,
  me: authEndpoints.me.path,
  session: authEndpoints.session.path,
  passwordResetRequest: authEndpoints.requestPasswordReset.path,
  passwordReset: authEndpoints.resetPassword.path,
  passwordResetCheck: authEndpoints.checkPasswordReset.path,
  account: accountEndpoints.profile.path,
  accountName: accountEndpoints.name.path,
  accountEmail: accountEndpoints.email.path,
  accountEmailConfirm: accountEndpoints.confirmEmail.path,
  accountPassword: accountEndpoints.password.path,
  accountLanguage: accountEndpoints.language.path,
  accountSessions: accountEndpoints.sessions.path,
  accountSession: accountEndpoints.endSession.path,
  accountExport: accountEndpoints.export.path,
  accountDeletion: accountEndpoints.deletion.path,
  groups: groupEndpoints.list.path,
  group: groupEndpoints.read.path,
  groupMembers: memberEndpoints.list.path,
  groupMember: memberEndpoints.end.path,
  removedMembers: memberEndpoints.removed.path,
  removedMember: memberEndpoints.letBack.path,
  groupInvite: inviteEndpoints.groupLink.path,
  groupMute: notificationEndpoints.mute.path,
  attendance: attendanceEndpoints.list.path,
  attendanceSeries: attendanceEndpoints.series.path,
  groupSchedule: seasonEndpoints.schedule.path,
  groupReminders: seasonEndpoints.reminders.path,
  memberRole: coachingEndpoints.setRole.path,
  handOver: coachingEndpoints.offer.path,
  handOverAccept: coachingEndpoints.accept.path,
  memberAttendance: coachingEndpoints.answerFor.path,
  dayNudge: coachingEndpoints.nudge.path,
  dayAnnouncement: coachingEndpoints.announce.path,
  dayCancellation: coachingEndpoints.cancel.path,
  groupFeed: feedEndpoints.groupStatus.path,
  groupExport: feedEndpoints.export.path,
  personalFeed: feedEndpoints.personalStatus.path,
  invites: inviteEndpoints.mine.path,
  invite: inviteEndpoints.preview.path,
  join: inviteEndpoints.join.path,
  notifications: notificationEndpoints.list.path,
  notificationRead: notificationEndpoints.read.path,
  notificationsReadAll: notificationEndpoints.readAll.path,
  events: liveEventEndpoints.stream.path,
  pushVapidPublicKey: pushEndpoints.vapidPublicKey.path,
  pushTokens: pushEndpoints.storeToken.path,
  pushTokenSignOut: pushEndpoints.signOutToken.path,
  apiTokens: connectEndpoints.listTokens.path,
  apiToken: connectEndpoints.revokeToken.path,
  webhooks: connectEndpoints.listWebhooks.path,
  webhook: connectEndpoints.deleteWebhook.path,
  webhookDeliveries: connectEndpoints.webhookDeliveries.path,
  webhookTest: connectEndpoints.testWebhook.path,
  publicViewSettings: connectEndpoints.publicViewSettings.path,
  publicView: connectEndpoints.publicView.path,
  inviteMails: connectEndpoints.inviteMails.path,
} as const;
