/** @jest-environment jsdom */
import { deviceId, likedHere, LIKES_KEPT, makeVirtualDeviceId, rememberLike, virtualDeviceId } from './device';

describe('device identity', () => {
  it('virtualDeviceId is "xy" + 8 random digits + a time stamp', () => {
    let n = 0;
    const id = makeVirtualDeviceId(() => (n++ % 10) / 10, 1763700000000);
    expect(id).toBe('xy012345671763700000000');
    expect(makeVirtualDeviceId()).toMatch(/^xy\d{8}\d{13}$/);
  });
  it('ids are created once and kept in local storage', () => {
    window.localStorage.clear();
    const first = deviceId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceId()).toBe(first);
    const virtual = virtualDeviceId();
    expect(window.localStorage.getItem('virtualDeviceId')).toBe(virtual);
  });
  it('remembers the articles this device liked, forgets an unlike, keeps the newest', () => {
    window.localStorage.clear();
    expect(likedHere(5)).toBe(false);
    rememberLike(5, true);
    rememberLike(6, true);
    expect(likedHere(5)).toBe(true);
    rememberLike(5, false);
    expect([likedHere(5), likedHere(6)]).toEqual([false, true]);
    for (let id = 100; id < 100 + LIKES_KEPT; id++) rememberLike(id, true);
    expect([likedHere(6), likedHere(100), likedHere(99 + LIKES_KEPT)]).toEqual([false, true, true]);
    window.localStorage.setItem('likedArticles', 'not json');
    expect(likedHere(100)).toBe(false);
  });
  it('keeps the posts this device liked apart from its articles', () => {
    window.localStorage.clear();
    rememberLike(7, true, 'post');
    expect([likedHere(7, 'post'), likedHere(7)]).toEqual([true, false]);
    rememberLike(7, true);
    rememberLike(7, false, 'post');
    expect([likedHere(7, 'post'), likedHere(7)]).toEqual([false, true]);
  });
});
