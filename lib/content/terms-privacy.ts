// The Privacy Policy section of /terms. It describes what this site really stores: keep it in
// step with prisma/schema.prisma, the forms and the cookie and storage keys when they change.
import { RETENTION_PERIODS as KEEP } from "./retention-periods";
import type { PolicySection } from "./terms-types";

export const PRIVACY_POLICY: PolicySection = {
  id: "privacy-policy",
  title: "Privacy Policy",
  parts: [
    {
      body: [
        'This policy explains what personal data Solutions At One Place ("we", "us") collects through this ' +
          "website, why we collect it, how long we keep it and what you can ask us to do with it. It is written " +
          "to meet the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000 with " +
          "its rules on reasonable security practices.",
      ],
    },
    {
      heading: "What we collect and why",
      body: [
        [
          "Newsletter subscriptions: your e-mail address, the topics you chose, if any (job openings, our " +
            "services, partnerships, a blog area), the date and time you gave consent, the IP address you gave it " +
            "from, and whether you have confirmed. We use the topics only to choose which newsletters to send " +
            "you: with none chosen you get only the ones we send to every subscriber. Your address receives " +
            "newsletters only after you follow the link in our confirmation e-mail, and every newsletter carries " +
            "a link to change your topics and one to unsubscribe.",
          "What we measure about a newsletter, and what we do not: a newsletter carries no tracking pixel, so " +
            "we cannot tell whether you opened it, and sets no cookie. A web link in a newsletter leads through " +
            "our site, which adds one to a count of how often that link of that newsletter was followed and sends " +
            "you on; the link is the same for every reader, and no record says who followed it or when. When you " +
            "unsubscribe through a newsletter's link, we add one to that newsletter's count of unsubscribes; no " +
            "record says which newsletter you left from.",
          "Job applications (career form): your name, gender, location, phone number, e-mail address, industry, " +
            "position, total and relevant experience, current company, notice period, your answers to the quick " +
            "questions, and your resume (PDF, DOC or DOCX, up to 5 MB). We use them to match you with openings " +
            "and, only with your agreement, to present you to an employer.",
          "Business and partnership enquiries: your contact details, company or individual name, industry, the " +
            "service or partnership type you chose, a point-of-contact e-mail, timeline, description, and any " +
            "file you attach. We use them to answer you and prepare a proposal.",
          "Contact messages: your name, e-mail address, phone number and message, used to reply to you.",
          "Booked calls: your name, e-mail address, optional company, the topic you give, the time you chose " +
            "and your time zone, used to hold the call, to send you its invitation, changes and a reminder 24 " +
            "hours before.",
          `Job alerts: your e-mail address, the filters you chose (area, location, type, search words), how often you want mail, and when and from which IP address you asked. An alert mails you only after you confirm it through the link we send, and every alert mail links to a page where you change, pause or delete it. An alert you never confirm is deleted after ${KEEP.unconfirmedAlertDays} days.`,
          `Applicant profile (optional, for signed-in accounts): your name, phone number, location, current role, experience, notice period and a default resume, used only to fill in your applications. Each application keeps its own copy, so changing or deleting the profile never changes an application you have sent. The profile is deleted ${KEEP.profileYears} years after you last change it, at once when you delete it, and with your account.`,
          "Feedback: the optional answers you give in the short feedback form after a submission, used to " +
            "improve our service.",
          "Accounts: your name and e-mail address. Passwords are never stored, only a one-way argon2id hash of " +
            "them; one-time codes are also stored hashed and expire after 10 minutes.",
          "Blog submissions: the post, author name and optional image, which we publish once an editor approves " +
            "them, and your full name, e-mail address, phone number and optional social media profile, which we " +
            "use only to contact you about the post and never publish. Drafts you save in your account reach our " +
            "editors only when you submit them. An editor may add a short bio to an author's page; it is deleted " +
            "with your posts when you ask us to erase your data.",
          "People named on our pages: our team members (name, role, photo, short bio and an optional profile " +
            "link) and people quoted in our case studies (their words, name and role) are shown only after they " +
            "agree, and we keep the date of that agreement and an e-mail address, never shown, to find their " +
            "entry if they ask us to remove it. Asking us removes the team entry with its photo, or the quote and " +
            "its name from the case study.",
          "Technical data: the IP address, time, requested page and browser type of each request, kept in " +
            "server logs to keep the site secure and to limit how often a form can be sent from one address.",
        ],
      ],
    },
    {
      heading: "Cookies and browser storage",
      body: [
        [
          "We set one cookie, and only when you sign in: a session cookie holding a random token, marked " +
            "HttpOnly and SameSite=Lax (and Secure on our live site). It is removed when you sign out or the " +
            "session ends.",
          "Your choice of light or dark theme is saved in your browser's localStorage under the key app-theme, " +
            "and the chat assistant's own light or dark setting under darkMode. These values stay on your device " +
            "and are never sent to us.",
          "We use no advertising or analytics cookies and no third-party tracking scripts.",
        ],
      ],
    },
    {
      heading: "How we send e-mail",
      body: [
        "Every e-mail we send from this site (subscription confirmations, replies to forms, newsletters) is " +
          "first written to an outbox in our database and then delivered by our mail server. The outbox keeps the " +
          "recipient, the kind of message, when it was sent and whether delivery succeeded, so failed deliveries " +
          "can be retried and we can show what was sent. We do not pass your address to mailing-list companies.",
      ],
    },
    {
      heading: "Who we share it with",
      body: [
        [
          "Employers: a candidate's profile and resume, only after the candidate has agreed to be presented for " +
            "that role.",
          "Our sister concerns, where one of them delivers the service you asked for (see Sister Concerns below).",
          "Service providers who host the site, store backups or deliver e-mail for us, under contracts that " +
            "oblige them to keep your data confidential and secure.",
          "Authorities, when the law requires us to.",
        ],
        "We do not sell personal data or share it for advertising.",
      ],
    },
    {
      heading: "How long we keep it",
      body: [
        [
          `Employment records (job applications, resumes and placement records) are kept for at least ${KEEP.applicationYears} years after your last application or placement, so placements can be verified and questions from employers and authorities answered. You can ask us at any time to stop considering you for new openings.`,
          `Transaction records (proposals, invoices, payments and refunds) are kept for ${KEEP.transactionYears} years, as Indian tax law requires.`,
          `Server and security logs are kept for ${KEEP.logMonths} months and then deleted.`,
          `Enquiries and contact messages are kept while we are in conversation with you and for ${KEEP.enquiryYears} years after, unless they become part of a transaction record.`,
          `Booked calls are kept for ${KEEP.enquiryYears} years after the call.`,
          "Messages we write to you about an application or enquiry, and your replies, are kept with it and deleted with it.",
          `Mail sent to a reply address that we cannot match to a conversation is deleted after ${KEEP.unmatchedMailDays} days.`,
          "Newsletter records are kept while you are subscribed; after you unsubscribe we keep only your " +
            "address, consent time and IP address as proof of consent and to honour the unsubscription, and " +
            "forget the topics you chose.",
          "Accounts are kept until you delete them on your account page or ask us to.",
          `A saved applicant profile and its resume are kept for ${KEEP.profileYears} years after you last change them, unless you delete them sooner.`,
        ],
      ],
    },
    {
      heading: "How we protect it",
      body: [
        [
          "All pages and forms are served over HTTPS (TLS), so data is encrypted on its way to us.",
          "Resumes and attachments are stored outside the public website under names our server generates, " +
            "their type is checked from the file's content and not its name, and only authorised staff can " +
            "download them.",
          "Stored files and database backups are encrypted with AES-256.",
          "Access is limited to the staff who need it for their work, each with a personal account.",
          "Forms are rate limited and protected against submissions from other websites.",
        ],
      ],
    },
    {
      heading: "Your rights",
      body: [
        "You may ask to see the personal data we hold about you, to correct or complete it, to delete it " +
          "(except what the law requires us to keep, as described above), or to withdraw a consent you gave. You " +
          "may also nominate someone to exercise these rights for you. Write to our Grievance Officer at the " +
          "e-mail address under Contact and Updates; we acknowledge requests within 48 hours and resolve them " +
          "within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection " +
          "Board of India.",
        "With an account you can do much of this yourself on your account page: see every application, enquiry " +
          "and message sent with your verified address, withdraw an application, download everything we store " +
          "about your address as one file, and delete your account. Deleting it, once you confirm with a code we " +
          "mail to you, deletes your account, sessions, business and partnership enquiries, contact messages, " +
          "their feedback, your unpublished blog submissions and every file you uploaded; career applications are " +
          "employment records, so we keep them only with your name, contact details and resume removed; a " +
          "newsletter subscription ends, keeping only the proof of consent described above.",
        "This website is not meant for children under 18, and we do not knowingly collect their personal data.",
      ],
    },
  ],
};
