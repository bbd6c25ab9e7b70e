// Resources page content (spec §2 Resources). Every link points at official documentation or the real
// project; the Discord invite is not here: it comes from configuration through the event row.
import { BookOpen, Brain, Cloud, Code, Database, GitBranch, Globe, Layers, Lock, Palette, Server, Terminal, type LucideIcon } from 'lucide-react';

export interface LinkItem {
  name: string;
  url: string;
  description: string;
}

export interface LearningTrack {
  title: string;
  icon: LucideIcon;
  links: LinkItem[];
}

export const LEARNING_TRACKS: LearningTrack[] = [
  {
    title: 'Web development',
    icon: Globe,
    links: [
      { name: 'MDN Web Docs', url: 'https://developer.mozilla.org/en-US/docs/Learn', description: 'HTML, CSS and JavaScript from the ground up.' },
      { name: 'React documentation', url: 'https://react.dev/learn', description: 'Components, state and hooks, with interactive examples.' },
      { name: 'TypeScript handbook', url: 'https://www.typescriptlang.org/docs/handbook/intro.html', description: 'Types for JavaScript, explained step by step.' },
    ],
  },
  {
    title: 'Backend & APIs',
    icon: Server,
    links: [
      { name: 'Node.js documentation', url: 'https://nodejs.org/en/learn', description: 'Run JavaScript on the server.' },
      { name: 'Python tutorial', url: 'https://docs.python.org/3/tutorial/', description: 'The official introduction to Python.' },
      { name: 'FastAPI documentation', url: 'https://fastapi.tiangolo.com/tutorial/', description: 'Build typed Python APIs quickly.' },
    ],
  },
  {
    title: 'AI & machine learning',
    icon: Brain,
    links: [
      { name: 'PyTorch tutorials', url: 'https://pytorch.org/tutorials/', description: 'Deep learning from tensors to deployment.' },
      { name: 'Hugging Face course', url: 'https://huggingface.co/learn', description: 'Use and fine-tune open models.' },
      { name: 'scikit-learn user guide', url: 'https://scikit-learn.org/stable/user_guide.html', description: 'Classical machine learning in Python.' },
    ],
  },
  {
    title: 'Security & blockchain',
    icon: Lock,
    links: [
      { name: 'OWASP Top Ten', url: 'https://owasp.org/www-project-top-ten/', description: 'The most critical web application security risks.' },
      { name: 'Ethereum developer docs', url: 'https://ethereum.org/en/developers/docs/', description: 'Smart contracts, accounts and transactions.' },
      { name: 'Solidity documentation', url: 'https://docs.soliditylang.org/', description: 'The language of Ethereum smart contracts.' },
    ],
  },
];

export const HACKATHON_TIPS: Array<{ title: string; text: string }> = [
  { title: 'Scope small, finish strong', text: 'Pick one core feature and make it work end to end before adding anything else. A finished demo beats a half-built platform.' },
  { title: 'Split roles early', text: 'Agree who owns the frontend, backend, data and pitch in the first hour, and check in every few hours.' },
  { title: 'Commit often', text: 'Push small commits to your shared repository so nobody loses work and judges can follow your progress.' },
  { title: 'Plan the demo', text: 'Write the demo script before the last evening and rehearse it. Show the problem, the solution and one wow moment.' },
  { title: 'Document as you go', text: 'Keep the README current: what it does, how to run it, what you used. It is the first thing judges open.' },
  { title: 'Rest', text: 'Sleep and food are part of the strategy. Tired teams ship bugs; rested teams ship demos.' },
];

export const OPEN_SOURCE: LinkItem[] = [
  { name: 'Vite', url: 'https://github.com/vitejs/vite', description: 'Fast frontend tooling to start a web app in seconds.' },
  { name: 'FastAPI', url: 'https://github.com/fastapi/fastapi', description: 'Modern, fast Python web framework for APIs.' },
  { name: 'Hugging Face Transformers', url: 'https://github.com/huggingface/transformers', description: 'Thousands of pretrained models for text, vision and audio.' },
  { name: 'OpenZeppelin Contracts', url: 'https://github.com/OpenZeppelin/openzeppelin-contracts', description: 'Audited building blocks for smart contracts.' },
  { name: 'Leaflet', url: 'https://github.com/Leaflet/Leaflet', description: 'Lightweight interactive maps for climate and city projects.' },
  { name: 'HAPI FHIR', url: 'https://github.com/hapifhir/hapi-fhir', description: 'Open-source implementation of the FHIR healthcare standard.' },
];

export const TOOLS: Array<{ name: string; url: string; category: string; icon: LucideIcon }> = [
  { name: 'Git', url: 'https://git-scm.com/doc', category: 'Version control', icon: GitBranch },
  { name: 'GitHub', url: 'https://docs.github.com/en/get-started', category: 'Code hosting', icon: Code },
  { name: 'VS Code', url: 'https://code.visualstudio.com/docs', category: 'Editor', icon: Terminal },
  { name: 'Docker', url: 'https://docs.docker.com/get-started/', category: 'Containers', icon: Layers },
  { name: 'PostgreSQL', url: 'https://www.postgresql.org/docs/current/tutorial.html', category: 'Database', icon: Database },
  { name: 'Tailwind CSS', url: 'https://tailwindcss.com/docs', category: 'Styling', icon: Palette },
  { name: 'Vercel', url: 'https://vercel.com/docs', category: 'Hosting', icon: Cloud },
  { name: 'Postman', url: 'https://learning.postman.com/docs/introduction/overview/', category: 'API testing', icon: BookOpen },
];
