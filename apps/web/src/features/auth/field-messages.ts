/** Several server messages as one sentence list: "Invalid email format. Age must be between 18 and 80." */
export function joinMessages(messages: readonly string[]): string {
  return messages
    .map((m) => m.trim().replace(/[.!]+$/, ''))
    .filter(Boolean)
    .map((m) => `${m}.`)
    .join(' ');
}
