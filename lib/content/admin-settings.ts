// Copy of the operator's Company details page (/admin/company), and its line in the audit trail.
export const SETTINGS_TEXT = {
  title: "Company details",
  intro:
    "Shown in the footer of every page, on the contact page, in the terms and to search engines. Pages show a " +
    "change within moments of saving.",
  saved: "Saved. The pages show the new details now.",
  contactTitle: "Contact",
  phone: "Phone",
  email: "E-mail",
  address: "Address",
  addressHint: "One line per line of the address, at most four.",
  mapUrl: "Map link (optional)",
  mapUrlHint: "A link to the office on a map, starting with https://. Shown on the contact page.",
  whatsapp: "WhatsApp number (optional)",
  whatsappHint: "With the country code, for example +91 98765 43210. Visitors get a 'Chat on WhatsApp' link.",
  socialTitle: "Profiles",
  socialHint: "Full links starting with https://. Leave a profile empty to hide it.",
  testimonialsTitle: "Testimonials",
  testimonialsHint:
    "Shown on the recruitment page, in this order. Leave all three fields of a testimonial empty to remove it. " +
    "The samples a new site starts with are not shown once you save.",
  testimonial: (n: number) => `Testimonial ${n}`,
  name: "Name",
  role: "Role",
  text: "Testimonial",
  grievanceTitle: "Grievance Officer",
  grievanceHint:
    "The person who answers privacy requests and complaints; the terms page names them. Give both, or leave both " +
    "empty until someone is appointed.",
  grievanceName: "Grievance Officer's name",
  grievanceEmail: "Grievance Officer's e-mail",
  figuresTitle: "About page figures",
  figuresHint:
    "Shown under 'Our mission' on the About page, in this order: a short figure (such as 120+) and what it " +
    "counts. Use your own numbers; leave both fields of a figure empty to remove it.",
  figure: (n: number) => `Figure ${n}`,
  figureValue: "Figure",
  figureLabel: "What it counts",
  save: "Save company details",
  navLink: "Company details",
} as const;

/** The contact details' own links, where the operator set them. */
export const CONTACT_LINKS = { map: "View on map", whatsapp: "Chat on WhatsApp" } as const;
