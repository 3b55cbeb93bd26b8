// Texts of the update dialogs, the compatibility screen and offline states.
export const versionsEn = {
  versions: {},
};
