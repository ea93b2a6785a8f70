/**
 * localStorage for the page script. Using it throws where the browser blocks storage (privacy settings, some private
 * windows): a read then finds nothing, and a write that fails is logged and skipped, so the page's behaviour goes on.
 */

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** A stored JSON value; null when there is none or it is not JSON. */
export function readStoredJson(key: string): unknown {
  try {
    return JSON.parse(readStorage(key) ?? "null");
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not store ${key}`, error);
  }
}
