import { useEffect } from 'react';

/** react-aria's `aria-labelledby` announcements: an image named by other elements of the page. */
const LABELLED_ANNOUNCEMENTS = '[data-live-announcer] [role="img"][aria-labelledby]';

/**
 * Removes react-aria announcements whose `aria-labelledby` names only elements that are no longer
 * in the document. Returns how many it removed.
 */
export function dropOrphanAnnouncements(root: Document = document): number {
  let removed = 0;
  for (const node of root.querySelectorAll<HTMLElement>(LABELLED_ANNOUNCEMENTS)) {
    const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.some((id) => root.getElementById(id))) {
      node.remove();
      removed += 1;
    }
  }
  return removed;
}

/**
 * Keeps react-aria's live announcer free of announcements that point at removed elements (e.g. a
 * pending submit button that unmounted), which axe reports as `role-img-alt` (WCAG 1.1.1). Watches
 * the document with a MutationObserver, so late announcements are caught too. Mount once at the
 * app root (and once in Storybook's preview); renders nothing. See docs/decisions.md.
 */
export function LiveAnnouncerSweeper(): null {
  useEffect(() => {
    dropOrphanAnnouncements();
    const observer = new MutationObserver(() => {
      dropOrphanAnnouncements();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      // Changes made in the same commit as this unmount are still pending: handle them now.
      observer.takeRecords();
      observer.disconnect();
      dropOrphanAnnouncements();
    };
  }, []);
  return null;
}
