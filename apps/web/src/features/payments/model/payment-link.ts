/**
 * Spec §4: the payment link opens in the same window on Apple devices (Safari blocks a tab opened
 * after an await), otherwise in a new tab. The tab is opened during the click and pointed at the
 * link once it arrives, so popup blockers let it through.
 */
export function isAppleDevice(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  if (/iPhone|iPad|iPod|Macintosh|Mac OS X/.test(nav.userAgent)) return true;
  return false;
}

export interface LinkTarget {
  open: (url: string) => void;
  /** The attempt failed: close the tab opened for it. */
  cancel: () => void;
}

/** Prepares where the link will open; call it inside the click handler. */
export function prepareLinkTarget(win: Window = window): LinkTarget {
  if (isAppleDevice(win.navigator)) return { open: (url) => win.location.assign(url), cancel: () => {} };
  const tab = win.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  return {
    open: (url) => {
      if (tab && !tab.closed) tab.location.href = url;
      else win.location.assign(url);
    },
    cancel: () => tab?.close(),
  };
}
