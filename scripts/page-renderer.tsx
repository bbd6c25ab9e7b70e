// The content pages' renderer (decision 0025): bundled by the build (lib/page-renderer-bundle.ts) into
// dist/client/_prerendered/page-renderer.mjs, which the server loads by path (server/prerender/
// content-pages.ts) and never imports: the server draws About, FAQ, the legal pages and the challenges with
// the edition's answers, from the same components, as the client's first render draws them with the same
// answers in its cache (client/app/prerendered-answers.ts).
import type { PageRenderer } from '../shared/prerendered';
import { answerUrls as urls, seedAnswers } from '../client/app/prerendered-answers';
import { renderPageWithMeta } from './lib/render-page';

export const answerUrls: PageRenderer['answerUrls'] = urls;

export const render: PageRenderer['render'] = (pathname, answers) =>
  renderPageWithMeta(pathname, (client) => seedAnswers(client, pathname, answers));
