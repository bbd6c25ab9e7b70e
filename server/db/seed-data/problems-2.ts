// Challenge content, part 2: Sustainability & Climate Tech, FinTech & Blockchain.
import type { ProblemContent } from './problems';

export const greenAndFinanceProblems: ProblemContent[] = [
  {
    slug: 'carbon-footprint-tracker',
    title: 'Personal Carbon Tracker',
    category: 'green',
    difficulty: 1,
    prize: '$1500',
    color: 'green',
    description:
      'Help people understand and shrink their everyday carbon footprint with an app that turns travel, food and energy habits into clear, achievable actions.',
    longDescription: [
      "Most people want to cut their emissions but have little idea which changes matter most. Build an app that estimates a person's carbon footprint from everyday activities (commuting, meals, home energy, purchases) and makes the numbers meaningful.",
      'Use published emission factors, show where the footprint comes from, and suggest personalised swaps with their estimated savings. Streaks, badges or community challenges are welcome, but the numbers must stay honest and sourced.',
      'This is a beginner-friendly challenge: a polished app with transparent calculations will do better than an over-engineered one.',
    ].join('\n\n'),
    requirements: [
      'Log activities in at least three categories, such as transport, food and home energy',
      'Calculations use cited emission factors, with the sources visible in the app',
      'Visual breakdown of emissions by category and over time',
      'At least five personalised reduction suggestions with estimated CO2e savings',
      'Works well on mobile screens',
    ],
    resources: [
      { name: 'GHG Protocol', url: 'https://ghgprotocol.org/' },
      {
        name: 'Our World in Data: CO2 and greenhouse gas emissions',
        url: 'https://ourworldindata.org/co2-and-greenhouse-gas-emissions',
      },
      { name: 'MDN: Progressive web apps', url: 'https://developer.mozilla.org/en-US/docs/Web/Progressive_web_apps' },
      { name: 'Chart.js documentation', url: 'https://www.chartjs.org/docs/latest/' },
    ],
    evaluation: [
      { criteria: 'Accuracy and transparency', weight: 30 },
      { criteria: 'User experience', weight: 30 },
      { criteria: 'Behaviour-change potential', weight: 25 },
      { criteria: 'Presentation', weight: 15 },
    ],
    faqs: [
      {
        question: 'Where do we get emission factors?',
        answer:
          'Use published sources such as the GHG Protocol tools or your national environment agency, and cite them in the app.',
      },
      {
        question: 'Do we need to connect to bank or utility accounts?',
        answer: 'No. Manual entry or CSV import is fine; automatic imports are a bonus if they are handled securely.',
      },
      {
        question: 'Can we target a single country?',
        answer: 'Yes. Emission factors vary by region, so focusing on one country often makes results more accurate.',
      },
    ],
  },
  {
    slug: 'carbon-aware-scheduler',
    title: 'Carbon-Aware Scheduler',
    category: 'green',
    difficulty: 3,
    prize: '$3000',
    color: 'blue',
    description:
      'Shift flexible workloads, from EV charging to cloud batch jobs, to the hours when the electricity grid is cleanest without missing any deadline.',
    longDescription: [
      'The carbon intensity of electricity can vary several-fold within a single day as wind and solar output rises and falls. Many loads, such as charging an electric car, running a dishwasher, training a model or rendering video, do not have to run right now, only before a deadline.',
      "Build a scheduler that uses grid carbon-intensity forecasts to place flexible jobs in the cleanest windows while respecting each job's deadline and power limits. Show users how much CO2 they saved compared with starting immediately.",
      'You can target homes, data centres or a fleet of devices. Strong entries combine a sound scheduling algorithm with a clear explanation of the trade-offs and honest handling of forecast uncertainty.',
    ].join('\n\n'),
    requirements: [
      'Uses real or realistic carbon-intensity forecasts for at least one grid region',
      'Schedules jobs with deadlines, durations and power limits',
      'Reports estimated emissions saved against an immediate-start baseline',
      'Re-plans when the forecast changes or a new job arrives',
      'A simple API or interface for submitting jobs and viewing the plan',
      'Documented assumptions and limitations',
    ],
    resources: [
      { name: 'Carbon Intensity API (Great Britain)', url: 'https://carbonintensity.org.uk/' },
      { name: 'Green Software Foundation', url: 'https://greensoftware.foundation/' },
      { name: 'Carbon Aware SDK', url: 'https://github.com/Green-Software-Foundation/carbon-aware-sdk' },
    ],
    evaluation: [
      { criteria: 'Scheduling approach', weight: 30 },
      { criteria: 'Measured impact', weight: 25 },
      { criteria: 'Technical implementation', weight: 25 },
      { criteria: 'Usability', weight: 20 },
    ],
    faqs: [
      {
        question: 'Which carbon-intensity data can we use?',
        answer:
          'Any public source. The GB Carbon Intensity API is free and needs no key, and many other regions have similar services. Recorded historical data is fine for the demo.',
      },
      {
        question: 'Do we need real hardware?',
        answer:
          'No. Simulated chargers or job queues are acceptable, as long as the scheduling works against real or realistic data.',
      },
      {
        question: 'How should we measure savings?',
        answer:
          'Compare the emissions of your schedule with starting every job immediately, using the same intensity data, and state your assumptions.',
      },
    ],
  },
  {
    slug: 'urban-heat-mapper',
    title: 'Urban Heat Mapper',
    category: 'green',
    difficulty: 4,
    prize: '$4000',
    color: 'pink',
    description:
      "Combine satellite and open map data to find a city's most dangerous heat hotspots and show where trees and cool roofs would help most.",
    longDescription: [
      'Heatwaves are among the deadliest climate hazards in cities, and they hit hardest in dense neighbourhoods with little shade and vulnerable residents. Build a tool that maps urban heat at street level and helps planners decide where interventions will do the most good.',
      'Combine land-surface temperature from satellite imagery with open data on tree cover, building footprints and population to produce a heat-vulnerability index. Then let users simulate interventions, such as planting trees, adding cool roofs or building shade structures, and see the estimated effect.',
      'Accuracy and communication both matter: your methodology should be defensible, and your maps should be readable by a council member with five minutes to spare.',
    ].join('\n\n'),
    requirements: [
      'Uses at least two open geospatial sources, for example satellite imagery and OpenStreetMap',
      'Produces a heat or heat-vulnerability map for a real city district',
      'Interactive map with toggleable layers and neighbourhood-level summaries',
      'Intervention simulator with estimated temperature or risk reduction',
      'Documented methodology, data sources and known limitations',
      'Exportable priority list of locations for action',
    ],
    resources: [
      { name: 'NASA Earthdata', url: 'https://www.earthdata.nasa.gov/' },
      { name: 'USGS Landsat missions', url: 'https://www.usgs.gov/landsat-missions' },
      { name: 'OpenStreetMap wiki: Overpass API', url: 'https://wiki.openstreetmap.org/wiki/Overpass_API' },
      { name: 'Leaflet API reference', url: 'https://leafletjs.com/reference.html' },
    ],
    evaluation: [
      { criteria: 'Data and methodology', weight: 30 },
      { criteria: 'Insight quality', weight: 25 },
      { criteria: 'Visualisation', weight: 25 },
      { criteria: 'Feasibility for cities', weight: 20 },
    ],
    faqs: [
      {
        question: 'Which city should we map?',
        answer:
          'Any city with open data available. Choosing your own city makes validation and storytelling much easier.',
      },
      {
        question: 'Do we need remote-sensing experience?',
        answer:
          'No, but someone in the team should be comfortable with geospatial libraries in Python or JavaScript. Landsat thermal bands are a common starting point.',
      },
      {
        question: 'Can we use commercial satellite data?',
        answer:
          'Only if its licence allows public demos. Free sources such as Landsat and Sentinel are strongly recommended.',
      },
    ],
  },
  {
    slug: 'blockchain-voting',
    title: 'Blockchain Voting',
    category: 'blockchain',
    difficulty: 5,
    prize: '$7500',
    color: 'blue',
    description:
      'Design a verifiable voting system on a blockchain that keeps ballots secret, lets every voter check their vote was counted and resists coercion.',
    longDescription: [
      'Trust in elections rests on two properties that pull against each other: ballots must stay secret, yet anyone should be able to verify that the result is correct. Your challenge is to design and build a voting system that uses a blockchain as a public bulletin board to deliver both.',
      'Start from a realistic setting, such as a student union election, a DAO proposal or a shareholder vote, and implement the full lifecycle: voter registration and eligibility, casting encrypted or zero-knowledge-proven ballots, tallying, and publishing a result anyone can audit. Think hard about double voting, coercion, lost keys and compromised voter devices.',
      'This is our hardest challenge. Judges will review your design like auditors, so a clear threat model and well-tested contracts count as much as a smooth voting experience.',
    ].join('\n\n'),
    requirements: [
      'Smart contracts for election setup, ballot casting and tallying, deployed to a public testnet',
      'Ballot secrecy: individual votes cannot be linked to voters from on-chain data',
      'One-person-one-vote enforcement with an eligibility mechanism such as a Merkle allowlist or a zero-knowledge proof',
      'End-to-end verifiability: voters can confirm their ballot was included and anyone can recompute the tally',
      'Automated contract tests, including double-voting and invalid-ballot cases',
      'Written threat model covering coercion, key loss and front-running',
      'Voter-facing web app usable without prior crypto experience',
    ],
    resources: [
      { name: 'Solidity documentation', url: 'https://docs.soliditylang.org/' },
      { name: 'Ethereum developer documentation', url: 'https://ethereum.org/en/developers/docs/' },
      { name: 'OpenZeppelin Contracts', url: 'https://docs.openzeppelin.com/contracts' },
      { name: 'Circom documentation', url: 'https://docs.circom.io/' },
    ],
    evaluation: [
      { criteria: 'Security and cryptographic soundness', weight: 35 },
      { criteria: 'Verifiability', weight: 20 },
      { criteria: 'Smart-contract quality', weight: 20 },
      { criteria: 'Usability', weight: 15 },
      { criteria: 'Presentation', weight: 10 },
    ],
    faqs: [
      {
        question: 'Which blockchain must we use?',
        answer:
          'Any public chain or testnet with smart contracts. Most teams use an Ethereum testnet; just make sure judges can inspect your deployed contracts.',
      },
      {
        question: 'Do we need zero-knowledge proofs?',
        answer:
          'Not necessarily, but you must achieve ballot secrecy somehow. Homomorphic encryption, mix-nets and zero-knowledge proofs are all valid if you can justify your choice.',
      },
      {
        question: 'Will our contracts be reviewed?',
        answer:
          'Yes. Judges will read the code and may try to break it. A submission with a critical flaw, such as allowing double voting, cannot finish on the podium.',
      },
    ],
  },
  {
    slug: 'community-lending-pool',
    title: 'Community Lending Pool',
    category: 'blockchain',
    difficulty: 4,
    prize: '$4500',
    color: 'green',
    description:
      'Build a transparent micro-lending pool where small communities save together, approve loans collectively and track repayments on-chain.',
    longDescription: [
      'Millions of people rely on informal savings groups, such as tontines, chamas and susus, to borrow money. These groups run on trust and paper ledgers, which makes them hard to scale and easy to dispute. Build a digital lending pool that keeps the community spirit while adding transparency.',
      'Members deposit stablecoins into a shared pool, propose loans, vote on them and repay in instalments. Balances, approvals, repayments and the interest shared back to members should all be verifiable on-chain, while personal details stay off-chain.',
      'Design for the real users: low transaction costs, a mobile-first interface, clear handling of late repayments and defaults, and safeguards that stop any single member from draining the pool.',
    ].join('\n\n'),
    requirements: [
      'Smart contracts for deposits, loan proposals, member voting and repayment schedules',
      'Uses an ERC-20 stablecoin (a test token on a testnet is fine)',
      'Configurable rules for interest, maximum loan size and approval quorum',
      'Transparent handling of late payments and defaults, visible to all members',
      'Contract test suite with at least 80% line coverage',
      "Mobile-first web app showing pool health and each member's position",
    ],
    resources: [
      { name: 'Solidity documentation', url: 'https://docs.soliditylang.org/' },
      { name: 'OpenZeppelin Contracts', url: 'https://docs.openzeppelin.com/contracts' },
      { name: 'ERC-20 token standard', url: 'https://eips.ethereum.org/EIPS/eip-20' },
      { name: 'Hardhat documentation', url: 'https://hardhat.org/docs' },
    ],
    evaluation: [
      { criteria: 'Contract security', weight: 30 },
      { criteria: 'Financial design', weight: 25 },
      { criteria: 'User experience', weight: 25 },
      { criteria: 'Social impact', weight: 20 },
    ],
    faqs: [
      {
        question: 'Do we need real money?',
        answer:
          'No. Deploy to a testnet with a test stablecoin, and never ask participants or judges to use real funds.',
      },
      {
        question: 'How should we handle credit risk?',
        answer:
          'That is up to you: community voting, reputation, collateral and guarantor schemes are all valid. Explain the trade-offs you chose.',
      },
      {
        question: 'Can we use a Layer 2 network?',
        answer: 'Yes. Layer 2 testnets are encouraged, because low fees matter a lot for micro-loans.',
      },
    ],
  },
  {
    slug: 'personal-finance-coach',
    title: 'Personal Finance Coach',
    category: 'blockchain',
    difficulty: 1,
    prize: '$1000',
    color: 'pink',
    description:
      'Create a friendly budgeting app that categorises spending, spots forgotten subscriptions and nudges users toward their savings goals.',
    longDescription: [
      'Many young people start their first job without a clear picture of where their money goes. Build a personal finance coach that turns a list of transactions into insight: what was spent on what, which subscriptions quietly renew each month, and how close the user is to their goals.',
      'Import transactions from a CSV bank export or a sandbox open-banking API, categorise them automatically and let users correct the categories. Then help users set savings goals and give timely, encouraging nudges rather than guilt.',
      'This is a beginner-friendly challenge. Focus on a delightful, trustworthy experience and careful handling of financial data.',
    ].join('\n\n'),
    requirements: [
      'Import transactions from a CSV file or a sandbox banking API',
      'Automatic categorisation that users can correct, with corrections remembered',
      'Detection of recurring payments and subscriptions',
      'Savings goals with progress tracking and a projected completion date',
      'Secure storage of financial data, with a one-click way to delete everything',
    ],
    resources: [
      { name: 'Plaid API documentation', url: 'https://plaid.com/docs/' },
      { name: 'MDN: IndexedDB API', url: 'https://developer.mozilla.org/en-US/docs/Web/API/IndexedDB_API' },
      { name: 'MDN: Web Crypto API', url: 'https://developer.mozilla.org/en-US/docs/Web/API/Web_Crypto_API' },
      { name: 'Chart.js documentation', url: 'https://www.chartjs.org/docs/latest/' },
    ],
    evaluation: [
      { criteria: 'User experience', weight: 30 },
      { criteria: 'Quality of insights', weight: 25 },
      { criteria: 'Data privacy and security', weight: 25 },
      { criteria: 'Presentation', weight: 20 },
    ],
    faqs: [
      {
        question: 'Can we use real bank data?',
        answer:
          'Only your own, and only through export or sandbox features your bank provides. Use sample or synthetic transactions in the demo.',
      },
      {
        question: 'Do we have to use a blockchain?',
        answer: 'No. This challenge sits in the FinTech & Blockchain track, and a conventional app is perfectly fine.',
      },
      {
        question: 'Can we use AI to categorise transactions?',
        answer: 'Yes, but make sure the app still works, and stays private, when the AI service is unavailable.',
      },
    ],
  },
];
