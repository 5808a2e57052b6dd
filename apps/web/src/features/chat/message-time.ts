/** "3:42 PM" today, "Nov 18, 3:42 PM" this year, "Nov 18, 2025, 3:42 PM" before. */
export function messageTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString('en-CA', { hour: 'numeric', minute: '2-digit' });
  if (at.toDateString() === now.toDateString()) return time;
  const date = at.toLocaleDateString('en-CA', {
    month: 'short',
    day: 'numeric',
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
  return `${date}, ${time}`;
}
