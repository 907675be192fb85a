import CalRender

/// SVG and HTML pictures of calendar views and tables.
extension Printer {
  func drawCalendarPicture(_ value: Value, as kind: PictureFormat, of inner: Format?) throws {
    throw noPicture(of: value, as: kind)
  }
}
