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
