/**
 * React Aria announces a button that turns pending (Sign, Send notice) by adding a node to its hidden
 * live log that names the button (`role="img"`, `aria-labelledby` its id), and removes the node 7 s
 * later. A screen reader reads it once, as it is added. When the page moves on within those seconds, the
 * node names an element that is gone: an image without a name to anyone who walks the page. Those spent
 * nodes go as soon as the page changes; announcements that still name something stay.
 */
export function pruneSpentAnnouncements(doc: Document = document): void {
  for (const node of doc.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.some((id) => doc.getElementById(id))) node.remove();
  }
}
