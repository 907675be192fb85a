import CalRender
import Testing

@testable import CalLocale

@Suite struct LocaleLabelsTests {
  @Test func placeholder() { #expect(LocaleLabels.labels(for: "ko") != nil) }
}
