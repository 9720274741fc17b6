/** The waits between two asks of a polling saga: soon at first, then less and less often, never above `max`. */
export function* backoff(first: number, max: number, factor = 1.5): Generator<number, never> {
  let wait = first;
  for (;;) {
    yield wait;
    wait = Math.min(max, Math.round(wait * factor));
  }
}
