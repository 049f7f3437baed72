/** Upper-cases ASCII letters only, so the length and every other character stay as given. */
export function asciiUpper(text: string): string {
  return text.replace(/[a-z]+/g, (s) => s.toUpperCase());
}
