// Text the server wrote into a prerendered page (server/prerender-fill.ts: the event's name in the home
// page's heading), read at boot before the app's first render replaces the prerendered nodes. A page
// shows it until its own data arrives, so that its first render draws what the first paint drew: the
// heading is then painted once, not again larger a moment later (its largest paint, decision 0004).
import { PRERENDERED_ANSWERS_ID, type PrerenderedAnswers } from '@shared/prerendered';

const fills = new Map<string, string>();

/** main.tsx, before the first render: the marked elements of the prerendered copy, if the page has one. */
export function capturePrerenderedFills(root: ParentNode): void {
  for (const element of root.querySelectorAll('[inert] [data-fill]')) {
    const text = element.textContent;
    if (text) fills.set(element.getAttribute('data-fill')!, text);
  }
}

/** What the server wrote into the element marked `data-fill={name}`, if it did. */
export function prerenderedFill(name: string): string | undefined {
  return fills.get(name);
}

let answers: PrerenderedAnswers | null = null;

/**
 * main.tsx, at boot: the answers a content page was drawn from, which the server wrote beside it
 * (server/prerender/content-pages.ts); the app seeds its query cache with them (app/prerendered-answers.ts).
 */
export function capturePrerenderedAnswers(doc: Document): void {
  const element = doc.getElementById(PRERENDERED_ANSWERS_ID);
  if (!element?.textContent) return;
  try {
    answers = JSON.parse(element.textContent) as PrerenderedAnswers;
  } catch {
    answers = null; // The page then loads its answers as any page does.
  }
}

/** The captured answers, handed over once: later navigations read their own. */
export function takePrerenderedAnswers(): PrerenderedAnswers | null {
  const taken = answers;
  answers = null;
  return taken;
}
