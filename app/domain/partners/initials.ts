/** A name's monogram for avatars and wordmarks: the first letters of its first two words ("Coral Sea Cyber" -> "CS"). */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? "")
    .join("")
    .toLocaleUpperCase("en");
}
