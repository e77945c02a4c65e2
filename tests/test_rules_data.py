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
