import CalLocale
import CalRender
import CalScript

/// CLDR's locales for the interpreter under test, as the shell hands them over.
struct TestLocales: LocaleCatalog {
  func labels(for name: String) -> CalendarLabels? { LocaleLabels.labels(for: name) }
  func suggestions(for name: String) -> [String] { LocaleLabels.suggestions(for: name) }
  var names: [String] { LocaleLabels.names }
}
