// Every icon name content may use; components/ui/icon.tsx maps each to a lucide icon,
// so content stays plain data without React imports. A list, so copy read from
// a data file can be checked against it.
export const ICON_NAMES = [
  "activity", "award", "badge-check", "bar-chart", "book-open", "bot", "brain", "briefcase", "building",
  "calculator", "calendar-check", "car", "clipboard-check", "clock", "cloud", "code", "cog", "coins",
  "compass", "cpu", "database", "factory", "file-check", "file-text", "filter", "gauge", "globe",
  "graduation-cap", "hand-coins", "handshake", "headphones", "heart-pulse", "hospital", "hotel", "landmark",
  "layers", "lightbulb", "line-chart", "link", "list-checks", "lock", "mail", "map", "megaphone", "message",
  "microscope", "mouse-pointer", "network", "newspaper", "package", "palette", "pen-line", "pie-chart",
  "pill", "plane", "presentation", "repeat", "rocket", "scale", "search", "server", "share", "shield-check",
  "shopping-cart", "smartphone", "smile", "sparkles", "star", "stethoscope", "store", "target", "timer",
  "truck", "user-check", "user-plus", "users", "wallet", "workflow", "zap",
] as const;
export type IconName = (typeof ICON_NAMES)[number];
