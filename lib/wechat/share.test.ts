/** @jest-environment jsdom */
import { shareDataFromHead, signedUrl } from './share';

describe('WeChat share data', () => {
  it('comes from the page’s share tags, with a share stamp on the link', () => {
    document.head.innerHTML = `
      <meta property="og:title" content="标题">
      <meta property="og:description" content="摘要">
      <meta property="og:url" content="https://m.example.com/newsDetail/1.html">
      <meta property="og:image" content="https://m.example.com/a.jpg">`;
    expect(shareDataFromHead(document.head, 'https://x', 1700000000000)).toEqual({
      title: '标题',
      desc: '摘要',
      link: 'https://m.example.com/newsDetail/1.html?isShare=true&shareTime=1700000000000',
      imgUrl: 'https://m.example.com/a.jpg',
    });
  });
  it('takes the page’s square share card where it names one', () => {
    document.head.innerHTML = `
      <meta property="og:title" content="标题">
      <meta property="og:image" content="https://m.example.com/share-card/a.jpg?c=x">
      <meta name="wechat:image" content="https://m.example.com/share-card/a-square.jpg?c=x">`;
    expect(shareDataFromHead(document.head, 'https://x')?.imgUrl).toBe(
      'https://m.example.com/share-card/a-square.jpg?c=x',
    );
  });
  it('gives nothing for a page closed to sharing (no share tags)', () => {
    document.head.innerHTML = '<title>x</title>';
    expect(shareDataFromHead(document.head, 'https://x')).toBeUndefined();
  });
  it('signs the address without its fragment', () => {
    expect(signedUrl('https://m.example.com/a.html?x=1#comments')).toBe('https://m.example.com/a.html?x=1');
  });
});
