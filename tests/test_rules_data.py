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


# --- premises.yaml and frames.yaml: the word tables of the names check and of the frames ---------------------------

def _tables(words: dict, prefix: str = "") -> dict[str, list[str]]:
    """Every list of a data file by its dotted key ("generic_ko.settings")."""
    found = {}
    for key, value in words.items():
        found.update(_tables(value, f"{prefix}{key}.") if isinstance(value, dict) else {prefix + key: value})
    return found


def _words_tables():
    from graph.rules import frames, premises
    return {"premises": _tables(premises.WORDS), "frames": _tables(frames.WORDS)}


# Lists that share words by design, each read by another pattern for another question: a bare organisation suffix
# or credential marker is itself no name ("대학", "자격"); a partner word opens a name and also names a party by its
# kind ("협력사였던 X", "협력사에 납품"); "기사" is a marker and a title's ending; place words are read after a known
# name, certified things before a certification, ranks before a credential; in the frames, the past forms after
# "you" and the past of a change, the present after "you" and the nouns after "your", the verbs of a whether-question
# and of a request.
_SHARED_BY_DESIGN = {
    ("premises", "organisation_suffixes", "generic_ko.words"), ("premises", "organisation_suffixes", "parties_ko"),
    ("premises", "organisation_suffixes", "place_words"), ("premises", "credentials.markers", "credentials.endings"),
    ("premises", "credentials.markers", "generic_ko.words"), ("premises", "credentials.endings", "generic_ko.words"),
    ("premises", "credentials.certified_things", "generic_ko.settings"),
    ("premises", "credentials.certified_things", "unit_suffixes_ko.units"),
    ("premises", "credentials.ranks", "generic_ko.words"),
    ("premises", "partners.ko", "generic_ko.words"), ("premises", "partners.ko", "generic_ko.settings"),
    ("premises", "partners.ko", "parties_ko"), ("premises", "generic_ko.settings", "place_words"),
    ("premises", "unit_suffixes_ko.units", "place_words"),
    ("frames", "irregular_past", "past_of_change"), ("frames", "present_own", "own_nouns"),
    ("frames", "whether_verbs", "request_verbs"),
}


def test_every_word_table_is_a_list_of_distinct_words_that_compile():
    import re
    for tables in _words_tables().values():
        for key, words in tables.items():
            assert isinstance(words, list) and words, key
            assert all(isinstance(w, str) and w and w.strip() == w for w in words), key
            assert len(words) == len(set(words)), (key, [w for w, n in Counter(words).items() if n > 1])
            for word in words:
                re.compile(word)


def test_no_word_is_in_two_tables_of_one_file_but_by_design():
    from itertools import combinations
    for name, tables in _words_tables().items():
        for (a, x), (b, y) in combinations(tables.items(), 2):
            if (name, a, b) not in _SHARED_BY_DESIGN:
                assert set(x) & set(y) == set(), (name, a, b)


def test_no_generic_word_is_one_the_names_check_rejects_already():
    from graph.rules import premises
    redundant = [w for w in premises._GENERIC_KO if len(w) < 2 or premises._UNIT_SUFFIX_KO.search(w)
                 or premises._PARTY_KO.search(w)]
    assert redundant == []


def _repeated(items):
    return [item for item, count in Counter(items).items() if count > 1]


def test_protected_phrasings_compile_and_belong_to_one_topic():
    import re

    from graph.rules import protected

    data = protected._DATA
    for topic, patterns in protected.QUESTION_PATTERNS.items():
        assert patterns and _repeated(patterns) == [], topic
        for pattern in patterns:
            re.compile(pattern)
    assert _repeated(pattern for patterns in data["question_patterns"].values() for pattern in set(patterns)) == []
    assert _repeated(data["demonyms"]) == []
    for table in ("work_context", "personal_labels", "personal_facts"):
        for topic, words in data[table].items():
            assert words and _repeated(words) == [], (table, topic)
            for word in words:
                re.compile(word)
    # a work word every topic shares is not written again under one topic; a label or a fact names one topic
    assert [(topic, word) for topic, words in data["work_context"].items() for word in words
            if word in data["shared_work_context"]] == []
    assert _repeated(data["shared_work_context"]) == []
    for table in ("personal_labels", "personal_facts"):
        assert _repeated(word for words in data[table].values() for word in set(words)) == [], table


def test_every_statutory_ground_names_a_topic_with_phrasings():
    from graph.rules import protected

    topics = {topic for grounds in protected.STATUTORY_GROUNDS.values() for topic in grounds.values()}
    assert topics - set(protected.QUESTION_PATTERNS) == set()
    assert set(protected._DATA["work_context"]) <= set(protected.QUESTION_PATTERNS)


def test_a_data_pattern_is_joined_and_its_names_filled():
    assert text.data_pattern("a|\nb{0,2}{word}(?:{particles:object})", {"word": "c"}) == "a|b{0,2}c(?:를|을)"


def test_injection_families_compile_and_no_pattern_is_written_twice():
    import re

    from graph.rules import injection

    data = injection._DATA
    for name, patterns in injection.INJECTION_FAMILIES.items():
        assert patterns, name
        for pattern in patterns:
            re.compile(pattern, re.IGNORECASE | re.MULTILINE)
    written = [str(entry) for entries in data["families"].values() for entry in entries]
    assert _repeated(written) == []  # not twice in a family, nor in two families
    assert all(isinstance(entry, str) or set(entry) <= {"korean_order", "chained"}
               for entries in data["families"].values() for entry in entries)
    for name, piece in data["vocabulary"].items():
        assert isinstance(piece, str) or _repeated(piece) == [], name
        re.compile(injection._PIECES[name])


