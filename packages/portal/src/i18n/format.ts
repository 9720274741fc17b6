const pad = (n: number) => String(n).padStart(2, '0');

/** DD.MM.YYYY in every language (spec §9), in the site's time zone. */
export function formatDate(date: Date, timeZone = 'Europe/Helsinki'): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')}`;
}

/** HH:mm, 24-hour (spec §9). */
export function formatTime(date: Date, timeZone = 'Europe/Helsinki'): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${pad(Number(part('hour')))}:${part('minute')}`;
}
