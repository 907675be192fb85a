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
}
