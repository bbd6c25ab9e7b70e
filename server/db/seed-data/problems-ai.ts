// Challenge content: AI & Machine Learning.
import type { ProblemContent } from './problems';

export const aiProblems: ProblemContent[] = [
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
    evaluation: [],
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
    evaluation: [],
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
    evaluation: [],
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
];
