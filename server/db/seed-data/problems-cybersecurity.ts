// Challenge content: Cybersecurity.
import type { ProblemContent } from './problems';

export const cybersecurityProblems: ProblemContent[] = [
  {
    slug: 'cyber-defense-challenge',
    title: 'Cyber Defense Challenge',
    category: 'cybersecurity',
    difficulty: 4,
    prize: '$5000',
    color: 'pink',
    description:
      'Build a detection-and-response toolkit that spots attacks on a running web application and helps defenders contain them before damage is done.',
    longDescription: [
      'Attackers automate; defenders are often left correlating logs by hand. In this challenge you defend a deliberately vulnerable web application, such as OWASP Juice Shop, by building tooling that detects intrusions as they happen and guides the response.',
      'Your system should ingest application, web-server and authentication logs, detect common attack patterns such as SQL injection, credential stuffing and path traversal, and map them to OWASP Top 10 categories or MITRE ATT&CK techniques. Alerts should be prioritised and come with concrete containment steps: blocking an address, locking an account, rotating a secret.',
      'During judging, attack scenarios will be replayed against your setup. Points go to what you catch, how quickly, how few false alarms you raise and how clearly an on-call engineer could act on your alerts.',
    ].join('\n\n'),
    requirements: [
      'Ingest at least two log sources (for example web server and authentication logs) in near real time',
      'Detect at least five attack techniques, including injection and brute-force login attempts',
      'Map each alert to an OWASP Top 10 category or a MITRE ATT&CK technique',
      'Prioritised alert dashboard with severity, evidence and a recommended response',
      'At least one automated containment action gated by a manual approval step',
      'Measured false-positive rate on a sample of benign traffic',
      'A written threat model for the defended application',
    ],
    resources: [
      { name: 'OWASP Top 10', url: 'https://owasp.org/www-project-top-ten/' },
      { name: 'MITRE ATT&CK', url: 'https://attack.mitre.org/' },
      { name: 'OWASP Juice Shop', url: 'https://owasp.org/www-project-juice-shop/' },
      { name: 'NIST Cybersecurity Framework', url: 'https://www.nist.gov/cyberframework' },
    ],
    evaluation: [],
    faqs: [
      {
        question: 'May we attack systems outside our own environment?',
        answer:
          'No. Only test against applications you run yourselves. Scanning or attacking third-party systems leads to immediate disqualification.',
      },
      {
        question: 'Can we use existing tools such as Suricata or the Elastic Stack?',
        answer:
          'Yes, open-source tooling is welcome, but your own detection logic, correlation and response workflow must be the core of the submission.',
      },
      {
        question: 'Do we need machine learning?',
        answer:
          'No. Well-tuned rules are perfectly acceptable. Anomaly detection is a bonus if it measurably reduces alert noise.',
      },
    ],
  },
  {
    slug: 'phishing-email-detective',
    title: 'Phishing Email Detective',
    category: 'cybersecurity',
    difficulty: 1,
    prize: '$1000',
    color: 'green',
    description:
      'Build a friendly tool that explains in plain language why an email looks like phishing, helping everyday users protect themselves.',
    longDescription: [
      'Phishing remains the most common way attackers get a foothold, and it targets people rather than machines. Build a tool that takes an email (pasted text, an uploaded .eml file or a message open in webmail) and tells the user how suspicious it is and why.',
      'Look for tell-tale signs: mismatched sender domains, look-alike links, urgent or threatening language, unexpected attachments and failing SPF, DKIM or DMARC checks. The explanation is what matters most: highlight the risky parts of the message and teach users what to look for next time.',
      'This challenge is designed for beginners. A clear rules-based approach with an excellent user experience can beat a complex model that nobody understands.',
    ].join('\n\n'),
    requirements: [
      'Accepts an email as pasted text or an uploaded .eml file, or reads it from a webmail page',
      'Produces a risk score backed by at least four explained warning signs',
      'Highlights suspicious links and reveals their real destination',
      'Parses SPF, DKIM and DMARC results from the headers when present',
      'Never sends email content to third parties without explicit user consent',
    ],
    resources: [
      {
        name: 'MDN: Browser extensions',
        url: 'https://developer.mozilla.org/en-US/docs/Mozilla/Add-ons/WebExtensions',
      },
      { name: 'RFC 7208: Sender Policy Framework (SPF)', url: 'https://www.rfc-editor.org/rfc/rfc7208' },
      { name: 'RFC 6376: DomainKeys Identified Mail (DKIM)', url: 'https://www.rfc-editor.org/rfc/rfc6376' },
      { name: 'RFC 7489: DMARC', url: 'https://www.rfc-editor.org/rfc/rfc7489' },
    ],
    evaluation: [],
    faqs: [
      {
        question: 'Where do we get test emails?',
        answer:
          'Craft your own examples, or use messages from your own spam folder after removing personal data. Never forward live phishing emails to other participants.',
      },
      {
        question: 'Can we use an LLM to classify emails?',
        answer: 'Yes, if the user consents and you explain what is sent. The core checks should still work offline.',
      },
      {
        question: 'Is a command-line tool acceptable?',
        answer:
          'It is allowed, but the audience is non-technical users, so a visual interface will score better on user experience.',
      },
    ],
  },
  {
    slug: 'supply-chain-guardian',
    title: 'Supply Chain Guardian',
    category: 'cybersecurity',
    difficulty: 3,
    prize: '$3500',
    color: 'blue',
    description:
      'Protect open-source projects from compromised dependencies by generating SBOMs, flagging risky packages and checking build provenance.',
    longDescription: [
      'Modern applications ship hundreds of third-party packages, and a single compromised dependency can reach millions of users. Build a tool that helps maintainers understand and reduce that risk before every release.',
      'Your tool should generate a software bill of materials (SBOM), check every dependency against public vulnerability databases, and surface risk signals that no CVE will tell you about: typosquatted names, recent ownership changes, install scripts or abandoned packages. Verifying signatures or build provenance earns extra credit.',
      'Fit into how developers already work: a CLI that runs in CI, a pull-request comment or a dashboard that tracks a project over time. Findings must be actionable: which package, why it matters and what to upgrade to.',
    ].join('\n\n'),
    requirements: [
      'Generates an SBOM in CycloneDX or SPDX format for at least one ecosystem (npm, PyPI, Maven, ...)',
      'Matches dependencies against a public vulnerability database such as OSV',
      'Flags at least three non-CVE risk signals, such as install scripts, typosquatting or maintainer changes',
      'Runs in a CI pipeline and fails the build above a configurable severity threshold',
      'Suggests a concrete remediation (safe version or alternative package) for each finding',
      'Demonstrated on a real open-source repository',
    ],
    resources: [
      { name: 'CycloneDX specification', url: 'https://cyclonedx.org/' },
      { name: 'OSV: open source vulnerability database', url: 'https://osv.dev/' },
      { name: 'SLSA: supply-chain levels for software artifacts', url: 'https://slsa.dev/' },
      { name: 'Sigstore documentation', url: 'https://docs.sigstore.dev/' },
    ],
    evaluation: [],
    faqs: [
      {
        question: 'Which package ecosystems must we support?',
        answer:
          'One is enough. Depth beats breadth: a tool that handles npm really well will score higher than a shallow multi-ecosystem scanner.',
      },
      {
        question: 'Can we build on existing scanners?',
        answer:
          'Yes, you may call tools such as OSV-Scanner or Syft, but your submission must add meaningful analysis beyond wrapping their output.',
      },
      {
        question: 'What if we find a real vulnerability?',
        answer:
          'Follow responsible disclosure: contact the maintainers privately and do not show details of unpatched issues in your public demo.',
      },
    ],
  },
];
