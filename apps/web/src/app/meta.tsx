import { createContext, useContext, useEffect } from 'react';

export interface PageMeta {
  title: string;
  description?: string;
  /** Absolute or root-relative image for link previews. */
  image?: string;
  /** og:type; "website" unless a page says otherwise. */
  type?: string;
  /**
   * The picture that is likely the page's largest paint, preloaded from the head (server only) so it starts
   * with the stylesheet. srcSet and sizes must equal the <img>'s, or the browser fetches twice.
   */
  preloadImage?: { src: string; srcSet?: string; sizes?: string };
}

export interface MetaCollector {
  meta: PageMeta | null;
}

/** On the server a collector receives the page's meta during render; the client updates the document instead. */
const Ctx = createContext<MetaCollector | null>(null);
export const MetaCollectorProvider = Ctx.Provider;

export const SITE_NAME = 'GigBazaar';
export const DEFAULT_DESCRIPTION =
  'GigBazaar is a freelance services marketplace for India: hire sellers for fixed-price gigs in design, development, writing, marketing and more, and pay in rupees.';

export function fullTitle(title: string) {
  return title === SITE_NAME ? `${SITE_NAME} — Freelance services marketplace for India` : `${title} | ${SITE_NAME}`;
}

/** Declares the page's title, description and link-preview image. Render it once per page. */
export function Meta(props: PageMeta) {
  const collector = useContext(Ctx);
  if (collector) collector.meta = props;
  useEffect(() => {
    document.title = fullTitle(props.title);
    const description = props.description ?? DEFAULT_DESCRIPTION;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [props.title, props.description]);
  return null;
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head tags for a page, as HTML (server only). */
export function renderMetaTags(meta: PageMeta | null, url: string, publicUrl: string): string {
  const m = meta ?? { title: SITE_NAME };
  const title = escapeAttr(fullTitle(m.title));
  const description = escapeAttr(m.description ?? DEFAULT_DESCRIPTION);
  const absolute = (u: string) => (/^https?:\/\//.test(u) ? u : `${publicUrl}${u.startsWith('/') ? '' : '/'}${u}`);
  const image = escapeAttr(absolute(m.image ?? '/og-default.png'));
  const pageUrl = escapeAttr(absolute(url));
  const preload = m.preloadImage;
  return [
    ...(preload
      ? [
          `<link rel="preload" as="image" href="${escapeAttr(preload.src)}"` +
            (preload.srcSet ? ` imagesrcset="${escapeAttr(preload.srcSet)}"` : '') +
            (preload.sizes ? ` imagesizes="${escapeAttr(preload.sizes)}"` : '') +
            ` fetchpriority="high" />`,
        ]
      : []),
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${pageUrl}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${escapeAttr(m.type ?? 'website')}" />`,
    `<meta property="og:title" content="${escapeAttr(m.title)}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${pageUrl}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join('\n    ');
}
