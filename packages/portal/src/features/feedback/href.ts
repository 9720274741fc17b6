/** The feedback page, which the footer links to. */
export const feedbackHref = '/feedback';
