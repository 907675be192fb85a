import CalendarCore

/// `doomsday DATE`: the weekday by John Conway's Doomsday rule, a method for the head.
enum DoomsdayCommand {
  static let doomsday = Command(
    "doomsday", group: .math, kind: .valueCommand, usage: "doomsday DATE",
    summary: "the weekday of a date by Conway's Doomsday rule (explain doomsday DATE shows the steps)",
    details: "Every year, 4/4, 6/6, 8/8, 10/10, 12/12, 9/5, 5/9, 11/7, 7/11, 14 March and the last day of "
      + "February fall on the same weekday, the year's doomsday (so do 3 January, or 4 in a leap year). "
      + "The doomsday of a year is its century's (Tuesday for 2000–2099, Wednesday for 1900–1999, Friday "
      + "for 1800–1899, Sunday for 2100–2199) moved on by the dozens of years, the years left over and the "
      + "leap years among those; count from the month's doomsday date to the day. Gregorian calendar.",
    examples: ["doomsday 2023-02-01", "explain doomsday 2023-02-01"], ofDate: .doomsday)
}
