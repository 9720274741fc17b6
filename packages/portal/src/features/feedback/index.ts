// What the pages that finish a task use of feedback: the offer, once per session, after a payment, a
// signing or a new ticket. It loads with those pages; the form itself only when the offer is taken.
export { FeedbackOffer } from './FeedbackOffer.tsx';
