import { safeHtml, withSafeContent } from './richText';

describe('richText: CMS HTML outside an article, sanitised by its loader', () => {
  it('keeps the text and drops scripts and handlers', () => {
    const clean = safeHtml(
      '<p>凭票入场</p><script>window.__hit = 1</script><img src="https://img.test/a.jpg" onerror="x()">',
    );
    expect(clean).toContain('<p>凭票入场</p>');
    expect(clean).not.toMatch(/script|onerror/);
  });

  it('sanitises only the content and keeps the rest of the item', () => {
    const item = withSafeContent({ id: 7, title: '<b>t</b>', content: '<a href="javascript:alert(1)">x</a>' });
    expect(item).toMatchObject({ id: 7, title: '<b>t</b>' });
    expect(item.content).not.toContain('javascript:');
  });
});
