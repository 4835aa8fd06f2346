// The applicant profile the suites save (handler tests and end-to-end specs), as its form sends it.
export const PROFILE = {
  firstName: "Meera",
  lastName: "Iyer",
  phoneNumber: "9876501234",
  location: "Noida",
  currentRole: "ICU Nurse",
  experience: "4.5",
  noticePeriod: "30 days",
};
