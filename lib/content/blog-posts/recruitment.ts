import type { SeedArea } from "./types";

export const RECRUITMENT_POSTS: SeedArea = {
  area: "recruitment",
  posts: [
    {
      slug: "writing-a-role-brief",
      title: "Writing a role brief that attracts the right people",
      authorName: "Neha Gupta",
      keywords: [],
      popular: false,
      daysAgo: 3,
      paragraphs: [
        "A vague job description attracts hundreds of applications and very few good ones. A clear role brief " +
          "does the opposite: fewer applicants, most of them worth a call.",
        "Start with what the person will have achieved after six months, not a list of qualities. Then list the " +
          "three or four skills they need on day one, separately from the skills they can learn on the job. Be " +
          "honest about the hard parts, such as shift work, travel or a demanding client.",
        "State the salary range. Candidates skip advertisements without one, and the ones who apply anyway may " +
          "be far outside your budget, which wastes everyone's time.",
        "Finally, describe the selection steps and how long they take. Good candidates have other offers; " +
          "telling them the process is two interviews over ten days keeps them with you.",
      ],
    },
    {
      slug: "resumes-that-get-calls",
      title: "Resumes that get calls: what recruiters read first",
      authorName: "Rahul Verma",
      keywords: [],
      popular: false,
      daysAgo: 6,
      paragraphs: [
        "A recruiter looking at a shortlist spends well under a minute on each resume at first. Knowing what " +
          "they look for in that minute makes a real difference to how many calls you get.",
        "They read the top third: your current or last role, the company, the dates and a line about what you " +
          "achieved there. Put numbers where you can, such as the size of the team, the budget or the improvement " +
          "you made, instead of a list of duties.",
        "They check that your experience matches the role's must-haves, so mirror the words of the " +
          "advertisement honestly where they describe what you have done. Remove the objective statement, the " +
          "photograph and your date of birth.",
        "Keep it to two pages, save it as a PDF with your name in the file name, and make sure the phone number " +
          "on it is one you answer.",
      ],
    },
    {
      slug: "preparing-for-a-technical-interview",
      title: "Preparing for a technical interview",
      authorName: "Vikram Singh",
      keywords: ["DEVELOPMENT"],
      popular: false,
      daysAgo: 10,
      paragraphs: [
        "Technical interviews test how you think as much as what you know. Candidates who prepare for that do " +
          "better than those who memorise answers.",
        "Revise the fundamentals of the stack in the job description and be ready to explain one project you " +
          "built in depth: the problem, the design choices, what went wrong and what you would change. " +
          "Interviewers learn more from that conversation than from any puzzle.",
        "In a coding exercise, talk while you work. State your assumptions, start with a simple solution that " +
          "works, then improve it. Silence for ten minutes followed by a perfect answer is rarer, and less " +
          "convincing, than a clear line of reasoning.",
        "Prepare two or three questions about the team's practices, such as how code is reviewed and how " +
          "releases happen. They show genuine interest and tell you whether you want the job.",
      ],
    },
    {
      slug: "hiring-nurses-and-allied-health-staff",
      title: "Hiring nurses and allied health staff: what has changed",
      authorName: "Sana Khan",
      keywords: [],
      popular: false,
      daysAgo: 16,
      paragraphs: [
        "Hospitals and clinics are competing harder than ever for trained nurses, technicians and therapists. " +
          "Many experienced staff have moved abroad or into better-paid private roles, and the candidates who " +
          "remain have choices.",
        "Speed matters most. A nurse with a valid registration who applies on Monday will often accept another " +
          "offer by Friday, so compress the process into one visit: interview, skills check and document " +
          "verification on the same day.",
        "Verify registrations and certificates directly with the issuing council or institution; it protects " +
          "patients and your licence. Be clear about shift patterns and the real staffing ratio on the ward, " +
          "because these decide whether people stay.",
        "Retention is the other half of hiring. Structured induction, a named mentor for the first month and " +
          "predictable rosters cost little and reduce the turnover that makes every vacancy harder to fill.",
      ],
    },
    {
      slug: "screening-candidates-fairly-and-quickly",
      title: "Screening candidates fairly and quickly",
      authorName: "Neha Gupta",
      keywords: [],
      popular: false,
      daysAgo: 22,
      paragraphs: [
        "Fast screening and fair screening are often presented as opposites. In practice the same habits deliver both.",
        "Agree the must-have criteria before reading a single application, write them down and score every " +
          "candidate against them. It stops the first strong resume from setting the bar and keeps the shortlist " +
          "defensible.",
        "Use a short phone screen with the same five questions for everyone, and take notes in a shared " +
          "template. Different interviewers then compare like with like instead of impressions.",
        "Remove details that do not predict performance, such as photographs, age and the name of the college, " +
          "from the first review where you can. You will be surprised how often the shortlist changes.",
      ],
    },
    {
      slug: "notice-periods-and-counter-offers",
      title: "Notice periods and counter-offers: keeping a hire you have made",
      authorName: "Rahul Verma",
      keywords: [],
      popular: false,
      daysAgo: 30,
      paragraphs: [
        "In many industries a signed offer is only the start. Between acceptance and joining, two or three " +
          "months of notice give the current employer plenty of time to make a counter-offer.",
        "Stay in touch throughout the notice period: a call from the future manager every couple of weeks, an " +
          "invitation to a team lunch, early access to the laptop and accounts. People rarely back out of a team " +
          "they already feel part of.",
        "Ask early what would make them stay where they are. If the answer is only money, a counter-offer is a " +
          "real risk and it is better to know now.",
        "Where the role allows, offer to support a notice-period buyout. It shortens the gap and signals how " +
          "much you want the person.",
      ],
    },
    {
      slug: "it-salary-trends",
      title: "IT salary trends: what developers and designers are paid",
      authorName: "Arjun Mehta",
      keywords: ["DEVELOPMENT", "DESIGN", "TECHNOLOGY"],
      popular: true,
      daysAgo: 45,
      paragraphs: [
        "Salary expectations in IT move faster than in most fields, and employers who rely on last year's " +
          "numbers lose candidates at the offer stage.",
        "The widest gaps we see are between generalists and specialists. Developers with cloud, security or " +
          "data engineering experience command clear premiums, while general web development salaries have " +
          "flattened as supply has grown.",
        "UI and UX designers with a portfolio of shipped products, not only concepts, are paid noticeably more " +
          "than those without. For both developers and designers, remote roles have pulled salaries in smaller " +
          "cities closer to metro levels.",
        "Benchmark each role before you advertise it, and review the pay of people already on your team at the " +
          "same time. Hiring above your existing staff's pay without adjusting theirs is the quickest way to lose " +
          "them.",
      ],
    },
    {
      slug: "hiring-for-a-saas-start-up",
      title: "Hiring the first ten people at a SaaS start-up",
      authorName: "Vikram Singh",
      keywords: ["SAAS"],
      popular: true,
      daysAgo: 60,
      paragraphs: [
        "The first ten hires shape a start-up's culture more than any values statement. Each one will also " +
          "interview the next twenty.",
        "Hire people who are comfortable with unclear roles and like solving problems outside their job title. " +
          "A strong engineer who also talks to customers is worth more at this stage than a specialist who only " +
          "wants a well-defined brief.",
        "Be candid about risk and reward: the salary, the equity and what happens if the next funding round is " +
          "late. People who join with their eyes open stay through the hard months.",
        "Write down how you hire, even informally, from the fifth hire onwards. It keeps quality steady when " +
          "founders are too busy to interview everyone.",
      ],
    },
    {
      slug: "data-roles-explained",
      title: "Data analyst, data engineer, data scientist: which one do you need?",
      authorName: "Deepak Mishra",
      keywords: ["BIG DATA", "TECHNOLOGY"],
      popular: true,
      daysAgo: 75,
      paragraphs: [
        "Companies often advertise for a data scientist when what they need is an analyst or an engineer. The " +
          "mismatch leads to long searches and disappointed hires.",
        "A data analyst turns existing data into reports and answers business questions; strong SQL and " +
          "spreadsheet skills and good communication matter most. A data engineer builds the pipelines that " +
          "collect and clean data from many systems so that analysis is possible at all.",
        "A data scientist builds statistical and machine learning models, for example to forecast demand or " +
          "detect fraud. Without clean data and clear questions, they spend most of their time doing an " +
          "engineer's or an analyst's job.",
        "For most companies the order of hiring is analyst first, then engineer, then scientist, once there is " +
          "enough big data and a concrete problem worth modelling.",
      ],
    },
    {
      slug: "hiring-blockchain-developers",
      title: "Hiring blockchain developers without getting burned",
      authorName: "Arjun Mehta",
      keywords: ["BLOCKCHAIN", "FINTECH", "DEVELOPMENT"],
      popular: true,
      daysAgo: 92,
      paragraphs: [
        "Demand for blockchain developers rises and falls with the market, and every rise brings a wave of " +
          "candidates whose experience is mostly tutorials. For fintech products handling real money, that gap is " +
          "dangerous.",
        "Ask for code: public repositories, audited smart contracts or detailed accounts of systems they " +
          "shipped. Review it with someone who knows the platform, because security mistakes in smart contracts " +
          "are permanent once deployed.",
        "Test fundamentals as well as the fashionable tools. Good blockchain engineers are good backend " +
          "engineers first, with solid knowledge of cryptography basics, testing and secure design.",
        "Consider a paid trial project on a realistic task. It costs a few days and tells you more than any interview.",
      ],
    },
    {
      slug: "seasonal-hiring-for-retail-and-fashion",
      title: "Seasonal hiring for retail and fashion stores",
      authorName: "Neha Gupta",
      keywords: ["FASHION"],
      popular: true,
      daysAgo: 120,
      paragraphs: [
        "Festival and wedding seasons can double a clothing store's footfall for a few weeks. Stores that start " +
          "hiring when the rush begins end up short-staffed exactly when it matters.",
        "Start eight weeks before the season. Invite last year's best seasonal staff back first; they need less " +
          "training and already know your stock.",
        "Hold walk-in interview days on fixed dates and decide on the spot for clear cases. Pair every new hire " +
          "with an experienced colleague for the first week and train them on the three things that matter most: " +
          "greeting customers, the billing system and how to handle returns.",
        "Offer a small bonus for staying until the end of the season. It costs less than replacing people who " +
          "leave halfway through.",
      ],
    },
  ],
};
