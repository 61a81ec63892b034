/** @jest-environment jsdom */
import { deviceId, makeVirtualDeviceId, virtualDeviceId } from './device';

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
});
