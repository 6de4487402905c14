import { useEffect } from 'react';

/**
 * The document head of a public page: its meta description and, for a practice, its JSON-LD. The server wrote the
 * first ones into the HTML for crawlers (marked data-page-head); the page replaces them as it changes.
 */
export function usePageHead(description: string, jsonLd: string | null): void {
  useEffect(() => {
    for (const el of document.head.querySelectorAll('[data-page-head]')) el.remove();
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = description;
    meta.dataset.pageHead = '';
    const before = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const kept = before?.content ?? null;
    if (before) before.content = description;
    else document.head.append(meta);
    let script: HTMLScriptElement | null = null;
    if (jsonLd) {
      script = document.createElement('script');
      script.type = 'application/ld+json';
      script.dataset.pageHead = '';
      script.textContent = jsonLd;
      document.head.append(script);
    }
    return () => {
      if (before && kept !== null) before.content = kept;
      meta.remove();
      script?.remove();
    };
  }, [description, jsonLd]);
}
