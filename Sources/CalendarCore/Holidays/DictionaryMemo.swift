extension Dictionary {
  /// The value at `key`, made by `make` and kept there the first time it is asked for: the
  /// holiday data's memos decode a list, a language or a name once.
  mutating func value(at key: Key, orMaking make: () -> Value) -> Value {
    if let found = self[key] { return found }
    let made = make()
    self[key] = made
    return made
  }
}
