/**
 * Device identity kept in local storage (spec §3): a random UUID as the device id, and virtualDeviceId
 * ("xy" + random digits + a time stamp). On the server (no storage) the device is "server".
 */
export const DEVICE_ID_KEY = 'deviceId';
export const VIRTUAL_DEVICE_ID_KEY = 'virtualDeviceId';

export function makeVirtualDeviceId(random: () => number = Math.random, now = Date.now()): string {
  const digits = Array.from({ length: 8 }, () => Math.floor(random() * 10)).join('');
  return `xy${digits}${now}`;
}

function randomUuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
    const r = (Math.random() * 16) | 0;
    return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16);
  });
}

function stored(key: string, make: () => string): string {
  if (typeof window === 'undefined') return 'server';
  try {
    const existing = window.localStorage.getItem(key);
    if (existing) return existing;
    const value = make();
    window.localStorage.setItem(key, value);
    return value;
  } catch {
    return make();
  }
}

export function deviceId(): string {
  return stored(DEVICE_ID_KEY, randomUuid);
}

export function virtualDeviceId(): string {
  return stored(VIRTUAL_DEVICE_ID_KEY, () => makeVirtualDeviceId());
}
