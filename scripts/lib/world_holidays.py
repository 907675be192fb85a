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
# While an entity is made: the (date, name) of every holiday the package adds, in order.
_added = None
# (entity, category, language, (English, local)) of the names translated differently on different days.
ambiguous = set()


def _patch():
    """Records each day the package adds while making an observed or moved day."""
    if getattr(HolidayBase, "_world_patched", False):
        return
    add, add_observed = HolidayBase._add_holiday, ObservedHolidayBase._add_observed

    def recording_add(self, name, *args):
        dt = add(self, name, *args)
        if _observed_depth and dt is not None:
            _observed_added.add((dt, self.tr(name)))
        if _added is not None and dt is not None:
            _added.append((dt, self.tr(name)))
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


def _made(make, category, years, language):
    """The package's holidays in `language`, and the (date, name) of each holiday it added, in order."""
    global _added
    _added = []
    try:
        made = make(categories=(category,), years=years, language=language)
        return {day: made.get_list(day) for day in made}, _added, made.tr
    finally:
        _added = None


def _catalog(tr):
    """{msgid: text} of a bound gettext method; {} for the identity (no catalog)."""
    return dict(getattr(getattr(tr, "__self__", None), "_catalog", {}) or {})


def _translator(english_tr, other_tr):
    """A function from an English name to the other language's, through the msgid both came from
    (a `%s` label such as `%s (in lieu)` around a name too); None where the catalogs do not say."""
    english = {text: msgid for msgid, text in _catalog(english_tr).items() if isinstance(msgid, str)}
    templates = [(msgid, text.split("%s")) for msgid, text in _catalog(english_tr).items()
                 if isinstance(msgid, str) and text.count("%s") == 1 and "%" not in text.replace("%s", "")]

    def simple(name):
        msgid = english.get(name, name if not english else None)
        return other_tr(msgid) if msgid is not None else None

    def translate(name):
        found = simple(name)
        if found is not None:
            return found
        for msgid, (before, after) in templates:
            if len(name) > len(before) + len(after) and name.startswith(before) and name.endswith(after):
                base = simple(name[len(before):len(name) - len(after)])
                if base is not None:
                    try:
                        return other_tr(msgid) % base
                    except (TypeError, ValueError):
                        return None
        return None

    return translate


def _translation(english, other):
    """{(date, English name): its name in the other language}. The package sorts a date's names by
    their text in each language, so names are paired by the order the package added them (the same
    code runs in every language), not by their place in a date's list; names it set otherwise, or
    renamed after, are paired by their place among the date's names left."""
    (english_days, english_added, english_tr), (other_days, other_added, other_tr) = english, other
    translate = _translator(english_tr, other_tr)
    added = {}
    if len(english_added) == len(other_added):
        for (day, name), (other_day, translated) in zip(english_added, other_added):
            if day == other_day:
                # A name added twice on a date (`National Day (in lieu)` for two holidays) may be
                # two in another language: the first stands for it.
                added.setdefault((day, name), translated)
    assert english_days.keys() == other_days.keys()
    found = {}
    for day, names in english_days.items():
        others = list(other_days[day])
        left = []
        for name in names:
            # The package's own catalogs first: the day's observed names are added in the order
            # of the date's names, which each language sorts its own way (Thailand's 2010-12-06).
            translated = translate(name)
            if translated not in others:
                translated = added.get((day, name))
            # Two names may be one in another language (Italy's `Assumption Day` and `Assumption
            # Of Mary Day` in Thai): the package lists it once.
            if translated in other_days[day]:
                if translated in others:
                    others.remove(translated)
                found[(day, name)] = translated
            else:
                left.append(name)
        assert len(left) <= len(others), (day, names, other_days[day])
        for name, translated in zip(left, others):
            found[(day, name)] = translated
    return found


def _rows(make, category, years, english, local):
    """Each (date, English, local, observed) of one entity and category, in date order, and the
    package's English holidays (for translations)."""
    _observed_added.clear()
    eng = _made(make, category, years, english)
    observed = set(_observed_added)
    local_of = _translation(eng, eng if local == english else _made(make, category, years, local))
    rows = []
    for day in sorted(eng[0]):
        for name in eng[0][day]:
            rows.append((day, name, local_of[(day, name)], (day, name) in observed))
    return rows


class Entity:
    def __init__(self, key, kind, cls, subdiv, market):
        self.key, self.kind, self.cls, self.subdiv = key, kind, cls, subdiv
        self.market = market
        self.first = cls.start_year
        self.last = min(cls.end_year, LAST_YEAR)
        self.categories = sorted(cls.supported_categories)
        self.default_language = cls.default_language
        # English variants (en_GB, en_US …) are left out: under an English locale calsh keeps the
        # package's English names.
        self.languages = sorted(lang for lang in cls.supported_languages if not lang.startswith("en"))

    def rows(self, category):
        factory = holidays.financial_holidays if self.market else holidays.country_holidays
        code = self.key.split("-")[0].upper()

        def make(**kwargs):
            return factory(code, subdiv=self.subdiv, **kwargs)

        return _rows(make, category, range(self.first, self.last + 1), None, self.default_language)

    def translations(self, category, rows):
        """Each of `languages` to the package's name in it of every (English, local) name of `rows`
        (this entity's rows in `category`): {language: {(english, local): name}}. Stops if the
        package gives other days in a language, or one name two translations."""
        factory = holidays.financial_holidays if self.market else holidays.country_holidays
        code = self.key.split("-")[0].upper()
        def make(**kwargs):
            return factory(code, subdiv=self.subdiv, **kwargs)

        years = range(self.first, self.last + 1)
        found = {}
        if not self.languages:
            return found
        english = _made(make, category, years, None)
        for language in self.languages:
            name_of = _translation(english, _made(make, category, years, language))
            counts = {}
            for day, name, local, _ in rows:
                seen = counts.setdefault((name, local), {})
                seen[name_of[(day, name)]] = seen.get(name_of[(day, name)], 0) + 1
            # Where the package's own days differ by language (Ukraine's observed days are given
            # out in the order of a date's names, which each language sorts differently), a name
            # takes the translation it has on most days.
            found[language] = {pair: max(seen, key=seen.get) for pair, seen in counts.items()}
            ambiguous.update((self.key, category, language, pair) for pair, seen in counts.items() if len(seen) > 1)
        return found


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


def package_view(out, translations_out=None):
    """Writes one line per row: entity, category, date, English, local, observed (1/0), by tabs;
    and to `translations_out` one line per entity, category, language and name: entity, category,
    language, English, local, the name in that language."""
    for entity in entities():
        for category in entity.categories:
            rows = entity.rows(category)
            for day, name, local, observed in rows:
                out.write(f"{entity.key}\t{category}\t{day.isoformat()}\t{name}\t{local}\t{int(observed)}\n")
            if translations_out is None:
                continue
            for language, mapping in entity.translations(category, rows).items():
                for (name, local), translated in mapping.items():
                    translations_out.write(f"{entity.key}\t{category}\t{language}\t{name}\t{local}\t{translated}\n")


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
