#!/usr/bin/python3
"""Builds lib/build/search-index/lexicon.json: for every word of the indexed text, its base forms and compound
parts from Voikko (vuorolistoissa -> vuorolista, vuoro, lista; sairauslomat -> sairausloma,
sairaus, loma), and for a word derived from a verb its derivational family: the verb, the -minen
noun, the -us/-ys noun and the agent noun -ja/-jä (tarkistus -> tarkistaa, tarkistaminen,
tarkistaja). The search index builder adds them to a `parts` field, so a query for "lista" finds
"vuorolista", "loma" finds "sairausloma" and "tarkistaminen" finds "tarkistus". Voikko is not on
npm: the file is generated here and committed, and the build only reads it.

    npm run lexicon          # rewrite lib/build/search-index/lexicon.json
    npm run lexicon:check    # exit 1 if the committed file does not match the content

Needs the Debian packages python3-libvoikko and voikko-fi (run with /usr/bin/python3).
The word list comes from scripts/extract-index-words.ts, the index's own text extractor.
"""

import argparse
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LEXICON_PATH = os.path.join(ROOT, "lib", "build", "search-index", "lexicon.json")
RELATIVE_PATH = os.path.relpath(LEXICON_PATH, ROOT)

# One morpheme of WORDBASES: "+surface(base)", "+surface(+suffix)" or "+surface".
MORPHEME = re.compile(r"\+([^+(]*)(?:\(([^)]*)\))?")
MIN_PART = 2  # yö (yövuoro) is a real part
MIN_SPLIT_WORD = 8  # only longer unknown words are tried as compounds
MIN_ROOT = 4  # shorter verbs (olla, saada, voida) have families too loose to help a search

# Consonant gradation of the last consonant(s) of a stem, both ways (strong <-> weak), tried when a
# derivation takes the other grade than the infinitive (kuitata -> kuittaus, kiinnittää -> kiinnitys).
GRADATION = [("tt", "t"), ("kk", "k"), ("pp", "p"), ("nt", "nn"), ("lt", "ll"), ("rt", "rr"), ("mp", "mm"),
             ("nk", "ng"), ("ht", "hd"), ("t", "d"), ("p", "v")]


def fail(message, code=1):
    sys.stderr.buffer.write((message + "\n").encode("utf-8"))
    sys.exit(code)


def open_voikko():
    try:
        import libvoikko  # noqa: PLC0415
    except ImportError:
        fail(
            "build-lexicon: Voikko is not installed. Install the Debian packages python3-libvoikko and voikko-fi\n"
            "(apt-get install -y python3-libvoikko voikko-fi) and run this script with /usr/bin/python3.",
            2,
        )
    try:
        return libvoikko.Voikko("fi")
    except Exception as error:  # noqa: BLE001
        fail(f"build-lexicon: cannot open the Finnish Voikko dictionary (voikko-fi): {error}", 2)


def index_words():
    command = ["npx", "--no-install", "tsx", "scripts/extract-index-words.ts"]
    result = subprocess.run(command, cwd=ROOT, capture_output=True)
    if result.returncode != 0:
        fail(
            "build-lexicon: " + " ".join(command) + " failed:\n" + result.stderr.decode("utf-8", "replace"),
            2,
        )
    words = [w.strip() for w in result.stdout.decode("utf-8").splitlines()]
    return sorted({w for w in words if w})


def components(wordbases):
    """Compound components of one analysis as base forms. A derivational morpheme (base "+us",
    or no base) belongs to the component before it, and such a component is named by its surface
    (sairaus, laskenta, suunnittelija), not by its root (sairas, laskea, suunnitella)."""
    parts = []  # [surface, base or None, derived]
    for surface, base in MORPHEME.findall(wordbases or ""):
        derivational = base == "" or base.startswith("+")
        if derivational and parts:
            parts[-1][0] += surface
            parts[-1][2] = True
        elif surface or base:
            parts.append([surface, None if derivational else base, derivational])
    return [(surface if derived or not base else base).lower() for surface, base, derived in parts]


