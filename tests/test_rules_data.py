"""The rules' word lists kept as data (graph/rules/*.yaml): well-formed, no duplicates, no form two tables hold."""

from collections import Counter

from graph.rules import text


def test_every_particle_belongs_to_one_role():
    forms = Counter(form for forms in text.KOREAN["roles"].values() for form in forms)
    assert [form for form, count in forms.items() if count > 1] == []
    assert all(form and form.strip() == form for form in forms)


def test_the_particles_strip_particle_takes_off_are_particles_of_a_role():
    roles = {form for forms in text.PARTICLE_ROLES.values() for form in forms}
    paired = [form for pair in text.KOREAN["paired"] for form in pair]
    assert len(paired) == len(set(paired)) and all(len(pair) == 2 for pair in text.KOREAN["paired"])
    assert len(text.KOREAN["after_any"]) == len(set(text.KOREAN["after_any"]))
    assert set(paired) - roles == set() and set(text.KOREAN["after_any"]) - roles == set()
    assert set(paired) & set(text.KOREAN["after_any"]) == set()  # a form is stripped one way only


def test_a_pattern_names_roles_and_gets_their_forms_longest_first():
    assert text.particles("object", "instrument") == "으로|로|를|을"
    assert text.particles("quoting") == "이라는|라는"


def test_the_month_names_are_twelve_told_apart_by_their_first_three_letters():
    from graph.rules import dates

    assert len(dates.MONTHS) == 12 and len(set(dates.MONTH_ABBREVIATIONS)) == 12
    assert all(month.isalpha() and month.islower() for month in dates.MONTHS)
    assert [dates.month_number(month) for month in dates.MONTHS] == list(range(1, 13))


def test_the_words_for_today_compile_once_each_and_are_no_month():
    import re

    from graph.rules import dates

    present = dates.PRESENT_WORDS
    assert len(present) == len(set(present)) and all(re.compile(word) for word in present)
    assert not [word for word in present if re.fullmatch(word, "march") or word[:3] in dates.MONTH_ABBREVIATIONS]
    assert dates.range_in("2019.03 ~ 현재") == ((2019, 3), (dates.CURRENT, None))


def test_every_number_word_of_a_duration_stands_once_with_a_value():
    from pathlib import Path

    from graph.rules import durations
    from graph.rules.lexicon import read_data

    numbers = read_data(Path(durations.__file__).with_name("durations.yaml"))
    english, korean = numbers["english"], numbers["korean"]
    assert set(english) & set(korean) == set() and len(durations.NUMBER_WORDS) == len(english) + len(korean)
    assert all(isinstance(value, int) and 0 < value <= 20 for value in durations.NUMBER_WORDS.values())
    assert all(word.isalpha() for word in durations.NUMBER_WORDS)
    assert [d.months for d in durations.claimed_durations("다섯 해 동안 X에서, over your twelve years at Y")] == [60, 144]


def test_the_role_words_and_stopwords_of_timeline_stand_once_each():
    from pathlib import Path

    from graph.rules import dates, roles, timeline
    from graph.rules.lexicon import read_data

    role_words = read_data(Path(roles.__file__).with_name("roles.yaml"))
    stopwords = read_data(Path(timeline.__file__).with_name("timeline.yaml"))["stopwords"]
    lists = [role_words["positions"], role_words["generic_role_words"], *stopwords.values()]
    assert all(len(entries) == len(set(entries)) and all(isinstance(w, str) and w == w.strip() for w in entries)
               for entries in lists)
    assert all(w == w.lower() for w in role_words["generic_role_words"] + stopwords["english"])
    assert set(stopwords["english"]) & {*dates.MONTHS, *dates.MONTH_ABBREVIATIONS} == set()  # added from dates
    assert set(stopwords["korean"]) & set(stopwords["english"]) == set()
