/**
 * Today's calendar day in India (`YYYY-MM-DD`), as the server counts days: the default and latest
 * payment date, file names of exports, the attendance day filter.
 */
export function indiaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
