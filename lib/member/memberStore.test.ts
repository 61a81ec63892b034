/** @jest-environment jsdom */
import { clearLogin, readMember, saveLogin } from './memberStore';

const login = {
  id: 7,
  nickname: '读者7006',
  head: '',
  phone: '132****7006',
  token: 't'.repeat(32),
  accessToken: 'a'.repeat(32),
  refreshToken: 'r'.repeat(32),
};

afterEach(() => window.localStorage.clear());

it('keeps the member beside their token and reads them back by id', () => {
  saveLogin(login);
  expect(readMember()).toEqual({
    id: 7,
    nickname: '读者7006',
    head: '',
    phone: '132****7006',
    accessToken: login.accessToken,
  });
  clearLogin();
  expect(readMember()).toBeUndefined();
});

it('still reads a member kept as the platform spelled them (userid), so no reader is logged out', () => {
  saveLogin(login);
  window.localStorage.setItem('member', JSON.stringify({ userid: 7, nickname: '读者7006', head: '', phone: '' }));
  expect(readMember()).toMatchObject({ id: 7, nickname: '读者7006' });
});

it('reads no member from a damaged entry or without a token', () => {
  saveLogin(login);
  window.localStorage.setItem('member', '{"id":');
  expect(readMember()).toBeUndefined();
  window.localStorage.setItem('member', JSON.stringify({ id: 0, nickname: 'x' }));
  expect(readMember()).toBeUndefined();
  window.localStorage.setItem('member', JSON.stringify({ id: 7, nickname: 'x' }));
  window.localStorage.removeItem('accessToken');
  expect(readMember()).toBeUndefined();
});
