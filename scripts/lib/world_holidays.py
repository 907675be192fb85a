"""The package's view of every holiday: python-holidays (PyPI `holidays`) at the pinned version, as
rows of (entity, category, date, English name, local name, observed), shared by
scripts/gen-world-holidays and scripts/check-world-holidays.

An entity is a country (`gb`), a subdivision (`gb-sct`: the country's code, a dash, the package's
subdivision code) or a financial market (`xnys`, its subdivisions `enx-xpar`), each with the
categories it supports, over the years from its `start_year` through min(`end_year`, 2100).

English names: the package's own strings (what it gives with no `language`, at 0.109 its untranslated
English source text). Local names: its translation into the entity's `default_language` (the English
strings where that is unset).
The package marks no day as observed: a row is marked when `_add_observed` or `_move_holiday` made
it (a day off in place of a holiday, "(observed)", "substitute", a moved day).
"""

import datetime

import holidays
from holidays.holiday_base import HolidayBase
from holidays.observed_holiday_base import ObservedHolidayBase

VERSION = "0.109"
LAST_YEAR = 2100

_observed_depth = 0
_observed_added = set()


def _patch():
    """Records each day the package adds while making an observed or moved day."""
    if getattr(HolidayBase, "_world_patched", False):
        return
    add, add_observed = HolidayBase._add_holiday, ObservedHolidayBase._add_observed

    def recording_add(self, name, *args):
        dt = add(self, name, *args)
        if _observed_depth and dt is not None:
            _observed_added.add((dt, self.tr(name)))
        return dt

    def recording_observed(self, *args, **kwargs):
        global _observed_depth
        _observed_depth += 1
        try:
            return add_observed(self, *args, **kwargs)
        finally:
            _observed_depth -= 1

    HolidayBase._add_holiday = recording_add
    ObservedHolidayBase._add_observed = recording_observed
    HolidayBase._world_patched = True


def _rows(make, category, years, english, local):
    """Each (date, English, local, observed) of one entity and category, in date order."""
    _observed_added.clear()
    eng = make(categories=(category,), years=years, language=english)
    eng_days = {day: eng.get_list(day) for day in eng}
    observed = set(_observed_added)
    if local == english:
        loc_days = eng_days
    else:
        loc = make(categories=(category,), years=years, language=local)
        loc_days = {day: loc.get_list(day) for day in loc}
    assert eng_days.keys() == loc_days.keys()
    rows = []
    for day in sorted(eng_days):
        names, local_names = eng_days[day], loc_days[day]
        assert len(names) == len(local_names), (day, names, local_names)
        for name, local_name in zip(names, local_names):
            rows.append((day, name, local_name, (day, name) in observed))
    return rows


class Entity:
    def __init__(self, key, kind, cls, subdiv, market):
        self.key, self.kind, self.cls, self.subdiv = key, kind, cls, subdiv
        self.market = market
        self.first = cls.start_year
        self.last = min(cls.end_year, LAST_YEAR)
        self.categories = sorted(cls.supported_categories)
        self.default_language = cls.default_language

    def rows(self, category):
        factory = holidays.financial_holidays if self.market else holidays.country_holidays
        code = self.key.split("-")[0].upper()

        def make(**kwargs):
            return factory(code, subdiv=self.subdiv, **kwargs)

        return _rows(make, category, range(self.first, self.last + 1), None, self.default_language)


def entities():
    """Every country, subdivision and market, countries first, in code order."""
    _patch()
    found = []
    for market, listing in ((False, holidays.list_supported_countries(include_aliases=False)),
                            (True, holidays.list_supported_financial(include_aliases=False))):
        factory = holidays.financial_holidays if market else holidays.country_holidays
        for code in sorted(listing):
            cls = type(factory(code))
            kind = "market" if market else "country"
            found.append(Entity(code.lower(), kind, cls, None, market))
            for subdiv in cls.subdivisions:
                found.append(Entity(f"{code.lower()}-{subdiv.lower()}", "subdivision", cls, subdiv, market))
    return found


def package_view(out):
    """Writes one line per row: entity, category, date, English, local, observed (1/0), by tabs."""
    for entity in entities():
        for category in entity.categories:
            for day, name, local, observed in entity.rows(category):
                out.write(f"{entity.key}\t{category}\t{day.isoformat()}\t{name}\t{local}\t{int(observed)}\n")


def registry_names():
    """Each code's name (the package's class name, words split) and its aliases, by lower-case code."""
    import re

    from holidays import registry

    found = {}
    for table in (registry.COUNTRIES, registry.FINANCIAL):
        for entry in table.values():
            class_name, code, *aliases = entry
            words = re.sub(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", " ", class_name)
            found[code.lower()] = (words, [alias.lower() for alias in aliases])
    return found
