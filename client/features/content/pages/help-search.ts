// The help centre's search: every word of the query in an article's title or text (its HTML's text).
export interface SearchableArticle {
  id: string;
  category: string;
  title: string;
  body: { html: string };
}

/** The readable text of server-rendered HTML (tags dropped, the few entities markdown-it writes decoded). */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Articles matching every word of the query (title and text), optionally within one category. */
export function searchArticles<A extends SearchableArticle>(
  articles: A[],
  query: string,
  category: string | null,
): A[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return articles.filter((a) => {
    if (category && a.category !== category) return false;
    if (words.length === 0) return true;
    const text = `${a.title} ${textOfHtml(a.body.html)}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
