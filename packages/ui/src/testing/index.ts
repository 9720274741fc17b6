/**
 * For a consumer's tests in jsdom, which has no canvas, layout or size observer: what a page with a
 * chart needs to draw it there (`installCanvasStubs()`, before the page renders).
 */
export { installCanvasStubs } from '../charts/testCanvas.ts';
