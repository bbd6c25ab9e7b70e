// Challenge content: HealthTech & Smart Medical.
import type { ProblemContent } from './problems';

export const healthProblems: ProblemContent[] = [
  {
    slug: 'fhir-patient-summary',
    title: 'Patient Summary on FHIR',
    category: 'health',
    difficulty: 3,
    prize: '$3000',
    color: 'blue',
    description:
      'Turn scattered medical records into a clear one-page patient summary, built on the HL7 FHIR standard, that clinicians and patients can both understand.',
    longDescription: [
      'When a patient sees a new doctor, critical information such as allergies, current medication and recent lab results is often buried across several systems. Build an app that pulls data from a FHIR server and assembles an accurate, concise patient summary.',
      'Use standard FHIR resources such as Patient, Condition, MedicationStatement, AllergyIntolerance and Observation, and present them in two views: a dense clinical view for professionals and a plain-language view for patients. Highlight what changed since the last visit and anything that needs attention, like an abnormal lab trend.',
      'Interoperability is the point: your app should work against any compliant FHIR R4 server, not just one hand-crafted dataset. Support for a SMART on FHIR launch is a strong bonus.',
    ].join('\n\n'),
    requirements: [
      'Reads patient data from a FHIR R4 server (a public test server or a local one is fine)',
      'Summarises at least five FHIR resource types in a single-page view',
      'Separate clinician view and plain-language patient view',
      'Highlights abnormal values and changes since a chosen date',
      'Uses synthetic records only, never real patient data',
      'Patient view meets WCAG 2.1 AA accessibility guidelines',
    ],
    resources: [
      { name: 'HL7 FHIR specification', url: 'https://www.hl7.org/fhir/' },
      { name: 'SMART on FHIR documentation', url: 'https://docs.smarthealthit.org/' },
      { name: 'HAPI FHIR', url: 'https://hapifhir.io/' },
      { name: 'Synthea synthetic patient generator', url: 'https://github.com/synthetichealth/synthea' },
    ],
    evaluation: [],
    faqs: [
      {
        question: 'Where do we find test data?',
        answer:
          'Generate synthetic patients, for example with Synthea, and load them into a public FHIR test server or a local HAPI FHIR instance.',
      },
      {
        question: 'Do we need medical expertise in the team?',
        answer:
          'It helps but is not required. Having a healthcare professional review your summary layout is a strong plus.',
      },
      {
        question: 'Is SMART on FHIR required?',
        answer:
          'No, but supporting a SMART launch brings your app much closer to real-world use and earns extra credit for interoperability.',
      },
    ],
  },
  {
    slug: 'medication-companion',
    title: 'Smart Medication Companion',
    category: 'health',
    difficulty: 2,
    prize: '$2000',
    color: 'green',
    description:
      'Help patients and caregivers stay on top of complex medication schedules with smart reminders, refill alerts and interaction warnings.',
    longDescription: [
      'Roughly half of people on long-term treatment do not take their medicines as prescribed, often simply because schedules are complicated and easy to forget. Missed or doubled doses lead to avoidable complications and hospital visits.',
      "Build a companion app that makes adherence easier: enter or scan prescriptions, generate a schedule, send reminders that are hard to miss but not annoying, and track the doses taken. Let caregivers follow along with the patient's permission, and warn about refills before supplies run out.",
      "Add safety checks using public drug databases, for example flagging duplicate ingredients or known interactions, while making it clear that the app does not replace a pharmacist's advice.",
    ].join('\n\n'),
    requirements: [
      'Add medications manually or by scanning a label or barcode',
      'Flexible schedules: daily, specific weekdays, as needed and tapering doses',
      'Reminders with one-tap taken, snooze and skip actions, plus an adherence history',
      'Refill alerts based on the remaining supply',
      'Caregiver sharing that requires explicit patient consent',
      'Clear medical disclaimer, and reminders that keep working offline',
    ],
    resources: [
      { name: 'openFDA APIs', url: 'https://open.fda.gov/apis/' },
      {
        name: 'RxNorm (U.S. National Library of Medicine)',
        url: 'https://www.nlm.nih.gov/research/umls/rxnorm/index.html',
      },
      { name: 'MDN: Notifications API', url: 'https://developer.mozilla.org/en-US/docs/Web/API/Notifications_API' },
      { name: 'MDN: Push API', url: 'https://developer.mozilla.org/en-US/docs/Web/API/Push_API' },
    ],
    evaluation: [],
    faqs: [
      {
        question: 'Can the app give medical advice?',
        answer:
          'No. It can surface information from authoritative databases and send reminders, but medical questions must be directed to a pharmacist or doctor.',
      },
      {
        question: 'Which drug database should we use?',
        answer:
          'openFDA and the RxNorm APIs from the U.S. National Library of Medicine are free and well documented. Regional databases are fine if their licence allows your use.',
      },
      {
        question: 'Does it have to be a native mobile app?',
        answer:
          'No. A progressive web app with notifications is fine, as long as reminders fire reliably during the demo.',
      },
    ],
  },
  {
    slug: 'remote-vitals-monitor',
    title: 'Remote Vitals Monitor',
    category: 'health',
    difficulty: 5,
    prize: '$5000',
    color: 'pink',
    description:
      'Build a remote patient-monitoring platform that streams vitals from wearables, spots early warning signs and alerts care teams without overwhelming them.',
    longDescription: [
      'Hospital-at-home programmes and post-surgery follow-up depend on spotting deterioration early, but clinicians cannot watch dashboards all day, and alarm fatigue is a real safety risk. Build a platform that turns continuous vital signs into timely, trustworthy alerts.',
      'Stream heart rate, oxygen saturation, temperature or blood pressure from a wearable, a Bluetooth device or a realistic simulator; store the data securely; compute an early-warning score such as NEWS2; and route alerts to the right person with the right urgency. Data gaps, sensor noise and disconnected devices must be handled explicitly.',
      'This advanced challenge spans devices, real-time data and clinical safety. Judges will look closely at end-to-end security, alert quality and how the system behaves when things go wrong.',
    ].join('\n\n'),
    requirements: [
      'Ingests streaming vitals for at least 10 simultaneous patients from devices or a realistic simulator',
      'Computes an early-warning score such as NEWS2, with configurable thresholds per patient',
      'Escalating alerts with acknowledgement, and suppression of duplicate or noisy alerts',
      'Explicit handling of missing data, sensor artefacts and device disconnects',
      'Encryption in transit and at rest, role-based access control and an audit log',
      'Stores observations as FHIR resources, or documents a mapping to them',
      'Clinician dashboard with the patient list sorted by risk',
    ],
    resources: [
      { name: 'HL7 FHIR: Observation resource', url: 'https://www.hl7.org/fhir/observation.html' },
      { name: 'MDN: Web Bluetooth API', url: 'https://developer.mozilla.org/en-US/docs/Web/API/Web_Bluetooth_API' },
      { name: 'Apple HealthKit documentation', url: 'https://developer.apple.com/documentation/healthkit' },
      { name: 'HHS: HIPAA for professionals', url: 'https://www.hhs.gov/hipaa/for-professionals/index.html' },
    ],
    evaluation: [],
    faqs: [
      {
        question: 'Can we use real patient data?',
        answer:
          'No. Use simulated data or your own readings from consumer wearables, and never collect data from other people without ethical approval.',
      },
      {
        question: 'Do we need a physical wearable?',
        answer:
          'No. A well-designed simulator that reproduces realistic noise, gaps and deterioration patterns is acceptable.',
      },
      {
        question: 'Will this count as a medical device?',
        answer:
          'No hackathon project is a certified medical device. Include a disclaimer and explain which parts would need regulatory work before clinical use.',
      },
    ],
  },
];