def derivation_root(analysis):
    """The verb a word is derived from (tarkistus, tarkistaja, tarkistaminen -> tarkistaa), or
    None. Only nouns and the -minen form: other verb forms and participles (tarkista, tarkistettu)
    are left out; they are the imperatives and states of the steps, and their families would add
    much to the index and little to the hits (measured with npm run bench:search). Only words with
    a single root: a compound's last part (työvuorosuunnittelija) names a role or a thing of its
    own, not the act of its verb."""
    if analysis.get("PARTICIPLE"):
        return None
    if analysis.get("CLASS") == "teonsana":
        if analysis.get("MOOD") != "MINEN-infinitive":
            return None
        return (analysis.get("BASEFORM") or "").lower() or None
    morphemes = MORPHEME.findall(analysis.get("WORDBASES") or "")
    if len(morphemes) < 2:
        return None
    (_, root), rest = morphemes[0], morphemes[1:]
    if not root or root.startswith("+") or any(base and not base.startswith("+") for _, base in rest):
        return None
    return root.replace("=", "").lower()


def gradations(stem):
    """The stem and the variants with the other grade of one consonant near its end (kuitaa ->
    kuittaa, suunnitele -> suunnittele, kiinnitt -> kiinnit)."""
    out = {stem}
    for i in range(max(0, len(stem) - 5), len(stem)):
        head, tail = stem[:i], stem[i:]
        for strong, weak in GRADATION:
            for a, b in ((strong, weak), (weak, strong)):
                if tail.startswith(a) and len(tail) - len(a) <= 3:
                    out.add(head + b + tail[len(a):])
    return out


class Analyzer:
    def __init__(self, voikko):
        self.voikko = voikko
        self.cache = {}
        self.families = {}

    def known(self, word):
        """(base forms, compound parts) from Voikko, or None if Voikko does not know the word."""
        if word in self.cache:
            return self.cache[word]
        analyses = self.voikko.analyze(word)
        if not analyses:
            self.cache[word] = None
            return None
        bases, parts = set(), set()
        for analysis in analyses:
            base = (analysis.get("BASEFORM") or "").lower()
            if base:
                bases.add(base)
            pieces = components(analysis.get("WORDBASES"))
            if len(pieces) > 1:
                parts.update(pieces)
            # A compound of three parts holds compounds of two (vuorolistanäkymä: vuorolista).
            if len(pieces) > 2:
                parts.update(p for p in (a + b for a, b in zip(pieces, pieces[1:])) if self.is_base_form(p))
        self.cache[word] = (bases, parts)
        return self.cache[word]

    def is_base_form(self, word):
        return any((a.get("BASEFORM") or "").lower() == word for a in self.voikko.analyze(word))

    def is_verb(self, word):
        return any(a.get("CLASS") == "teonsana" and (a.get("BASEFORM") or "").lower() == word
                   for a in self.voikko.analyze(word))

    def roots(self, word):
        """Verbs the word is derived from (usually none or one)."""
        found = set()
        for analysis in self.voikko.analyze(word):
            root = derivation_root(analysis)
            if root and len(root) >= MIN_ROOT and root.isalpha() and self.is_verb(root):
                found.add(root)
        return found

    def derives_from(self, candidate, verb):
        """Voikko reads the candidate as this verb's -minen form, or as a noun in its base form
        derived from this verb."""
        for a in self.voikko.analyze(candidate):
            if derivation_root(a) != verb:
                continue
            if a.get("CLASS") == "teonsana" or (a.get("BASEFORM") or "").lower() == candidate:
                return True
        return False

    def family(self, verb):
        """The verb and its -minen noun, -us/-ys noun, agent noun and -u/-y and -nti/-ntä nouns, as
        far as Voikko confirms them (each is generated by rule, with both grades of the stem's end,
        and kept only if Voikko derives it from this verb)."""
        if verb in self.families:
            return self.families[verb]
        front = not any(ch in "aou" for ch in verb)
        a, u = ("ä", "y") if front else ("a", "u")
        base = verb[:-1]  # tarkista(a), julkaist(a), leimat(a)
        stems = {base, verb[:-2], verb[:-2] + "e", verb[:-2] + verb[-3:-2], base + "se", verb[:-2] + "ne"}
        stems = {g for s in stems if len(s) >= 3 for g in gradations(s)}
        suffixes = ["minen", "j" + a, "ij" + a, u + "s", "nti", "nt" + a, u]
        members = {verb}
        for stem in stems:
            for suffix in suffixes:
                candidate = stem + suffix
                if candidate not in members and self.derives_from(candidate, verb):
                    members.add(candidate)
        self.families[verb] = members
        return members

    def split_unknown(self, word):
        """An unknown compound (töihinkutsujärjestelmä): the longest known tail with a known head."""
        if len(word) < MIN_SPLIT_WORD or not word.isalpha():
            return None
        for i in range(MIN_PART, len(word) - 2):
            head, tail = word[:i], word[i:]
            tail_known = self.known(tail)
            if not tail_known or not self.known(head):
                continue
            head_bases, head_parts = self.known(head)
            tail_bases, tail_parts = tail_known
            bases = {head + b for b in tail_bases}
            parts = head_bases | head_parts | tail_bases | tail_parts
            return bases, parts
        return None

    def expansions(self, word):
        found = self.known(word) or self.split_unknown(word)
        if not found:
            return []
        bases, parts = found
        for root in self.roots(word):
            parts = parts | self.family(root)
        out = {p for p in bases | parts if len(p) >= MIN_PART and p.isalpha()}
        out.discard(word)
        return sorted(out)


