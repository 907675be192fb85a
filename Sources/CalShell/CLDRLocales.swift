import CalLocale
import CalRender
import CalScript

/// The locales `set locale`, `--locale` and the environment may name: every CLDR locale, from
/// CalLocale's generated table.
struct CLDRLocales: LocaleCatalog {
  func labels(for name: String) -> CalendarLabels? { LocaleLabels.labels(for: name) }
  func suggestions(for name: String) -> [String] { LocaleLabels.suggestions(for: name) }
  var names: [String] { LocaleLabels.names }
  func region(of name: String) -> String? { LocaleName(name)?.region }
}
