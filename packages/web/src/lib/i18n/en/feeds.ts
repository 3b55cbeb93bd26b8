// Texts of the calendar feeds and the CSV export (features/feeds).
export const feedsEn = {
  feeds: {
    personalTitle: 'Calendar feed',
    personalIntro:
      'See the days you are coming, across all your groups, in the calendar you already use. Each day names the group and who else is coming.',
    groupMenu: 'Calendar and export',
    groupTitle: 'Calendar and export',
    groupIntro:
      "Subscribe to this group's days in your calendar: each day with answers shows how many are present and who.",
    link: 'Feed link',
    create: 'Create link',
    copy: 'Copy',
    copied: 'Feed link was copied to the clipboard.',
    copyFailed: "The feed link couldn't be copied.",
    openInApp: 'Open in calendar app',
    shownOnce:
      'Copy the link now: Turnout shows it only this once. Anyone with the link can see these days.',
    active:
      'You have a feed link. Turnout shows a link only when it is made: reset it to get a new one.',
    reset: 'Reset link',
    resetTitle: 'Reset link?',
    resetText:
      'The old link stops working at once: calendars subscribed with it get no more updates. Subscribe again with the new link.',
    resetDone: 'The old link no longer works.',
    failed: "The feed link couldn't be made. Please try again.",
    loadFailed: "Your feed link couldn't be loaded.",
    howTo: 'How to subscribe',
    google:
      'Google Calendar: on a computer, next to "Other calendars" choose + and "From URL", paste the link and choose "Add calendar".',
    apple:
      'Apple Calendar: choose "Open in calendar app", or on iPhone go to Settings, Calendar, Accounts, Add Account, Other, "Add Subscribed Calendar" and paste the link.',
    outlook:
      'Outlook: choose "Add calendar", then "Subscribe from web", paste the link and choose "Import".',
    exportTitle: 'Download as CSV',
    exportIntro:
      'A row per member and a column per day, for Excel or LibreOffice: UTF-8, cells separated by semicolons, at most a year. Notes come as a second file.',
    from: 'From',
    to: 'To',
    downloadDays: 'Download days',
    downloadNotes: 'Download notes',
    downloadFailed: "The CSV file couldn't be downloaded.",
  },
};
