/// Saudi Arabia's Umm al-Qura calendar for AH 1343–1500 (1924-08-01 to 2077-11-16), read from
/// the table `scripts/gen-calendar-tables` writes (`UmmAlQuraTable.swift`). Month names are the
/// Islamic ones (`IslamicCalendar.monthNames`); a few early months of the published table have
/// 28 or 31 days.
public enum UmmAlQuraCalendar {}
