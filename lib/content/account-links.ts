// The links to a signed-in visitor's own pages and the navbar's account menu: in the site's layout,
// so on every page's scripts. Kept apart from ./account.ts and ./saved-resume.ts, whose copy only
// the account pages and the application forms draw: a module's exports ship together.
export const PROFILE_PATH = "/account/profile";

export const ACCOUNT_LINKS = {
  login: { label: "Log in", href: "/login" },
  signup: { label: "Sign up", href: "/signup" },
  applications: { label: "My applications", href: "/account/applications" },
  account: { label: "Account", href: "/account" },
  profile: { label: "Applicant profile", href: PROFILE_PATH },
  posts: { label: "My blog posts", href: "/account/posts" },
  alerts: { label: "My job alerts", href: "/account/alerts" },
} as const;

export const ACCOUNT_MENU = {
  /** Read before the name on the menu button: "Account menu of <name>". */
  buttonPrefix: "Account menu of",
  logOut: "Log out",
  mobileHeading: "Your account",
} as const;
