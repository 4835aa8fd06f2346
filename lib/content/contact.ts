// /contact: the static details and the Get in touch form's labels.
export const CONTACT_PAGE = {
  eyebrow: "Contact Us",
  title: "Talk to our team",
  text: "Questions about a project, a hire or a partnership? Call, write or send the form and a consultant replies within one business day.",
  hours: "Monday to Saturday, 10:00 to 18:00 IST",
  formTitle: "Get in touch",
  formIntro: "All fields are required. We use your details only to answer this message.",
  submit: "Send message",
  sending: "Sending...",
};
