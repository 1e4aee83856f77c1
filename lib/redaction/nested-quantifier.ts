/**
 * Whether a regex source repeats a group that itself repeats (`(a+)+`, `(\w*)*`, `(x{2,})+`):
 * the shape of catastrophic backtracking. Escapes and character classes are skipped; a group
 * counts as repeating when any quantifier appears inside it at any depth.
 */
export function hasNestedQuantifier(source: string): boolean {
  const groups: boolean[] = []; // per open group: a quantifier seen inside it
  let inClass = false;
  let lastClosedHadQuantifier = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === "\\") {
      i++;
      lastClosedHadQuantifier = false;
      continue;
    }
    if (inClass) {
      if (char === "]") inClass = false;
      continue;
    }
    const isQuantifier =
      char === "*" || char === "+" || (char === "{" && /^\{\d+,?\d*\}/.test(source.slice(i)));
    if (isQuantifier) {
      if (lastClosedHadQuantifier) return true;
      if (groups.length > 0) groups[groups.length - 1] = true;
      lastClosedHadQuantifier = false;
      continue;
    }
    lastClosedHadQuantifier = false;
    if (char === "[") inClass = true;
    else if (char === "(") groups.push(false);
    else if (char === ")") {
      const hadQuantifier = groups.pop() ?? false;
      if (hadQuantifier && groups.length > 0) groups[groups.length - 1] = true;
      lastClosedHadQuantifier = hadQuantifier;
    }
  }
  return false;
}
