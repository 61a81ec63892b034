/**
 * Share card addresses: what this server signs it reads back, square or wide; a changed card, a changed
 * signature, another secret or a card the schema refuses is nobody's card.
 */
import { readShareCard, shareCardPath, shareCardSecret, type ShareCard } from './shareCard';

const SECRET = 'a secret of this server';
const card: ShareCard = { kind: 'person', name: '孙悦', about: 'Correspondent', avatar: 'https://p.example/a.jpg' };

/** The file and the card payload of a path. */
function parts(path: string): [string, string | null] {
  const url = new URL(path, 'https://m.example');
  return [url.pathname.split('/').pop()!, url.searchParams.get('c')];
}

describe('share card addresses', () => {
  it('read back what they were signed with, wide and square', () => {
    expect(readShareCard(...parts(shareCardPath(card, SECRET)), SECRET)).toEqual({ card, square: false });
    const square = shareCardPath(card, SECRET, { square: true });
    expect(square).toMatch(/^\/share-card\/[A-Za-z0-9_-]{32}-square\.jpg\?c=/);
    expect(readShareCard(...parts(square), SECRET)).toEqual({ card, square: true });
  });

  it('change with what the card shows', () => {
    expect(shareCardPath(card, SECRET)).not.toBe(shareCardPath({ ...card, name: '林海' }, SECRET));
  });

  it('are refused when anything of them is not this server’s', () => {
    const [file, payload] = parts(shareCardPath(card, SECRET));
    const forged = Buffer.from(JSON.stringify({ ...card, name: 'Fake news' })).toString('base64url');
    expect(readShareCard(file, forged, SECRET)).toBeUndefined();
    expect(readShareCard(file, payload, 'another secret')).toBeUndefined();
    expect(readShareCard(file.replace('.jpg', '-square.jpg'), payload, SECRET)).toBeUndefined();
    expect(readShareCard(`${'A'.repeat(32)}.jpg`, payload, SECRET)).toBeUndefined();
    expect(readShareCard('card.png', payload, SECRET)).toBeUndefined();
    expect(readShareCard(file, null, SECRET)).toBeUndefined();
    // signed, but not a card: a picture that is not a web address
    const notCard = { kind: 'picture', picture: 'file:///etc/passwd', title: 't' } as unknown as ShareCard;
    expect(readShareCard(...parts(shareCardPath(notCard, SECRET)), SECRET)).toBeUndefined();
  });

  it('are signed with the card secret, else the webhook’s, else not at all', () => {
    expect(shareCardSecret({ SHARE_CARD_SECRET: 'c', REVALIDATE_SECRET: 'r' })).toBe('c');
    expect(shareCardSecret({ REVALIDATE_SECRET: 'r' })).toBe('r');
    expect(shareCardSecret({})).toBeUndefined();
  });
});
