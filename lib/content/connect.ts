// /merge-form (Connect Now): the heading, the dialog and its three cards (spec 001, 2.2).
import type { IconName } from "./marketing";

export const CONNECT_PAGE = {
  title: "Let's Build Your Future Together",
  text:
    "Whether you want a new job, a service for your business or a partnership with us, it starts with a short " +
    "form that takes about five minutes.",
  openButton: "Connect Now",
  dialogTitle: "Connect with us in three simple steps",
  dialogIntro: "Choose what brings you here. Each form asks a few quick questions, your details, and what you need.",
};

export type ConnectCard = { title: string; text: string; href: string; icon: IconName };

export const CONNECT_CARDS: ConnectCard[] = [
  {
    title: "Career",
    text: "Looking for a job? Share your experience and resume and we match you with open roles.",
    href: "/career-form",
    icon: "briefcase",
  },
  {
    title: "Service",
    text: "Need IT, recruitment, marketing or consulting help? Tell us about your business and timeline.",
    href: "/business-form",
    icon: "cog",
  },
  {
    title: "Partnership",
    text: "Want to work with us as an equity, solution, referral or affiliate partner? Start here.",
    href: "/partner-form",
    icon: "handshake",
  },
];
