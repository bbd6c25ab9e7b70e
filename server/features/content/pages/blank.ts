// The pages of an edition that has none yet (a new empty edition): every section titled, no entries, so
// visitors see an honest empty page and the organizer fills it in the admin.
import type { PageDocuments } from '@shared/schemas/pages/index';

const md = (markdown = '') => ({ markdown, html: '' });
const legal = { intro: md(), sections: [] };

export const BLANK_PAGES: PageDocuments = {
  home: {
    whyJoin: { eyebrow: 'Why Join', title: 'More than a competition', lead: '', benefits: [] },
    cards: [],
    sponsors: { eyebrow: 'Our sponsors', title: 'Backed by teams who build the future', items: [] },
    challengePicks: { title: 'Choose Your Challenge', lead: '', categories: [] },
    testimonials: { eyebrow: 'Testimonials', title: 'Hear it from past participants', items: [] },
    gettingStarted: {
      title: 'Getting Started',
      lead: '',
      steps: [{ title: 'Register', text: '', ctaLabel: 'Register your team', ctaHref: '/register' }],
    },
    contact: { title: 'Questions? We’ve got answers.', faqIds: [], partnerTitle: 'Partner with us', partnerText: md() },
  },
  about: {
    eyebrow: 'About the hackathon',
    intro: md(),
    what: { title: 'What happens at the hackathon', lead: '', cards: [] },
    who: { title: 'Who can participate', lead: '', audiences: [], note: md() },
    timeline: { title: 'Timeline', lead: '' },
    judging: { title: 'How projects are judged', lead: '' },
    stories: { title: 'Stories from past participants' },
    cta: { title: 'Ready to build?', text: '' },
  },
  faq: { title: 'Frequently asked questions', intro: '', tabs: [] },
  help: { title: 'How can we help?', intro: '', categories: [], articles: [], popular: [] },
  resources: {
    title: 'Everything you need to build',
    intro: '',
    tracks: [],
    tips: [],
    openSource: [],
    tools: [],
    mentors: { title: 'Mentor support', text: md() },
  },
  support: { hours: [], note: md() },
  terms: legal,
  privacy: legal,
  cookies: legal,
};
