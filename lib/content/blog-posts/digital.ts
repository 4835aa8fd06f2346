import type { SeedArea } from "./types";

export const DIGITAL_POSTS: SeedArea = {
  area: "digital",
  posts: [
    {
      slug: "seo-fixes-that-matter",
      title: "Five SEO fixes that matter more than keywords",
      authorName: "Ananya Iyer",
      keywords: ["TECHNOLOGY", "DEVELOPMENT"],
      popular: false,
      daysAgo: 1,
      paragraphs: [
        "Owners often ask us which keywords to add to their website. Keywords matter, but on most small " +
          "business sites five technical problems hold rankings back far more, and each is cheap to fix.",
        "First, slow pages: compress images and remove plug-ins nobody uses, because a page that takes six " +
          "seconds on a phone loses visitors before Google even counts them. Second, missing or duplicated page " +
          "titles and descriptions, which decide how you appear in results. Third, service pages that exist only " +
          "as a single long home page; each service deserves its own page with its own address.",
        "Fourth, broken links and old addresses that return errors instead of redirecting to the new page. " +
          "Fifth, no Google Business Profile, or one with the wrong opening hours and phone number.",
        "Fix these and then write one genuinely useful page a month answering questions your customers actually " +
          "ask on the phone. That combination beats any keyword list.",
      ],
    },
    {
      slug: "google-ads-on-a-small-budget",
      title: "Running Google Ads on a small budget",
      authorName: "Sana Khan",
      keywords: [],
      popular: false,
      daysAgo: 5,
      paragraphs: [
        "A small advertising budget is not a handicap if it is spent narrowly. The accounts that waste money " +
          "are the ones trying to appear for everything.",
        "Choose one service and one area to start with. Use exact and phrase match keywords that show intent to " +
          "buy, such as a service plus your city, and add negative keywords every week from the search terms " +
          "report: jobs, free, training and course are usual suspects.",
        "Send every ad to a page about that exact service with a phone number and a short form, never to the " +
          "home page. Track calls and form submissions as conversions, otherwise the system optimises for clicks " +
          "that never become customers.",
        "Give a campaign four to six weeks before judging it. Then move budget towards the keywords that " +
          "produce enquiries at a cost you can afford, and switch off the rest without regret.",
      ],
    },
    {
      slug: "reading-your-analytics",
      title: "Reading your analytics without a specialist",
      authorName: "Deepak Mishra",
      keywords: ["BIG DATA"],
      popular: false,
      daysAgo: 8,
      paragraphs: [
        "Analytics tools show hundreds of reports, and most owners close them after a minute. Three questions " +
          "are enough to get real value from them every month.",
        "Where do visitors come from? Compare search, social, ads and direct visits, and look at which sources " +
          "send people who go on to contact you, not just the largest numbers. Which pages do they land on? Your " +
          "most visited pages are your real shop window, so make sure each one has a clear next step.",
        "What do they do before leaving? If most visitors leave the contact page without sending the form, the " +
          "form is probably too long or broken on phones. Test it yourself on a phone every quarter.",
        "Write the three answers down each month in a simple document. After half a year you will see trends no " +
          "dashboard shows you at a glance.",
      ],
    },
    {
      slug: "local-search-getting-found-in-your-city",
      title: "Local search: getting found in your own city",
      authorName: "Ananya Iyer",
      keywords: [],
      popular: false,
      daysAgo: 13,
      paragraphs: [
        "For a clinic, a training institute or a repair service, the map results matter more than the ordinary " +
          "search results. People searching nearby are usually ready to call today.",
        "Claim your Google Business Profile, choose the most precise category, and keep the name, address and " +
          "phone number exactly the same everywhere they appear online. Add real photos of your premises and " +
          "team; stock photos help nobody.",
        "Reviews are the strongest local signal you can influence. Ask every satisfied customer, make it easy " +
          "with a short link, and reply to every review, especially the critical ones, calmly and with specifics.",
        "Post an update or an offer every fortnight. Profiles that look alive get more calls, and the effort is " +
          "ten minutes.",
      ],
    },
    {
      slug: "email-newsletters-people-open",
      title: "E-mail newsletters people actually open",
      authorName: "Sana Khan",
      keywords: ["DESIGN"],
      popular: false,
      daysAgo: 20,
      paragraphs: [
        "E-mail is still the channel with the best return for most businesses we work with, but only when " +
          "people recognise the sender and expect something useful.",
        "Send from a person's name, keep a regular rhythm, monthly is fine, and put the single most useful item " +
          "first. A subject line that says what is inside beats a clever one.",
        "Design for phones: one column, large text, one main button. Many readers see only the first screen, so " +
          "that screen must make sense on its own.",
        "Only write to people who asked to hear from you, confirm new sign-ups, and make unsubscribing one " +
          "click. A smaller list that opens your mail is worth more than a large one that marks it as spam.",
      ],
    },
    {
      slug: "social-media-calendar-for-small-teams",
      title: "A social media calendar a two-person team can keep",
      authorName: "Deepak Mishra",
      keywords: [],
      popular: false,
      daysAgo: 27,
      paragraphs: [
        "Small teams start social media with energy and stop after three weeks. A calendar built around what " +
          "you already do is the cure.",
        "Plan three kinds of post and rotate them: something you did this week, such as a finished project or a " +
          "happy client; something useful, such as a tip or an answer to a common question; and something human, " +
          "such as a team member or a behind-the-scenes photo.",
        "Batch the work: one hour every Friday to write and schedule the next week. Reuse what performs well in " +
          "a new format a few months later.",
        "Choose one or two platforms where your customers are and do them properly. Being absent from the rest " +
          "is fine.",
      ],
    },
    {
      slug: "landing-page-design-that-converts",
      title: "Landing page design that turns visits into enquiries",
      authorName: "Ananya Iyer",
      keywords: ["DESIGN", "DEVELOPMENT"],
      popular: true,
      daysAgo: 40,
      paragraphs: [
        "Paid traffic is expensive, so the page it lands on has to work hard. Most landing pages fail for the " +
          "same handful of reasons.",
        "Match the headline to the ad the visitor clicked, word for word where possible, so they know they are " +
          "in the right place. Put the main action, a call button or a short form, where it can be seen without " +
          "scrolling on a phone.",
        "Replace general claims with proof: the number of clients served, a short testimonial with a name, " +
          "photos of real work. Remove the navigation menu so there is one thing to do on the page.",
        "Keep the form short. Every extra field costs enquiries; ask only what you need to call back. Then test " +
          "one change at a time and keep what wins.",
      ],
    },
    {
      slug: "marketing-automation-for-saas-trials",
      title: "Marketing automation for SaaS trials",
      authorName: "Sana Khan",
      keywords: ["SAAS", "TECHNOLOGY"],
      popular: true,
      daysAgo: 55,
      paragraphs: [
        "A free trial is a promise that the product will prove itself. Automation helps it keep that promise by " +
          "guiding each user to the moment the product becomes useful.",
        "Find that moment first: for an invoicing tool it might be sending the first invoice, for a scheduling " +
          "tool the first booking. Then write a short series of e-mails and in-app messages that lead there, " +
          "triggered by what the user has or has not done rather than by the calendar.",
        "Send a personal note from a real person to trial users who stall, and ask what is in the way. Their " +
          "answers are the best product research you will get.",
        "Measure activation, not opens. A sequence with fewer e-mails that gets more users to the key action is " +
          "the better sequence.",
      ],
    },
    {
      slug: "first-party-data-after-cookies",
      title: "First-party data after third-party cookies",
      authorName: "Deepak Mishra",
      keywords: ["BIG DATA", "TECHNOLOGY"],
      popular: true,
      daysAgo: 70,
      paragraphs: [
        "Browsers are closing the door on third-party tracking, and advertisers who relied on it are finding " +
          "their audiences shrink. Businesses that know their own customers are in a much stronger position.",
        "First-party data is what people share with you directly: newsletter sign-ups, enquiries, purchases and " +
          "account preferences. Collect it openly, say what you will use it for, and ask for consent in plain " +
          "words.",
        "Used well, it powers better advertising too. Customer lists uploaded with consent let you find similar " +
          "people on ad platforms, and conversion data sent from your server measures results without fragile " +
          "browser tags.",
        "Keep the data in one place, clean it regularly and delete what you no longer need. Good data hygiene " +
          "is both a privacy duty and a marketing advantage.",
      ],
    },
    {
      slug: "fashion-label-instagram-growth",
      title: "How a small fashion label grew on Instagram without ads",
      authorName: "Ananya Iyer",
      keywords: ["FASHION", "DESIGN"],
      popular: true,
      daysAgo: 88,
      paragraphs: [
        "A two-person label selling hand-block-printed kurtas came to us with six hundred followers and a " +
          "budget of almost nothing. A year later they had twenty thousand and a waiting list for new prints.",
        "The turning point was showing the work, not only the product: short videos of blocks being carved and " +
          "fabric being printed, with the artisans named. People shared them because they were interesting, not " +
          "because they were asked to.",
        "Customers were invited to post photos wearing the clothes, and the best were shared every week with " +
          "credit. That turned buyers into the brand's photographers and gave new visitors proof that the clothes " +
          "looked good on real people.",
        "Collaborations with three small creators whose audiences matched the label's style did the rest. None " +
          "were paid in cash, all were given early access to a new collection.",
      ],
    },
    {
      slug: "advertising-fintech-and-crypto-products",
      title: "Advertising fintech and crypto products: what the platforms allow",
      authorName: "Sana Khan",
      keywords: ["BLOCKCHAIN", "FINTECH"],
      popular: true,
      daysAgo: 105,
      paragraphs: [
        "Financial products are among the most restricted categories on every advertising platform, and crypto " +
          "and blockchain services face the strictest rules of all. Campaigns launched without preparation are " +
          "often rejected within hours.",
        "Expect to prove who you are: most platforms require advertiser verification and, for many financial " +
          "services, evidence of the licence or registration your country requires. Apply before you plan the " +
          "launch date, because approval can take weeks.",
        "Write claims you can defend. Promises of guaranteed returns or phrases suggesting risk-free profit are " +
          "refused outright, and they also attract the regulator's attention.",
        "Build the channels you control alongside ads: useful content, an e-mail list and partnerships with " +
          "communities your customers trust. They keep working when a policy change pauses your campaigns " +
          "overnight.",
      ],
    },
  ],
};
