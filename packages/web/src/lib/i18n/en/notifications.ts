// Texts of the notifications inbox, live updates and push.
export const notificationsEn = {
  notifications: {
    empty: "You don't have any notifications yet.",
  },
};
