// Challenge content: FinTech & Blockchain.
import type { ProblemContent } from './problems';

export const blockchainProblems: ProblemContent[] = [
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
    evaluation: [],
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
    evaluation: [],
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
    evaluation: [],
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
