// Copy of the account screens (spec 001, 2.7): slideshows, headings, labels and options.
import type { IconName } from "./icons";

export type AuthSlide = { title: string; text: string; icon: IconName };

/** Both slideshows change slide every 5 seconds (spec 001, 4 and 9). */
export const AUTH_SLIDE_MS = 5000;

export const SIGNUP_SLIDES: AuthSlide[] = [
  {
    title: "All solutions at one place",
    text: "IT services, recruitment, digital marketing and business consulting under one account.",
    icon: "globe",
  },
  {
    title: "Find your next role",
    text: "Apply to openings in IT, non-IT and healthcare and follow every application.",
    icon: "briefcase",
  },
  {
    title: "Grow your business",
    text: "Tell us what you need and get a consultant who knows your industry.",
    icon: "bar-chart",
  },
  {
    title: "Share what you know",
    text: "Write for our business, digital and recruitment blogs and reach our readers.",
    icon: "book-open",
  },
];

export const LOGIN_SLIDES: AuthSlide[] = [
  {
    title: "Welcome back",
    text: "Pick up where you left off with your applications and enquiries.",
    icon: "badge-check",
  },
  {
    title: "Consulting that ships",
    text: "Software, cloud and security projects delivered by one accountable team.",
    icon: "code",
  },
  {
    title: "Talent when you need it",
    text: "Screened candidates for permanent, contract and healthcare roles.",
    icon: "award",
  },
  {
    title: "Partners in growth",
    text: "Collaborations, market analysis and skill upgrades with our partners.",
    icon: "compass",
  },
];

export const AUTH_COPY = {
  signup: {
    title: "Sign Up",
    intro: "Create your account to follow your applications and enquiries.",
    slideshow: "Why sign up",
    submit: "Sign Up",
    haveAccount: "Already have an account?",
    loginLink: "Login",
  },
  login: {
    title: "Login",
    intro: "Log in with your email and password.",
    slideshow: "Why log in",
    submit: "Login",
    google: "Continue with Google",
    or: "or",
    forgot: "Forgot Password",
    noAccount: "Don't have an account?",
    register: "Register",
    signedInAs: "You are logged in as",
    logout: "Log out",
    continue: "Continue to the site",
  },
  googleLogin: { title: "Login Form" },
  welcome: { proceed: "Proceed", text: "You are logged in. Proceed to continue where you left off." },
  forgot: {
    title: "Forgot Password",
    intro: "Enter the email of your account and we will send you a 6-digit code.",
    submit: "Next",
  },
  verify: {
    emailTitle: "Verify Email",
    codeTitle: "Verify Code",
    intro: "Enter the 6-digit code we sent to",
    submit: "Verify Email",
    resend: "Send a new code",
    groupLabel: "Verification code",
    missingEmail: "Start again from the sign-up or forgot password screen so we know where to send your code.",
    needsScript:
      "If your address needs a code, we have mailed it. Entering it needs JavaScript: turn it on, then start " +
      "again from the sign-up or forgot password screen for a new code.",
  },
  reset: { title: "Reset Password", password: "New Password", confirm: "Confirm Password", submit: "Update Password" },
  introduction: {
    title: "Tell Us About Yourself",
    submit: "Get Started",
    question: "Which of these describes you best?",
  },
  backToLogin: "Back to login",
  slideshowPause: "Pause",
} as const;

export const INTRODUCTION_OPTIONS = [
  { value: "student", label: "I am a Student" },
  { value: "freelancer", label: "I am a Freelancer" },
  { value: "businessman", label: "I am a Businessman" },
  { value: "explorer", label: "I am an Explorer" },
] as const;

/** "ada.lovelace@example.com" → "Ada.lovelace": the introduction's greeting, and the welcome's without a name. */
export function emailGreetingName(email: string): string {
  const prefix = email.split("@")[0] ?? "";
  return prefix.charAt(0).toUpperCase() + prefix.slice(1);
}

export const greeting = (email: string) => `Hello, ${emailGreetingName(email)}!`;
/** The welcome dialog's title: the name given at sign-up (the address's greeting if it cannot be read). */
export const welcomeTitle = (name: string | null, email: string) =>
  `Welcome, ${name?.trim() || emailGreetingName(email)}!`;

/**
 * The one answer to every refused code (wrong, expired, used, too many tries, no code at all), so
 * the code screens never tell whether an address has an account (issue 13, item 5).
 */
export const CODE_REFUSED = "This code is not valid. Please check it, or request a new code.";

/** The mail to an address whose codes stopped working for a day after too many wrong tries. */
export const CODE_LOCKED_MAIL = {
  subject: "Too many wrong codes for your address",
  reset: [
    "Someone entered password reset codes for this address on our site and got them wrong too many times.",
    "To protect your account, no reset code works for the next 24 hours, not even a correct one. Your password " +
      "is unchanged and you can still log in with it.",
    "If you need a new password now, use Forgot Password again and open the link in the mail we send: the link " +
      "still works. If it was not you, you need not do anything.",
  ],
  signup: [
    "Someone entered verification codes for this address on our site and got them wrong too many times.",
    "To protect your address, no verification code works for the next 24 hours, not even a correct one. Nothing " +
      "has been created or changed.",
    "If this was you, please sign up again tomorrow. If it was not, you need not do anything.",
  ],
} as const;
