// Challenge content, part 1: AI & Machine Learning, Cybersecurity.
import type { ProblemContent } from './problems';

export const aiAndSecurityProblems: ProblemContent[] = [
  {
    slug: 'ai-voice-assistant',
    title: 'AI Voice Assistant',
    category: 'ai',
    difficulty: 3,
    prize: '$3000',
    color: 'blue',
    description:
      'Build a hands-free voice assistant that understands natural speech, keeps track of the conversation and completes real tasks by voice.',
    longDescription: [
      'Voice is the most natural interface we have, yet most assistants still stumble over accents, background noise and follow-up questions. Your challenge is to build a voice-first assistant that listens, understands intent and answers with clear spoken responses in near real time.',
      'Pick a focused domain (a kitchen helper, a campus guide, an accessibility companion for people with limited mobility) and make the assistant genuinely useful there. It should remember the context of the conversation, call at least one external tool or API to get something done, and recover gracefully when it mishears.',
      'Judges will talk to your assistant live, so latency, robustness and a polished conversational experience matter as much as the model you choose. Open-source speech models and hosted APIs are both welcome.',
    ].join('\n\n'),
    requirements: [
      'Speech-to-text input from a microphone, with automatic end-of-utterance detection',
      'Spoken replies via text-to-speech that start within 2 seconds for typical requests',
      'Multi-turn context: follow-up questions work without repeating the subject',
      'At least one tool or API integration that performs a real action (calendar, search, smart home, ...)',
      'Graceful handling of misrecognition, silence and out-of-scope requests',
      'A short privacy note explaining what audio is stored, where and for how long',
    ],
    resources: [
      { name: 'OpenAI API documentation', url: 'https://platform.openai.com/docs' },
      { name: 'MDN: Web Speech API', url: 'https://developer.mozilla.org/en-US/docs/Web/API/Web_Speech_API' },
      { name: 'Whisper (open-source speech recognition)', url: 'https://github.com/openai/whisper' },
      { name: 'Hugging Face Transformers', url: 'https://huggingface.co/docs/transformers/index' },
    ],
    evaluation: [
      { criteria: 'Conversational quality', weight: 30 },
      { criteria: 'Technical implementation', weight: 25 },
      { criteria: 'Latency and robustness', weight: 20 },
      { criteria: 'Usefulness of the use case', weight: 15 },
      { criteria: 'Presentation', weight: 10 },
    ],
    faqs: [
      {
        question: 'Can we use hosted AI APIs?',
        answer:
          'Yes. Hosted and open-source models are both allowed. List every model and API you use in your README and keep API keys out of the repository.',
      },
      {
        question: 'Does it have to run in the browser?',
        answer:
          'No. A web app, mobile app, desktop app or hardware device are all fine, as long as judges can try it during the demo.',
      },
      {
        question: 'Which languages must the assistant support?',
        answer:
          'English is enough to compete. Supporting a second language well counts in your favour under usefulness.',
      },
    ],
  },
  {
    slug: 'knowledge-base-copilot',
    title: 'Knowledge Base Copilot',
    category: 'ai',
    difficulty: 2,
    prize: '$2000',
    color: 'green',
    description:
      'Create a retrieval-augmented chat assistant that answers questions from a document collection and cites the passages it relied on.',
    longDescription: [
      'Organisations drown in PDFs, wikis and handbooks that nobody can search effectively. Build a copilot that ingests a document collection of your choice and answers questions in plain language, grounded in the source material.',
      'Every answer must cite the passages it relies on so users can check it, and the assistant should say it does not know rather than invent facts when the documents do not cover a question. Think carefully about chunking, embeddings and ranking: retrieval quality is where most copilots win or lose.',
      'This is a good entry point for teams new to LLM applications. The scope is well defined, but there is plenty of room to shine with evaluation tooling, a thoughtful interface or hybrid keyword and vector search.',
    ].join('\n\n'),
    requirements: [
      'Ingest at least 20 documents (PDF, Markdown or HTML) into a searchable index',
      'Every answer cites the source document and passage it is based on',
      'Declines or flags questions the documents cannot answer instead of guessing',
      'An evaluation set of at least 10 question-answer pairs, with reported accuracy',
      'Web chat interface with streamed responses',
    ],
    resources: [
      { name: 'OpenAI API documentation', url: 'https://platform.openai.com/docs' },
      { name: 'pgvector: vector similarity search for Postgres', url: 'https://github.com/pgvector/pgvector' },
      { name: 'Sentence Transformers documentation', url: 'https://www.sbert.net/' },
      { name: 'MDN: Server-sent events', url: 'https://developer.mozilla.org/en-US/docs/Web/API/Server-sent_events' },
    ],
    evaluation: [
      { criteria: 'Answer accuracy and grounding', weight: 35 },
      { criteria: 'Retrieval design', weight: 25 },
      { criteria: 'User experience', weight: 20 },
      { criteria: 'Evaluation methodology', weight: 20 },
    ],
    faqs: [
      {
        question: 'Which documents can we use?',
        answer:
          'Any collection you have the right to use: public-domain texts, open government reports, a public university handbook or the docs of an open-source project. Do not upload confidential material.',
      },
      {
        question: 'Do we have to run our own vector database?',
        answer:
          'No. pgvector, an embedded store or a hosted service are all fine; judges care about retrieval quality, not infrastructure.',
      },
      {
        question: 'Is fine-tuning required?',
        answer: 'No. Most strong entries rely on good retrieval and prompting. Fine-tuning is optional.',
      },
    ],
  },
  {
    slug: 'edge-vision-inspector',
    title: 'Edge Vision Inspector',
    category: 'ai',
    difficulty: 4,
    prize: '$4000',
    color: 'pink',
    description:
      'Train a compact computer-vision model that spots manufacturing defects in real time on low-cost hardware, with no cloud connection.',
    longDescription: [
      'Small workshops and factories lose money to defects that slip through manual inspection, but cloud vision systems are expensive and raise data-ownership concerns. Your task is to build a defect-detection system that runs entirely on an edge device such as a Raspberry Pi, a Jetson board or a mid-range phone.',
      'Choose a product (circuit boards, fabric, bottle caps, 3D prints), gather or find a dataset, and train a model that classifies or localises defects. Then optimise it with quantisation, pruning or a smaller architecture until it keeps up with a live camera feed.',
      'The best submissions pair solid model metrics with an operator-friendly interface: clear pass/fail feedback, a log of rejected items and a simple way to capture new examples for retraining.',
    ].join('\n\n'),
    requirements: [
      'Inference runs fully offline on an edge device or in the browser, with no cloud calls',
      'At least 10 frames per second on the target hardware',
      'Precision and recall reported on a held-out test set',
      'Operator interface showing live detections and a pass/fail decision',
      'Log of flagged items that can be exported as CSV',
      'Documented steps to retrain the model with newly captured images',
    ],
    resources: [
      { name: 'ONNX Runtime documentation', url: 'https://onnxruntime.ai/docs/' },
      { name: 'PyTorch documentation', url: 'https://pytorch.org/docs/stable/index.html' },
      { name: 'OpenCV documentation', url: 'https://docs.opencv.org/' },
      { name: 'Ultralytics YOLO documentation', url: 'https://docs.ultralytics.com/' },
    ],
    evaluation: [
      { criteria: 'Detection accuracy', weight: 30 },
      { criteria: 'On-device performance', weight: 25 },
      { criteria: 'Engineering quality', weight: 20 },
      { criteria: 'Operator experience', weight: 15 },
      { criteria: 'Presentation', weight: 10 },
    ],
    faqs: [
      {
        question: 'Where can we get training data?',
        answer:
          'Public anomaly-detection datasets are a good start, or capture your own images: a few hundred well-labelled photos go a long way with augmentation and transfer learning. Check each dataset licence before use.',
      },
      {
        question: 'We do not own a Jetson or Raspberry Pi. Can we still take part?',
        answer:
          'Yes. A laptop CPU without GPU acceleration or a phone counts as edge hardware. State the device you used and measure performance on it.',
      },
      {
        question: 'Can we start from a pretrained model?',
        answer:
          'Yes, transfer learning from pretrained weights is encouraged. Document which model and weights you started from.',
      },
    ],
  },
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
    evaluation: [
      { criteria: 'Detection coverage', weight: 30 },
      { criteria: 'Accuracy and false-positive rate', weight: 20 },
      { criteria: 'Response and containment', weight: 20 },
      { criteria: 'Technical depth', weight: 20 },
      { criteria: 'Presentation', weight: 10 },
    ],
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
    evaluation: [
      { criteria: 'Clarity of explanations', weight: 30 },
      { criteria: 'Detection quality', weight: 30 },
      { criteria: 'User experience', weight: 25 },
      { criteria: 'Privacy and security', weight: 15 },
    ],
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
    evaluation: [
      { criteria: 'Risk detection', weight: 30 },
      { criteria: 'Actionability of findings', weight: 25 },
      { criteria: 'Developer workflow integration', weight: 25 },
      { criteria: 'Code quality', weight: 20 },
    ],
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
