/// Edit distance, a swap of two neighbours counting as one edit (optimal string alignment):
/// `yaer` is one edit from `year`, as close as `mar` is not. Every suggestion calsh makes (names in
/// scripts, locale names, time zones) is ranked by it, over characters or bytes.
public func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
  guard !a.isEmpty else { return b.count }
  guard !b.isEmpty else { return a.count }
  var beforePrevious = Array(0...b.count)
  var previous = beforePrevious
  var current = previous
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        current[j] = min(current[j], beforePrevious[j - 2] + 1)
      }
    }
    (beforePrevious, previous, current) = (previous, current, beforePrevious)
  }
  return previous[b.count]
}