def test_the_tables_that_read_a_disguise_back_are_one_to_one():
    from graph.rules import injection

    data = injection._DATA
    assert all(len(sign) == 1 and len(letter) == 1 for sign, letter in data["leet"].items())
    readings = data["hanja_readings"]
    assert all(len(hanja) == len(hangul) for hanja, hangul in readings.items())
    assert _repeated("".join(readings)) == []  # a Hanja has one reading


def test_the_patterns_name_particles_by_role_not_by_an_inline_list():
    import re
    from pathlib import Path

    roles = {frozenset(forms) for forms in text.PARTICLE_ROLES.values()}
    inline = re.compile(r"\((?:\?:)?((?:[가-힣]+\|)+[가-힣]+)\)")
    for name in ("injection.yaml", "protected.yaml"):
        source = (Path(text.__file__).parent / name).read_text(encoding="utf-8")
        for group in inline.findall(source):
            forms = set(group.split("|"))
            covered = [role for role in roles if role <= forms]
            assert not covered or set().union(*covered) != forms, (name, group)  # write {particles:role,…}


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
    claimed = durations.claimed_durations("다섯 해 동안 X에서, over your twelve years at Y")
    assert [d.months for d in claimed] == [60, 144]


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


def _figure_tables():
    from graph.rules import figures

    return figures._TABLES


def test_every_figure_pattern_compiles_and_names_no_spelling_twice():
    import re

    tables = _figure_tables()
    spellings = [spelling for unit in tables["units"] for spelling in unit["spellings"]]
    lists = ("not_figures", "versioned_names", "metric_names", "approximate_before", "approximate_after",
             "achieved_after", "achieved_before", "result_words_korean", "result_words_english")
    for pattern in spellings + [entry for name in lists for entry in tables[name]]:
        re.compile(pattern)
    for entries in [spellings, *(tables[name] for name in lists)]:
        assert [entry for entry, count in Counter(entries).items() if count > 1] == []
    assert all(isinstance(unit["factor"], float) and unit["factor"] > 0 for unit in tables["units"])


def test_a_figure_word_belongs_to_one_table():
    tables = _figure_tables()
    assert set(tables["approximate_before"]) & set(tables["approximate_after"]) == set()
    assert set(tables["achieved_after"]) & set(tables["result_words_korean"]) == set()
    assert set(tables["achieved_before"]) & set(tables["result_words_english"]) == set()
    stopwords = tables["anchor_stopwords"]
    for words in stopwords.values():
        assert len(words.split()) == len(set(words.split()))
    assert set(stopwords["english"].split()) & set(stopwords["korean"].split()) == set()
    assert set(tables["period_words"].values()) <= set(tables["period_days"])


def test_korean_number_words_are_digits_of_one_kind():
    words = text.KOREAN["number_words"]
    assert set(words["within_section"]) & set(words["sections"]) == set()
    assert all(len(word) == 1 and value >= 10 for kind in words.values() for word, value in kind.items())


def test_content_words_drop_a_readers_stopwords_particles_and_figures():
    stoplist = text.Stoplist(frozenset({"the", "at"}), frozenset({"평균"}), shortest_english=3, skip_figures=True)
    assert text.content_words("the gross revenue retention at 97%", stoplist) == ["gross", "revenue", "retention"]
    assert text.content_words(["재작업률을", "평균", "12.5%에서", "accounts"], stoplist) == ["재작업률", "account"]
    acronyms = text.Stoplist(frozenset(), frozenset(), acronyms=True)
    assert text.content_words("AWS Lambda 3개월간", acronyms) == ["AWS", "lambda", "개월간"]


def test_the_versioned_products_are_entries_of_the_technology_catalogue():
    from graph.rules.catalogue import load_catalogue

    products = _figure_tables()["versioned_products"]
    assert len(products) == len(set(products))
    assert set(products) <= {technology.name for technology in load_catalogue()}
    assert _figure_tables()["versioned_names"].count("{versioned_products}") == 1


def test_what_a_model_reads_beyond_fold_is_one_table_a_character():
    data = text._AS_READ
    drop, blank = "".join(data["drop"]), "".join(data["blank"])
    lookalikes = {**data["lookalikes"]["letters"], **data["lookalikes"]["marks"]}
    assert all(len(char) == 1 for char in (*data["drop"], *data["blank"], *lookalikes.values()))
    assert _repeated(drop + blank + "".join(data["lookalikes"]["letters"]) + "".join(data["lookalikes"]["marks"])) == []
    assert {ord(char) for char in lookalikes} & (set(text._LOOKALIKES) | set(text._BLANKS)) == set()  # fold maps them
    assert text.model_reading("i\u00adg\u200bn\u2800ore ТНЕ “rules” 😀 now") == 'ign ore THE "rules" now'
    jamo = data["jamo"]
    assert len(jamo["initials"]) == 19 and len(jamo["medials"]) == 21 and len(jamo["finals"]) == 27
    assert text.compose_jamo("ㅁㅜㅅㅣㅎㅏㄹ") == "무시할"