def build():
    voikko = open_voikko()
    analyzer = Analyzer(voikko)
    lexicon = {}
    for word in index_words():
        if any(ch.isdigit() for ch in word):
            continue
        expansions = analyzer.expansions(word)
        if expansions:
            lexicon[word] = expansions
    voikko.terminate()
    return lexicon


def serialize(lexicon):
    # One entry per line: compact, deterministic and readable in a diff.
    lines = [json.dumps(k, ensure_ascii=False) + ":" + json.dumps(v, ensure_ascii=False, separators=(",", ":"))
             for k, v in sorted(lexicon.items())]
    return "{\n" + ",\n".join(lines) + "\n}\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the committed lexicon is stale")
    args = parser.parse_args()

    lexicon = build()
    text = serialize(lexicon)

    if args.check:
        try:
            with open(LEXICON_PATH, encoding="utf-8") as f:
                committed_text = f.read()
        except FileNotFoundError:
            fail(f"lexicon:check: {RELATIVE_PATH} is missing. Run `npm run lexicon` and commit the file.")
        if committed_text == text:
            print(f"lexicon:check: {RELATIVE_PATH} is up to date ({len(lexicon)} words).")
            return
        try:
            committed = json.loads(committed_text)
        except json.JSONDecodeError:
            committed = {}
        added = sorted(set(lexicon) - set(committed))
        removed = sorted(set(committed) - set(lexicon))
        changed = sorted(k for k in set(lexicon) & set(committed) if lexicon[k] != committed[k])
        examples = ", ".join((added + removed + changed)[:8])
        fail(
            f"lexicon:check: {RELATIVE_PATH} is stale: {len(added)} words to add, {len(removed)} to remove, "
            f"{len(changed)} changed (e.g. {examples}).\n"
            "The content changed since the lexicon was generated. Run `npm run lexicon` and commit the result."
        )

    with open(LEXICON_PATH, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"build-lexicon: wrote {RELATIVE_PATH} ({len(lexicon)} words).")


if __name__ == "__main__":
    main()
