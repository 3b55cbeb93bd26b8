// Texts of the group calendar and the selected day's sheet.
export const attendanceEn = {
  attendance: {},
};
