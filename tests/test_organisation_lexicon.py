"""The organisation lexicon behind FABRICATED_ENTITY for famous names with no organisation marker."""

from __future__ import annotations

import pytest

from graph.rules import organisations
from graph.rules.organisations import Organisation, load_organisations, mentions_in
from graph.rules.text import compact_alnum


@pytest.fixture(scope="module")
def lexicon() -> tuple[Organisation, ...]:
    return load_organisations()


@pytest.fixture(scope="module")
def by_spelling(lexicon) -> dict[str, Organisation]:
    return {compact_alnum(spelling): org for org in lexicon for spelling in org.spellings}


def test_lexicon_is_large(lexicon):
    assert len(lexicon) >= 600
    kinds = {kind: sum(org.kind == kind for org in lexicon)
             for kind in ("employer", "school", "institute", "broadcaster")}
    assert kinds["employer"] >= 300 and kinds["school"] >= 150
    assert kinds["institute"] >= 40 and kinds["broadcaster"] >= 20


def test_no_spelling_belongs_to_two_entries(lexicon, by_spelling):
    spellings = [compact_alnum(s) for org in lexicon for s in org.spellings]
    assert len(spellings) == len(by_spelling)
    assert all(spellings), "an empty name or alias"


def test_duplicate_alias_is_refused(tmp_path):
    path = tmp_path / "organisations.yaml"
    path.write_text("organisations:\n"
                    "  - {name: 카카오, aliases: [Kakao], kind: employer}\n"
                    "  - {name: Kakao Corp, aliases: [K.A.K.A.O], kind: employer}\n", encoding="utf-8")
    with pytest.raises(ValueError, match="카카오.*Kakao Corp"):
        load_organisations(path)


def test_unknown_field_or_kind_is_refused(tmp_path):
    path = tmp_path / "organisations.yaml"
    path.write_text("organisations:\n  - {name: X, aliases: [], kind: employer, founded: 1999}\n", encoding="utf-8")
    with pytest.raises(ValueError, match="founded"):
        load_organisations(path)
    path.write_text("organisations:\n  - {name: X, aliases: [], kind: club}\n", encoding="utf-8")
    with pytest.raises(ValueError, match="kind"):
        load_organisations(path)


@pytest.mark.parametrize(("spelling", "name"), [
    ("SK hynix", "SK하이닉스"), ("우아한형제들", "배달의민족"), ("비바리퍼블리카", "토스"),
    ("KIHASA", "한국보건사회연구원"),
    ("Severance Hospital", "세브란스병원"), ("LSE", "London School of Economics"), ("코네", "KONE"),
    ("메리어트", "Marriott International"), ("도쿄일렉트론", "Tokyo Electron"), ("넷플릭스", "Netflix"),
    ("티비엔", "tvN"),
])
def test_spellings_resolve(by_spelling, spelling, name):
    assert by_spelling[compact_alnum(spelling)].name == name


def _named(text: str) -> list[tuple[str, str]]:
    return [(text[m.start:m.end], m.organisation.name) for m in mentions_in(text)]


@pytest.mark.parametrize(("text", "found"), [
    ("카카오와 공동으로", [("카카오", "카카오")]),
    ("쿠팡에서 근무하실 때", [("쿠팡", "쿠팡")]),
    ("카카오톡 채널로", [("카카오톡", "카카오톡")]),  # a product, not 카카오
    ("카카오페이와 제휴해", [("카카오페이", "카카오페이")]),  # the longest spelling
    ("쿠팡 라이브와 협업해", [("쿠팡 라이브", "쿠팡 라이브")]),
    ("SK하이닉스에서 Tokyo Electron 설비를", [("SK하이닉스", "SK하이닉스"), ("Tokyo Electron", "Tokyo Electron")]),
    ("the variant view on KONE's service business", [("KONE", "KONE")]),
    ("Johnson & Johnson and S&P Global", [("Johnson & Johnson", "Johnson & Johnson"), ("S&P Global", "S&P Global")]),
    ("PK/SK를 정하고", []),  # a compound of acronyms
    ("kone and the kone", []),  # an acronym in small letters
    ("이대로 가면", []),
    ("당근을 썰고", []),  # an ordinary word of an ambiguous entry
    ("Target a wider audience. We sold to Target.", [("Target", "Target Corporation")]),
])
def test_mentions(text, found):
    assert _named(text) == found


def test_documents_name_an_organisation_by_any_spelling():
    named = organisations.named_in(["SK hynix, 2019–2023; 삼성전자 협력사 대응"])
    hynix, samsung, kakao = (next(o for o in load_organisations() if o.name == n)
                             for n in ("SK하이닉스", "삼성그룹", "카카오"))
    assert organisations.is_named(hynix, "SK하이닉스", named)
    assert organisations.is_named(samsung, "삼성", named)  # the group of the documents' 삼성전자
    assert not organisations.is_named(kakao, "카카오", named)
    affiliate = organisations.named_in(["카카오페이 결제 연동"])
    assert organisations.is_named(kakao, "카카오", affiliate)  # the group of the documents' affiliate
    pay = next(o for o in load_organisations() if o.name == "카카오페이")
    assert not organisations.is_named(pay, "카카오페이", organisations.named_in(["카카오 본사"]))  # not the other way
