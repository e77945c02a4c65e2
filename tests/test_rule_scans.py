"""The rule scans over a document are linear in it (issue 22, M3): a text of n words costs a bounded amount per
word, whatever the words are, and so do its mentions and its roles. Counted, not timed: the scans are given lists
and a text that count what is read from them, on a text and on one twice as long (the seconds are
`tests/bench_rules.py`'s)."""

from __future__ import annotations

import pytest

from graph.rules import organisations, technology, timeline

SIZES = (2_000, 4_000)  # characters; the second text is the first one twice over


class CountedReads(list):
    """A list that counts the items read from it: by index, by slice, or by iterating."""

    def __init__(self, items) -> None:
        super().__init__(items)
        self.reads = 0

    def __getitem__(self, key):
        item = super().__getitem__(key)
        self.reads += len(item) if isinstance(key, slice) else 1
        return item

    def __iter__(self):
        for item in super().__iter__():
            self.reads += 1
            yield item


class CountedText(str):
    """A text that counts the characters copied out of it by indexing and slicing."""

    copied = 0

    def __getitem__(self, key):
        part = super().__getitem__(key)
        self.copied += len(part)
        return part


def _text(pattern: str, size: int) -> str:
    return (pattern * (size // len(pattern) + 1))[:size]


def _costs(words, scan, text: str) -> tuple[int, int, int]:
    """(words, words read, characters copied) for one scan of the text."""
    counted, counted_text = CountedReads(words), CountedText(text)
    scan(counted, counted_text)
    return len(counted), counted.reads, counted_text.copied


def _assert_linear(costs: dict[int, tuple[int, int, int]]) -> None:
    """The reads and copies per word do not grow with the text (give or take its start); a rescan of all the text
    before or after every word, the quadratic scan, reads or copies twice as much per word in a text twice as long."""
    (words, reads, copied), (words_2, reads_2, copied_2) = costs[SIZES[0]], costs[SIZES[1]]
    assert words_2 > 1.9 * words
    assert reads_2 / words_2 <= 1.1 * reads / words and copied_2 / words_2 <= 1.1 * copied / words, costs
    assert reads <= words * (_LONGEST_SPELLING_CHARS + 2), costs


_LONGEST_SPELLING_CHARS = max(map(len, technology.lexicon().prefixes | organisations.lexicon().prefixes))


# One word per character or two ("a가", "1가", "1원 "); ordinary-word spellings that need the text around them
# ("Athena", "Go"); a cloud service ("EC2").
@pytest.mark.parametrize("pattern", ["a가", "1가", "1원 ", "Athena ", "Go ", "EC2 ", "Node . js "])
def test_the_technology_scan_reads_each_word_a_bounded_number_of_times(pattern):
    costs = {}
    for size in SIZES:
        text = _text(pattern, size)
        lexicon = technology.lexicon()
        costs[size] = _costs(lexicon.policy.words(text), lexicon.scan, text)
    _assert_linear(costs)


@pytest.mark.parametrize("pattern", ["a가", "1가", "Target ", "Apple ", "SK가 ", "카카오와 "])
def test_the_organisation_scan_reads_each_word_a_bounded_number_of_times(pattern):
    costs = {}
    for size in SIZES:
        text = "We sold to " + _text(pattern, size)
        lexicon = organisations.lexicon()
        costs[size] = _costs(lexicon.policy.words(text), lexicon.scan, text)
    _assert_linear(costs)


@pytest.mark.parametrize("pattern", ["EC2 ", "Cloud Functions ", "Naver Cloud Platform Application Load Balancer "])
def test_the_clouds_of_a_text_read_each_mention_a_bounded_number_of_times(pattern):
    """Every mention's cloud depends on the platforms its line names: the line's platforms are gathered once,
    not once per mention."""
    for size in SIZES:
        text = _text(pattern, size)
        mentions = CountedReads(technology.mentions_in(text))
        assert technology.ecosystems_of(mentions, text)
        assert mentions.reads <= 4 * len(mentions), (size, len(mentions), mentions.reads)


def test_the_names_of_roles_read_each_role_a_bounded_number_of_times():
    """A document of one-line roles has thousands: what singles a role out among the others is found from the titles
    joined once, not by joining the others' titles anew for every role."""
    for size in SIZES:
        text = _text("### Acme Corp (2017.03 ~ 2021.01)\n- built things in 2019\n", 20 * size)
        roles = CountedReads(timeline.read_timeline([text]).roles)
        names = timeline.role_names(roles)
        assert len(names) == len(roles) > 100 and names[0] == []  # "Acme Corp" names every role: it singles none out
        assert roles.reads <= 3 * len(roles), (size, len(roles), roles.reads)
