/**
 * The native app's bridge, behind one small interface (spec §6, §8): inside the app (detected from the
 * user agent, which also carries the user id) the page asks the app to refresh its token, to clear the
 * user and log in, or to show a toast. The app injects `window.xyApp` (Android) or a WebKit message
 * handler named `xyApp` (iOS); tests install their own `window.xyApp` and watch the calls.
 */
import { detectInApp } from '../context';

export type BridgeAction = 'refreshToken' | 'clearUserAndLogin' | 'toast';

export interface NativeBridge {
  readonly inApp: boolean;
  readonly userId?: string;
  call(action: BridgeAction, payload?: Record<string, string>): boolean;
}

interface BridgeWindow {
  xyApp?: Partial<Record<BridgeAction, (payload?: string) => void>>;
  webkit?: { messageHandlers?: { xyApp?: { postMessage(message: unknown): void } } };
}

export function createBridge(
  userAgent: string,
  target: BridgeWindow | undefined = typeof window === 'undefined' ? undefined : (window as unknown as BridgeWindow),
): NativeBridge {
  const { inApp, userId } = detectInApp(userAgent);
  return {
    inApp,
    userId,
    call(action, payload) {
      if (!inApp || !target) return false;
      const android = target.xyApp?.[action];
      if (typeof android === 'function') {
        android.call(target.xyApp, payload ? JSON.stringify(payload) : undefined);
        return true;
      }
      const ios = target.webkit?.messageHandlers?.xyApp;
      if (ios) {
        ios.postMessage({ action, ...payload });
        return true;
      }
      return false;
    },
  };
}

let current: NativeBridge | undefined;

export function nativeBridge(): NativeBridge {
  current ??= createBridge(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  return current;
}
