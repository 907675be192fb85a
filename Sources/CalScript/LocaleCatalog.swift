import CalRender

/// Where `set locale` and `--locale` find a locale's month titles and weekday labels: the shell
/// provides CLDR's (CalLocale), so the language itself holds no locale data.
public protocol LocaleCatalog: Sendable {
  /// The labels of a name as people write it (`ko`, `de_DE.UTF-8`, `zh-Hant`), nil if unknown.
  func labels(for name: String) -> CalendarLabels?
  /// Known names close to an unknown one, best first; empty when none is close.
  func suggestions(for name: String) -> [String]
  /// Every known name, for completion.
  var names: [String] { get }
  /// The region a name gives (`GB` of `en_GB.UTF-8`), uppercased; nil when it gives none.
  func region(of name: String) -> String?
}

extension LocaleCatalog {
  /// No region: a catalog that does not read names apart (a test's) leaves it to 1582's reform.
  public func region(of name: String) -> String? { nil }
}
