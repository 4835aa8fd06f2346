import type { SeedArea } from "./types";

export const BUSINESS_POSTS: SeedArea = {
  area: "business",
  posts: [
    {
      slug: "ai-and-machine-learning-in-software-testing",
      title: "How AI and machine learning are changing software testing",
      authorName: "Rahul Verma",
      keywords: ["TECHNOLOGY", "DEVELOPMENT"],
      popular: false,
      daysAgo: 15,
      paragraphs: [
        "Most test suites grow faster than the time anyone has to run them. A change to one screen triggers " +
          "thousands of checks, half of them unrelated, and the team learns to wait or to skip. Machine learning " +
          "is starting to help with exactly this problem, and not in the science-fiction way the vendors' slides " +
          "suggest.",
        "The most useful application today is test selection. A model trained on your own history learns which " +
          "tests tend to fail when particular files change, so a pull request runs the few hundred tests that " +
          "matter first and the full suite overnight. Teams we work with have cut feedback time from forty " +
          "minutes to under ten without losing the safety net.",
        "The second is flaky-test detection. A test that fails one run in twenty wastes more hours than a " +
          "broken one, because people stop trusting red builds. Simple statistical models spot these tests from " +
          "their pass and fail pattern and quarantine them for a human to fix.",
        "Generated test data is the third: realistic names, addresses and edge cases produced in seconds " +
          "instead of hand-written fixtures. What AI does not replace is judgement about what the software should " +
          "do. Someone still has to decide that a refund over the order value is a bug, and that decision is " +
          "where your testers earn their salary.",
      ],
    },
    {
      slug: "custom-web-application-development",
      title: "Custom web application development: when off-the-shelf stops fitting",
      authorName: "Priya Sharma",
      keywords: ["DEVELOPMENT", "SAAS"],
      popular: false,
      daysAgo: 23,
      paragraphs: [
        "Nearly every business we meet runs on a mix of spreadsheets, three or four SaaS tools and a lot of " +
          "copying between them. That is a sensible way to start. The question is when it stops being sensible, " +
          "and the signs are usually clear once you look for them.",
        "The first sign is a person whose job has quietly become moving data: exporting orders from one tool, " +
          "cleaning them in Excel and importing them into another every morning. The second is a workaround " +
          "everyone knows about but nobody has written down. The third is a subscription bill that grows with " +
          "every new hire while the tools still do not talk to each other.",
        "A custom web application does not have to replace everything. The best first versions we have built " +
          "were small: one screen that pulls orders, stock and invoices together, with the existing tools left in " +
          "place behind it. Scoped that way, a first release takes eight to twelve weeks and pays for itself in " +
          "saved hours within the year.",
        "Before you call anyone, write down the three tasks that waste the most time each week and who does " +
          "them. That list is a better brief than any feature wish-list, and it keeps the first version honest.",
      ],
    },
    {
      slug: "evolution-of-custom-software-development",
      title: "The evolution of custom software development",
      authorName: "Vikram Singh",
      keywords: ["DEVELOPMENT", "TECHNOLOGY"],
      popular: false,
      daysAgo: 31,
      paragraphs: [
        "Twenty years ago a custom system meant a year-long project, a thick specification signed up front and " +
          "a big launch at the end. By the time it went live the business had changed, and the first months were " +
          "spent discovering what the document had got wrong.",
        "Three shifts changed that. Agile methods broke the work into fortnightly releases that real users " +
          "could try. The cloud removed the months spent buying and installing servers. And open-source libraries " +
          "meant that a login screen or a payment flow became an afternoon of integration rather than a module " +
          "built from scratch.",
        "For a client the practical difference is budget shape. Instead of one large fixed price you fund a " +
          "team for a period, see working software every two weeks and can stop, change direction or add scope " +
          "with evidence in hand. The risk moves from a single launch day to many small, reversible decisions.",
        "What still goes wrong is the same thing that always did: unclear ownership on the client side. " +
          "Software gets built around the person who turns up to the review meetings. Name that person early and " +
          "give them time to do it properly.",
      ],
    },
    {
      slug: "cash-flow-forecast-for-small-businesses",
      title: "A 13-week cash flow forecast any owner can keep",
      authorName: "Neha Gupta",
      keywords: ["FINTECH"],
      popular: false,
      daysAgo: 2,
      paragraphs: [
        "Profitable businesses still run out of cash. Customers pay in sixty days, suppliers want thirty, and a " +
          "good month of sales can leave the bank account emptier than a quiet one. A rolling 13-week forecast is " +
          "the simplest tool we know to see that coming.",
        "Set up one row per week and three blocks: money expected in, money going out, and the closing balance. " +
          "Fill in what you know for certain first, such as salaries, rent, loan instalments and GST dates, then " +
          "the invoices customers have already received with the date they usually pay, not the date on the " +
          "invoice.",
        "Every Monday, replace last week's estimate with what actually happened and add a new week at the end. " +
          "After a month you will notice which customers are reliably late and which costs creep up, and the " +
          "forecast gets sharper on its own.",
        "The point is not accuracy to the rupee. It is seeing a thin week six or eight weeks ahead, while there " +
          "is still time to chase a payment, move a purchase or speak to the bank calmly rather than in a hurry.",
      ],
    },
    {
      slug: "entering-a-new-market-checklist",
      title: "Entering a new city or market: a checklist before you spend",
      authorName: "Arjun Mehta",
      keywords: [],
      popular: false,
      daysAgo: 4,
      paragraphs: [
        "Expansion plans tend to start with a lease and a launch date. The ones that work start with a few " +
          "weeks of cheap, unglamorous checking that most owners skip because it feels slow.",
        "Talk to twenty potential customers in the new market before committing money, and ask what they use " +
          "today and what it costs them, not whether they would like your product. Visit the two or three " +
          "competitors they mention. Price what delivery, service visits and local staff really cost there, " +
          "because these differ more between cities than rent does.",
        "Then run a small test you can reverse: a distributor on commission, a shared office, a few weeks of " +
          "local advertising pointed at a phone number you can measure. Decide in advance what result would " +
          "justify the next step and what would mean stopping.",
        "A market that takes six months longer than planned is survivable if you budgeted for it. A market " +
          "entered on the strength of one enthusiastic partner usually is not.",
      ],
    },
    {
      slug: "pricing-your-services-without-guesswork",
      title: "Pricing your services without guesswork",
      authorName: "Priya Sharma",
      keywords: ["SAAS"],
      popular: false,
      daysAgo: 9,
      paragraphs: [
        "Most service firms set prices by looking at a competitor and shaving a little off. It feels safe and " +
          "it quietly caps the business, because the competitor's costs and customers are not yours.",
        "Start from the floor: the fully loaded cost of an hour of your team's time, including the hours nobody " +
          "bills such as sales calls, training and rework. Many owners are surprised to find the floor is above " +
          "what they charge for smaller jobs.",
        "Then look at the ceiling, which is the value to the client. A tax filing that avoids a penalty or a " +
          "recruitment that fills a role two months sooner is worth far more than the hours it takes. Packages " +
          "priced on outcome, with a clear scope, let you charge nearer the value and let the client budget with " +
          "certainty.",
        "Review prices once a year, tell existing clients well in advance, and keep a simple record of every " +
          "quote won and lost. Within a year that record tells you more about your pricing than any benchmark.",
      ],
    },
    {
      slug: "subscription-model-for-service-firms",
      title: "Should a service firm sell a subscription? Lessons from SaaS",
      authorName: "Vikram Singh",
      keywords: ["SAAS", "DEVELOPMENT"],
      popular: true,
      daysAgo: 48,
      paragraphs: [
        "SaaS companies are valued on recurring revenue because it is predictable. Service firms can borrow the " +
          "idea: a monthly retainer for support, bookkeeping, maintenance or hiring capacity instead of one " +
          "invoice per job.",
        "The model works when the client's need is continuous and the work is roughly steady from month to " +
          "month. It fails when the retainer hides unpredictable effort, so define what is included in plain " +
          "words and what counts as extra, and review usage with the client every quarter.",
        "Two SaaS metrics translate well. Churn tells you how many retainers end each month and why; talk to " +
          "every client who leaves. Expansion tells you how many clients add services over time, which is usually " +
          "the cheapest growth you will find.",
        "Start with your most loyal clients, offer the retainer at a small discount to their average spend, and " +
          "measure for six months before rolling it out to everyone.",
      ],
    },
    {
      slug: "data-driven-decisions-for-small-businesses",
      title: "Making decisions with data when you are not a data company",
      authorName: "Neha Gupta",
      keywords: ["BIG DATA", "TECHNOLOGY"],
      popular: true,
      daysAgo: 62,
      paragraphs: [
        "You do not need a data team to make better decisions. You need a handful of numbers you trust, looked " +
          "at on a fixed day by the people who can act on them.",
        "Pick five measures at most, for example enquiries, conversion to orders, average order value, days to " +
          "get paid and repeat customers. Write down exactly how each is counted so that it means the same thing " +
          "every month.",
        "Most of this data already sits in your billing software, your phone system and your website analytics. " +
          "A simple dashboard that pulls them together once a day is a few days of work, not a big-data project, " +
          "and it ends the meetings spent arguing about whose spreadsheet is right.",
        "Big data tools earn their place later, when you have millions of transactions or sensor readings. " +
          "Until then, consistency beats sophistication every time.",
      ],
    },
    {
      slug: "blockchain-in-the-supply-chain-reality-check",
      title: "Blockchain in the supply chain: a reality check for SMEs",
      authorName: "Arjun Mehta",
      keywords: ["BLOCKCHAIN", "FINTECH"],
      popular: true,
      daysAgo: 80,
      paragraphs: [
        "Blockchain pilots in supply chains promise a shared, tamper-proof record of where every product came " +
          "from. For a small manufacturer or exporter the honest question is whether anyone in the chain needs " +
          "that guarantee badly enough to pay for it.",
        "The technology helps where several companies that do not fully trust each other must agree on one " +
          "record, such as certified organic cotton, pharmaceuticals or high-value exports that buyers audit. In " +
          "those cases a shared ledger can replace a pile of certificates and emails.",
        "It helps far less inside a single company or with partners who already share a system. A well-run " +
          "database with proper audit logs does the same job at a fraction of the cost and complexity.",
        "If a major buyer asks you to join a blockchain platform, join theirs rather than building your own, " +
          "and make sure your internal records are clean first: a ledger only preserves the data you put into it, " +
          "errors included.",
      ],
    },
    {
      slug: "designing-processes-people-follow",
      title: "Designing processes people actually follow",
      authorName: "Priya Sharma",
      keywords: ["DESIGN"],
      popular: true,
      daysAgo: 95,
      paragraphs: [
        "Every business has a process document nobody reads. It was written for an auditor or a new system, and " +
          "the real process lives in people's heads and in the shortcuts they have found.",
        "Design a process the way you would design a product: watch the people who do the work, note where they " +
          "hesitate or ask someone, and fix those points first. A checklist of seven steps on the wall beats a " +
          "forty-page manual.",
        "Make the right way the easy way. If approvals are slow, people go around them; if a form asks for " +
          "information nobody uses, people leave it blank. Remove every step you cannot explain the reason for.",
        "Finally, give each process an owner who reviews it every six months. Processes decay as the business " +
          "changes, and an unowned one decays fastest.",
      ],
    },
    {
      slug: "cost-control-lessons-from-a-leather-exporter",
      title: "Cost control lessons from a Kanpur leather-goods exporter",
      authorName: "Vikram Singh",
      keywords: ["FASHION", "BIG DATA"],
      popular: true,
      daysAgo: 110,
      paragraphs: [
        "One of our clients makes leather bags and belts for fashion brands in Europe. Orders were growing, yet " +
          "margins fell every year, and across-the-board cuts had only made the workshop slower.",
        "We started by costing each product line properly, including the leather wasted when cutting patterns, " +
          "rework after quality checks and the express freight used to meet late deadlines. Two popular lines " +
          "turned out to lose money on every order once waste and freight were counted.",
        "The fixes were specific: a pattern layout that saved eight per cent of each hide, a rule that samples " +
          "ship by air but production by sea, and a price increase on the two loss-making lines that buyers " +
          "accepted once shown the numbers.",
        "Margins recovered within two seasons without a single layoff. Cost control works when it is precise; " +
          "cutting everything a little just spreads the damage.",
      ],
    },
  ],
};
