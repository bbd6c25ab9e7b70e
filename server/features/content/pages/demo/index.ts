// The demo edition's pages, written by the same save function the admin's PUT uses (seedPages).
import type { PageDocuments } from '@shared/schemas/pages/index';
import { DEMO_FAQ } from './faq';
import { DEMO_HELP } from './help';
import { DEMO_ABOUT, DEMO_HOME } from './home-about';
import { DEMO_COOKIES, DEMO_PRIVACY, DEMO_RESOURCES, DEMO_SUPPORT, DEMO_TERMS } from './prose';

export const DEMO_PAGES: PageDocuments = {
  home: DEMO_HOME,
  about: DEMO_ABOUT,
  faq: DEMO_FAQ,
  help: DEMO_HELP,
  resources: DEMO_RESOURCES,
  support: DEMO_SUPPORT,
  terms: DEMO_TERMS,
  privacy: DEMO_PRIVACY,
  cookies: DEMO_COOKIES,
};
