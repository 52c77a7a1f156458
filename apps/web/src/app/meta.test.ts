import { describe, expect, it } from 'vitest';
import { fullTitle, renderMetaTags } from './meta';

describe('renderMetaTags', () => {
  it('renders title, description and Open Graph tags with absolute URLs', () => {
    const html = renderMetaTags(
      { title: 'About', description: 'Who we are', image: '/uploads/public/a.webp' },
      '/about',
      'https://gigbazaar.in',
    );
    expect(html).toContain('<title>About | GigBazaar</title>');
    expect(html).toContain('<meta property="og:title" content="About" />');
    expect(html).toContain('<meta property="og:image" content="https://gigbazaar.in/uploads/public/a.webp" />');
    expect(html).toContain('<link rel="canonical" href="https://gigbazaar.in/about" />');
  });

  it('escapes user text so a title cannot break out of the head', () => {
    const html = renderMetaTags({ title: '"><script>alert(1)</script>' }, '/profile/x', 'https://gigbazaar.in');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('falls back to the site title and default image', () => {
    const html = renderMetaTags(null, '/', 'http://localhost:3000');
    expect(html).toContain(`<title>${fullTitle('GigBazaar')}</title>`);
    expect(html).toContain('http://localhost:3000/og-default.png');
  });
});
