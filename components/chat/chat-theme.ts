// The panel's two palettes. They use fixed colours, not the site's tokens, because the chat's dark
// mode is its own setting; every pair keeps at least 4.5:1 (AA) in both.
export type ChatTheme = {
  panel: string;
  header: string;
  headerButton: string;
  bot: string;
  user: string;
  option: string;
  link: string;
  footerButton: string;
};

const LIGHT: ChatTheme = {
  panel: "border-slate-300 bg-white text-slate-900 [&_:focus-visible]:outline-blue-700",
  header: "border-slate-200 bg-slate-50",
  headerButton: "border-slate-300 text-slate-800 hover:bg-slate-200",
  bot: "bg-slate-100 text-slate-900",
  user: "bg-blue-700 text-white",
  option: "border-blue-700 text-blue-700 hover:bg-blue-50",
  link: "text-blue-700",
  footerButton: "text-slate-700 hover:bg-slate-100",
};

const DARK: ChatTheme = {
  panel: "border-slate-600 bg-slate-900 text-slate-100 [&_:focus-visible]:outline-sky-300",
  header: "border-slate-700 bg-slate-800",
  headerButton: "border-slate-500 text-slate-100 hover:bg-slate-700",
  bot: "bg-slate-800 text-slate-100",
  user: "bg-sky-300 text-slate-900",
  option: "border-sky-300 text-sky-300 hover:bg-slate-800",
  link: "text-sky-300",
  footerButton: "text-slate-300 hover:bg-slate-800",
};

export function chatTheme(dark: boolean): ChatTheme {
  return dark ? DARK : LIGHT;
}
