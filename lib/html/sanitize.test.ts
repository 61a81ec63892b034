import { levelHeadings, sanitizeArticle, sanitizeArticleHtml } from './sanitize';

describe('sanitizeArticleHtml', () => {
  it('keeps article markup, pictures with their size; the first picture loads at once, the others lazily', () => {
    const html = sanitizeArticleHtml(
      '<p>Hi <strong>there</strong></p><figure><img src="https://p.example/a.jpg" width="640" height="360" alt="x"><figcaption>c</figcaption></figure>',
    );
    expect(html).toBe(
      '<p>Hi <strong>there</strong></p><figure><img src="https://p.example/a.jpg" width="640" height="360" alt="x" loading="eager" fetchpriority="high" decoding="sync" /><figcaption>c</figcaption></figure>',
    );
  });
  it.each([
    ['<script>alert(1)</script><p>a</p>', '<p>a</p>'],
    ['<p onclick="alert(1)" onmouseover="x()">a</p>', '<p>a</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" loading="eager" fetchpriority="high" decoding="sync" />'],
    ['<img src="javascript:alert(1)">', '<img loading="eager" fetchpriority="high" decoding="sync" />'],
    ['<iframe src="https://evil.example/"></iframe>', ''],
    ['<style>body{display:none}</style><p>a</p>', '<p>a</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<object data="x"></object><embed src="y">', ''],
    ['<p style="position:fixed">a</p>', '<p>a</p>'],
    ['<form action="https://evil.example"><input name="p"></form>', ''],
  ])('%s', (input, expected) => {
    expect(sanitizeArticleHtml(input)).toBe(expected);
  });
  it('allows iframes only from configured hosts', () => {
    const allowed = sanitizeArticleHtml('<iframe src="https://video.example.com/e/1"></iframe>', {
      iframeHosts: ['video.example.com'],
    });
    expect(allowed).toContain('src="https://video.example.com/e/1"');
    expect(allowed).toContain('sandbox=');
    expect(
      sanitizeArticleHtml('<iframe src="https://other.example.com/e/1"></iframe>', {
        iframeHosts: ['video.example.com'],
      }),
    ).not.toContain('other.example.com');
  });
  it('adds noopener to links that open a new window', () => {
    expect(sanitizeArticleHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('only the first picture is eager', () => {
    const html = sanitizeArticleHtml('<img src="https://p.example/a.jpg"><p>t</p><img src="https://p.example/b.jpg">');
    expect(html).toBe(
      '<img src="https://p.example/a.jpg" loading="eager" fetchpriority="high" decoding="sync" /><p>t</p><img src="https://p.example/b.jpg" loading="lazy" decoding="async" />',
    );
  });
});

describe('sanitizeArticle: the lead picture', () => {
  it.each([
    [
      '<p>t</p><img src="https://p.example/a.jpg?w=1&amp;h=2"><img src="https://p.example/b.jpg">',
      'https://p.example/a.jpg?w=1&h=2',
    ],
    ['<p>no picture</p>', undefined],
    ['<img src="data:image/png;base64,AAAA">', undefined],
    // the first picture is the eager one; a later picture is never preloaded in its place
    ['<img alt="no address"><img src="https://p.example/b.jpg">', undefined],
    ['<img src="javascript:alert(1)"><img src="https://p.example/b.jpg">', undefined],
    [
      '<script><img src="https://p.example/s.jpg"></script><img src="https://p.example/c.jpg">',
      'https://p.example/c.jpg',
    ],
  ])('%s → %s', (html, expected) => {
    expect(sanitizeArticle(html).leadImage).toBe(expected);
  });
  it('is the picture the sanitised HTML fetches at once', () => {
    const { html, leadImage } = sanitizeArticle('<p>a</p><img src="https://p.example/x.jpg" alt="x">');
    expect(html).toContain(`<img src="${leadImage}" alt="x" loading="eager" fetchpriority="high"`);
  });
});

describe('levelHeadings', () => {
  it.each([
    [
      'h3-led CMS markup moves up a level',
      '<h3 class="center">A</h3><p>x</p><h4>B</h4>',
      '<h2 class="center">A</h2><p>x</p><h3>B</h3>',
    ],
    ['h4-led moves up two', '<h4>A</h4><h5>B</h5><h6>C</h6>', '<h2>A</h2><h3>B</h3><h4>C</h4>'],
    ['already h2-led: unchanged', '<h2>A</h2><h3>B</h3>', '<h2>A</h2><h3>B</h3>'],
    ['no headings: unchanged', '<p>h3 &lt;h3&gt; in text</p>', '<p>h3 &lt;h3&gt; in text</p>'],
    ['a later higher heading sets the level for all', '<h4>A</h4><h3>B</h3>', '<h3>A</h3><h2>B</h2>'],
    [
      'other tags starting with h are left alone',
      '<h3>A</h3><hr><header>x</header>',
      '<h2>A</h2><hr><header>x</header>',
    ],
  ])('%s', (_name, input, expected) => {
    expect(levelHeadings(input)).toBe(expected);
  });

  it('is part of sanitising, and text that looks like a tag stays text', () => {
    expect(sanitizeArticleHtml('<h3>听声音</h3><p>&lt;h3&gt; 不是标题</p>')).toBe(
      '<h2>听声音</h2><p>&lt;h3&gt; 不是标题</p>',
    );
  });
});
