// The served document around a drawn page (decision 0025): the answers' JSON cannot end its <script>, and
// which answers each content page is drawn from.
import { describe, expect, it } from 'vitest';
import { contentAnswerUrls } from '@shared/prerendered';
import { pageDocument, scriptSafeJson } from './page-document';

describe('scriptSafeJson', () => {
  it('reads back as the same value, with nothing that could end or comment out the script', () => {
    const value = { text: '</script><script>alert(1)</script><!-- & \u2028 \u2029 ]]>' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('pageDocument', () => {
  const template =
    '<html><head><title>Hackathon</title><meta name="description" content="Built." /></head>' +
    '<body><div id="root"><div><p>shell</p></div></div>\n</body></html>';

  it("puts the page in #root, the answers after it and the page's title and description in the head", () => {
    const doc = pageDocument(
      template,
      { html: '<div inert="">About</div>', title: 'About · <Hack>', description: 'Say "hi"' },
      { '/api/event': { name: '</script>' } },
    );
    expect(doc).toContain('<div id="root"><div inert="">About</div></div><script type="application/json"');
    expect(doc).not.toContain('shell');
    expect(doc).toContain('<title>About · &lt;Hack&gt;</title>');
    expect(doc).toContain('content="Say &quot;hi&quot;"');
    expect(doc.match(/<\/script>/g)).toHaveLength(1);
    expect(doc).toMatch(/<\/script>\n<\/body><\/html>$/);
  });
});

describe('contentAnswerUrls', () => {
  it("names each content page's answers, the event's first", () => {
    expect(contentAnswerUrls('/About/')).toEqual(['/api/event', '/api/content/about', '/api/content/home']);
    expect(contentAnswerUrls('/problems')).toEqual(['/api/event', '/api/problems', '/api/news']);
    expect(contentAnswerUrls('/problems/ai%20voice')).toEqual(['/api/event', '/api/problems/ai%20voice']);
  });

  it('leaves other pages, tabs of the list and broken addresses to the app', () => {
    for (const at of ['/', '/login', '/register', '/problems/a/b', '/problems/%E0%A4%A'])
      expect(contentAnswerUrls(at), at).toBeNull();
    expect(contentAnswerUrls('/problems', '?category=ai')).toBeNull();
  });
});
