/**
 * The usage point picker other features draw (charts, outages): it searches the client's points on
 * the server, so a client with thousands of them never loads them all. It loads with their pages,
 * and its texts with it (`pickerTexts`, awaited where its code is).
 */
export { PointSearch, type PointSearchProps } from './PointSearch.tsx';
export { loadPickerOptions, loadPlacedPoint, usePlacedPointQuery, useRememberPoint } from './api.ts';
export { placeText } from './options.ts';
export { pickerTexts } from './texts.ts';
