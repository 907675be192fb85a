import CalendarCore

/// Edit distance over characters (the core's `editDistance`), for the modules that read text.
public func editDistance(_ a: String, _ b: String) -> Int {
  CalendarCore.editDistance(Array(a), Array(b))
}
